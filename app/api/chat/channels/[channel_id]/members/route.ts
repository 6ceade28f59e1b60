import { NextResponse } from "next/server";
import { z } from "zod";
import { addMembers } from "@/lib/api/chat";
import { chatIds, notFound, userId } from "@/lib/bff/chat";
import { bffRoute } from "@/lib/bff/handler";

// POST chats/channels/{id}/members: spec 3 §6 the admin, or anyone when the group is permitted.
export const POST = bffRoute({ access: "verified", input: z.object({ member_ids: z.array(userId).min(1).max(200) }) }, async (ctx) => {
  const ids = chatIds(ctx);
  if (!ids) return notFound(ctx.t);
  const result = await addMembers(ctx.api, ids.channelId, ctx.input.member_ids);
  if (!result.ok) return ctx.fail(result.error);
  return NextResponse.json(result.data);
});
