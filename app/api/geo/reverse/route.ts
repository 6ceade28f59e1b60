import { NextResponse } from "next/server";
import { z } from "zod";
import { bffRoute } from "@/lib/bff/handler";
import { geocoder } from "@/lib/geo";

const input = z.object({
  lat: z.coerce.number().min(-90).max(90),
  lng: z.coerce.number().min(-180).max(180),
});

// GET /api/geo/reverse?lat&lng → { place } near the point (spec 1 §4: reverse-geocode and set the address), or
// { place: null } outside Albania and Kosovo. The coordinates are the user's own, so nothing is cached.
export const GET = bffRoute(
  { access: "guest", input, rateLimit: [{ name: "geo-reverse", points: 60, duration: 60, key: (_i, ip) => ip }] },
  async ({ input, locale }) => NextResponse.json({ place: await geocoder().reverse(input.lat, input.lng, locale) }),
);
