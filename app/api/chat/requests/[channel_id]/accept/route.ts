import { NextResponse } from "next/server";
import { acceptRequest } from "@/lib/api/chat";
import { chatIds, notFound } from "@/lib/bff/chat";
import { bffRoute } from "@/lib/bff/handler";

// POST chats/requests/{id}/accept (issue 24): the viewer joins the group they were asked to join.
export const POST = bffRoute({ access: "verified" }, async (ctx) => {
  const ids = chatIds(ctx);
  if (!ids) return notFound(ctx.t);
  const result = await acceptRequest(ctx.api, ids.channelId);
  if (!result.ok) return ctx.fail(result.error);
  return NextResponse.json(result.data);
});
