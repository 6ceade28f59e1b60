import { NextResponse } from "next/server";
import { z } from "zod";
import { getFriends } from "@/lib/api/checkout";
import { bffRoute } from "@/lib/bff/handler";

// POST users/friends (spec 2 §7 friend chooser): the accepted friends, optionally by name.
export const GET = bffRoute({ access: "verified", input: z.object({ name: z.string().trim().max(60).optional() }) }, async ({ input, api, fail }) => {
  const result = await getFriends(api, input.name);
  if (!result.ok) return fail(result.error);
  return NextResponse.json(result.data);
});
