import { NextResponse } from "next/server";
import { likeMessage } from "@/lib/api/chat";
import { chatIds, notFound } from "@/lib/bff/chat";
import { bffRoute } from "@/lib/bff/handler";

// POST …/messages/{mid}/like: spec 3 §4 likes toggle per user.
export const POST = bffRoute({ access: "verified" }, async (ctx) => {
  const ids = chatIds(ctx);
  if (!ids?.messageId) return notFound(ctx.t);
  const result = await likeMessage(ctx.api, ids.channelId, ids.messageId);
  if (!result.ok) return ctx.fail(result.error);
  return NextResponse.json(result.data);
});
