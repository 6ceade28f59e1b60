import { NextResponse } from "next/server";
import { deleteGroup, getChannel } from "@/lib/api/chat";
import { chatIds, notFound } from "@/lib/bff/chat";
import { bffRoute } from "@/lib/bff/handler";

// GET chats/channels/{id}: 403 for a non-member, 404 when unknown (ADR 0013).
export const GET = bffRoute({ access: "verified" }, async (ctx) => {
  const ids = chatIds(ctx);
  if (!ids) return notFound(ctx.t);
  const result = await getChannel(ctx.api, ids.channelId);
  if (!result.ok) return ctx.fail(result.error);
  return NextResponse.json(result.data);
});

// DELETE chats/channels/{id}: spec 3 §4 only the group admin deletes a group; the product API checks it.
export const DELETE = bffRoute({ access: "verified" }, async (ctx) => {
  const ids = chatIds(ctx);
  if (!ids) return notFound(ctx.t);
  const result = await deleteGroup(ctx.api, ids.channelId);
  if (!result.ok) return ctx.fail(result.error);
  return NextResponse.json({ success: 1 });
});
