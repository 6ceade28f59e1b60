import { NextResponse } from "next/server";
import { z } from "zod";
import { getMessages, sendMessage } from "@/lib/api/chat";
import { chatIds, notFound, notifyAfterSend } from "@/lib/bff/chat";
import { bffRoute } from "@/lib/bff/handler";
import { MESSAGE_ID } from "@/lib/chat/ids";

// GET chats/channels/{id}/messages?before: spec 3 §4 Message loading, 12 newest first, older by cursor.
export const GET = bffRoute({ access: "verified", input: z.object({ before: z.string().regex(MESSAGE_ID).optional() }) }, async (ctx) => {
  const ids = chatIds(ctx);
  if (!ids) return notFound(ctx.t);
  const result = await getMessages(ctx.api, ids.channelId, ctx.input.before);
  if (!result.ok) return ctx.fail(result.error);
  return NextResponse.json(result.data);
});

const url = z.string().max(500).regex(/^(https?:\/\/|\/)\S+$/);
const draft = z
  .object({
    // spec 3 §5 Message send: trimmed; whitespace only is no text.
    text: z.string().trim().max(4000).optional(),
    images: z.array(url).max(10).optional(),
    audio: z.object({ url, duration: z.number().min(0).max(3600), fileSize: z.number().int().min(0).max(50_000_000) }).optional(),
    map: z.object({ coords: z.object({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) }), type: z.enum(["current", "pin"]) }).optional(),
    emoji: z.array(z.string().min(1).max(32)).max(20).optional(),
    reply_id: z.string().regex(MESSAGE_ID).optional(),
    invitation_code: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/).optional(),
  })
  .refine((d) => Boolean(d.text || d.images?.length || d.audio || d.map || d.emoji?.length || d.invitation_code), { path: ["text"], message: "empty" });

// POST chats/channels/{id}/messages: 422 empty, 403 non-member, 429 too fast (ADR 0013).
export const POST = bffRoute({ access: "verified", input: draft }, async (ctx) => {
  const ids = chatIds(ctx);
  if (!ids) return notFound(ctx.t);
  const { text, ...rest } = ctx.input;
  const result = await sendMessage(ctx.api, ids.channelId, { ...rest, ...(text ? { text } : {}) });
  if (!result.ok) return ctx.fail(result.error);
  notifyAfterSend(ctx.api, ctx.session.user?.id ?? 0, result.data.message);
  return NextResponse.json(result.data, { status: 201 });
});
