import { NextResponse } from "next/server";
import { z } from "zod";
import { bffRoute } from "@/lib/bff/handler";
import { geocoder } from "@/lib/geo";

const input = z.object({ q: z.string().trim().max(100).default("") });

// GET /api/geo/autocomplete?q= → places in Albania and Kosovo (spec 1 §2 location autocomplete, restricted to al, xk).
// Per-IP budget: with a Mapbox token every call costs money.
export const GET = bffRoute(
  { access: "guest", input, personal: false, rateLimit: [{ name: "geo-autocomplete", points: 120, duration: 60, key: (_i, ip) => ip }] },
  async ({ input, locale }) => {
    const places = input.q.length < 2 ? [] : await geocoder().autocomplete(input.q, locale);
    const response = NextResponse.json({ places });
    response.headers.set("Cache-Control", "public, max-age=300");
    return response;
  },
);
