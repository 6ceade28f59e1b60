import { NextResponse } from "next/server";
import { z } from "zod";
import { getUser } from "@/lib/api/auth";
import { getMapData } from "@/lib/api/social";
import { bffRoute } from "@/lib/bff/handler";
import { TIRANA } from "@/lib/brand";
import { MAP_SEARCH_DISTANCE } from "@/lib/map-rules/grouping";

const input = z.object({
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  latitudeDelta: z.number().positive().max(10),
  longitudeDelta: z.number().positive().max(10),
  zoom: z.number().min(0).max(24),
  group_size: z.number().int().min(1).max(4),
});

// spec 3 §7 the friends map's data: the visible view, the group size of its zoom (lib/map-rules/grouping.ts), the
// search distance of §9 and the user's own coordinates (the profile's, else Tirana).
export const POST = bffRoute({ access: "verified", input }, async ({ input, api, fail }) => {
  const me = await getUser(api);
  if (!me.ok) return fail(me.error);
  const result = await getMapData(api, {
    ...input,
    user_latitude: me.data.user.latitude ?? TIRANA.latitude,
    user_longitude: me.data.user.longitude ?? TIRANA.longitude,
    distance: MAP_SEARCH_DISTANCE,
  });
  if (!result.ok) return fail(result.error);
  return NextResponse.json(result.data);
});
