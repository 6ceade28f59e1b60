import { NextResponse } from "next/server";
import { unsendMessage } from "@/lib/api/chat";
import { chatIds, notFound } from "@/lib/bff/chat";
import { bffRoute } from "@/lib/bff/handler";

// DELETE chats/channels/{id}/messages/{mid}: spec 3 §4 only the sender unsends; last_msg falls back.
export const DELETE = bffRoute({ access: "verified" }, async (ctx) => {
  const ids = chatIds(ctx);
  if (!ids?.messageId) return notFound(ctx.t);
  const result = await unsendMessage(ctx.api, ids.channelId, ids.messageId);
  if (!result.ok) return ctx.fail(result.error);
  return NextResponse.json(result.data);
});
