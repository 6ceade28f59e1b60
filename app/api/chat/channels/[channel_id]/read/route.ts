import { NextResponse } from "next/server";
import { markRead } from "@/lib/api/chat";
import { chatIds, notFound } from "@/lib/bff/chat";
import { bffRoute } from "@/lib/bff/handler";

// POST chats/channels/{id}/read: spec 3 §4 unread counters reset on opening and on leaving a channel.
export const POST = bffRoute({ access: "verified" }, async (ctx) => {
  const ids = chatIds(ctx);
  if (!ids) return notFound(ctx.t);
  const result = await markRead(ctx.api, ids.channelId);
  if (!result.ok) return ctx.fail(result.error);
  return NextResponse.json({ success: 1 });
});
