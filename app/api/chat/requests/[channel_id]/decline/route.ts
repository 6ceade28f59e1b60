import { NextResponse } from "next/server";
import { declineRequest } from "@/lib/api/chat";
import { chatIds, notFound } from "@/lib/bff/chat";
import { bffRoute } from "@/lib/bff/handler";

// POST chats/requests/{id}/decline (issue 24): the request is dropped; the group learns nothing more of the viewer.
export const POST = bffRoute({ access: "verified" }, async (ctx) => {
  const ids = chatIds(ctx);
  if (!ids) return notFound(ctx.t);
  const result = await declineRequest(ctx.api, ids.channelId);
  if (!result.ok) return ctx.fail(result.error);
  return NextResponse.json({ success: 1 });
});
