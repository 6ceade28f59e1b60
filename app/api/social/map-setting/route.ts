import { NextResponse } from "next/server";
import { z } from "zod";
import { MAP_VISIBLE_TYPES } from "@/lib/api/schemas/social";
import { getMapSetting, updateMapSetting } from "@/lib/api/social";
import { bffRoute } from "@/lib/bff/handler";

// spec 3 §4 Map visibility: offline (visible 0), hide as shijoer, and who sees my location with the chosen friends.
export const GET = bffRoute({ access: "verified" }, async ({ api, fail }) => {
  const result = await getMapSetting(api);
  if (!result.ok) return fail(result.error);
  return NextResponse.json(result.data);
});

const input = z.object({
  visible: z.boolean(),
  hide: z.boolean(),
  type: z.enum(MAP_VISIBLE_TYPES),
  filter_ids: z.array(z.number().int().positive().max(2_147_483_647)).max(500),
});

export const POST = bffRoute({ access: "verified", input }, async ({ input, api, fail }) => {
  const saved = await updateMapSetting(api, input);
  if (!saved.ok) return fail(saved.error);
  const result = await getMapSetting(api);
  if (!result.ok) return fail(result.error);
  return NextResponse.json(result.data);
});
