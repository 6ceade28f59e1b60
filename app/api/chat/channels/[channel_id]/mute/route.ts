import { NextResponse } from "next/server";
import { z } from "zod";
import { setMuted } from "@/lib/api/chat";
import { chatIds, notFound } from "@/lib/bff/chat";
import { bffRoute } from "@/lib/bff/handler";

// POST chats/channels/{id}/mute { muted }: spec 3 §2 mute (group members, anyone in a single chat).
export const POST = bffRoute({ access: "verified", input: z.object({ muted: z.boolean() }) }, async (ctx) => {
  const ids = chatIds(ctx);
  if (!ids) return notFound(ctx.t);
  const result = await setMuted(ctx.api, ids.channelId, ctx.input.muted);
  if (!result.ok) return ctx.fail(result.error);
  return NextResponse.json(result.data);
});
