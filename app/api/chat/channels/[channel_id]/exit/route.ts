import { NextResponse } from "next/server";
import { exitChannel } from "@/lib/api/chat";
import { chatIds, notFound } from "@/lib/bff/chat";
import { bffRoute } from "@/lib/bff/handler";

// POST chats/channels/{id}/exit: spec 3 §4 Group membership (admin passes on; one member left deletes the channel).
export const POST = bffRoute({ access: "verified" }, async (ctx) => {
  const ids = chatIds(ctx);
  if (!ids) return notFound(ctx.t);
  const result = await exitChannel(ctx.api, ids.channelId);
  if (!result.ok) return ctx.fail(result.error);
  return NextResponse.json(result.data);
});
