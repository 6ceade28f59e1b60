import { NextResponse } from "next/server";
import { z } from "zod";
import { getTranslations } from "next-intl/server";
import { uploadChatAudio } from "@/lib/api/chat-uploads";
import { spend } from "@/lib/bff/account-limits";
import { bffRoute } from "@/lib/bff/handler";
import { MAX_AUDIO_BYTES, bareBase64, base64Bytes, base64Head, base64Limit, sniffAudio } from "@/lib/chat/attachments";

const MAX_BODY = base64Limit(MAX_AUDIO_BYTES) + 1024;
// spec 3 §9 "Audio file type is mp4 or ogg".
const input = z.object({ audio: z.string().min(1).max(MAX_BODY), type: z.enum(["mp4", "ogg"]) });
const USER_LIMIT = { name: "chat-upload-audio-user", points: 30, duration: 5 * 60 };
const MB = MAX_AUDIO_BYTES / (1024 * 1024);

// spec 3 §2 Conversation: a recorded voice note is uploaded first; the message then carries { url, duration,
// fileSize }. The declared type must be what the bytes are.
export const POST = bffRoute(
  { access: "verified", input, maxBody: MAX_BODY, rateLimit: [{ name: "chat-upload-audio-ip", points: 100, duration: 5 * 60, key: (_i, ip) => ip }] },
  async ({ input, api, session, locale, t, fail }) => {
    const limited = await spend(USER_LIMIT, `user:${session.user?.id ?? 0}`, t);
    if (limited) return limited;
    const tc = await getTranslations({ locale, namespace: "chatTools" });
    const bare = bareBase64(input.audio);
    if (!bare) return NextResponse.json({ error: t("badInput"), fields: { audio: [t("fieldInvalid")] } }, { status: 400 });
    if (sniffAudio(base64Head(bare)) !== input.type) return NextResponse.json({ error: tc("audioType") }, { status: 415 });
    if (base64Bytes(bare) > MAX_AUDIO_BYTES) return NextResponse.json({ error: tc("audioSize", { mb: MB }) }, { status: 413 });
    const result = await uploadChatAudio(api, bare, input.type);
    if (!result.ok) {
      const own = result.error.status === 415 ? tc("audioType") : result.error.status === 413 ? tc("audioSize", { mb: MB }) : null;
      return fail({ ...result.error, message: result.error.message ?? own });
    }
    return NextResponse.json({ url: result.data.url });
  },
);
