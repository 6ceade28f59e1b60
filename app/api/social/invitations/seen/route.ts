import { NextResponse } from "next/server";
import { z } from "zod";
import { markInvitationSeen } from "@/lib/api/social";
import { bffRoute } from "@/lib/bff/handler";

// POST users/invitations/seen (spec 3 §7) when a received invitation is opened.
export const POST = bffRoute({ access: "verified", input: z.object({ friend_id: z.number().int().positive().max(2_147_483_647) }) }, async ({ input, api, fail }) => {
  const result = await markInvitationSeen(api, input.friend_id);
  if (!result.ok) return fail(result.error);
  return NextResponse.json({ ok: true });
});
