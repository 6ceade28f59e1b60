import { NextResponse } from "next/server";
import { z } from "zod";
import { changeFriendship } from "@/lib/api/social";
import { bffRoute } from "@/lib/bff/handler";

const input = z.object({
  friend_id: z.number().int().positive().max(2_147_483_647),
  action: z.enum(["invite", "accept", "decline", "cancel", "remove"]),
});

// spec 3 §4 Friendship: Add friend, Cancel invitation, Accept, Decline, Remove friend. The product API checks who
// may do what (only the receiver answers, only the sender cancels); its refusal comes back translated.
export const POST = bffRoute({ access: "verified", input }, async ({ input, api, session, fail }) => {
  const result = await changeFriendship(api, session.user?.id ?? 0, input.friend_id, input.action);
  if (!result.ok) return fail(result.error);
  return NextResponse.json({ is_friend: result.data.is_friend ?? false, invite_status: result.data.invite_status ?? null });
});
