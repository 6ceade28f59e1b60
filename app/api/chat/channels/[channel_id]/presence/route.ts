import { NextResponse } from "next/server";
import { z } from "zod";
import { setPresence } from "@/lib/api/chat";
import { chatIds, notFound } from "@/lib/bff/chat";
import { bffRoute } from "@/lib/bff/handler";

// Issue 29 / ADR 0021: a conversation on screen in this view (a tab or a device), so its messages are not pushed to the
// viewer meanwhile. The product API checks membership; the row expires by itself when a tab dies without a goodbye.
const input = z.object({ view_id: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/), open: z.boolean() }).strict();

export const POST = bffRoute({ access: "verified", input }, async (ctx) => {
  const ids = chatIds(ctx);
  if (!ids) return notFound(ctx.t);
  const result = await setPresence(ctx.api, ids.channelId, ctx.input);
  if (!result.ok) return ctx.fail(result.error);
  return NextResponse.json({ success: 1 });
});
