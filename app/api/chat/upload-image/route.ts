import { NextResponse } from "next/server";
import { z } from "zod";
import { getTranslations } from "next-intl/server";
import { uploadChatImage } from "@/lib/api/chat-uploads";
import { spend } from "@/lib/bff/account-limits";
import { bffRoute } from "@/lib/bff/handler";
import { MAX_IMAGE_BYTES, bareBase64, base64Bytes, base64Head, base64Limit, sniffImage } from "@/lib/chat/attachments";

// Room for the largest allowed photo as base64 with a data: prefix, plus the JSON around it (about 7 MB).
const MAX_BODY = base64Limit(MAX_IMAGE_BYTES) + 1024;
const input = z.object({ image: z.string().min(1).max(MAX_BODY) });
// Per account (a photo burst of a few messages passes, a script filling the disk does not) and per IP.
const USER_LIMIT = { name: "chat-upload-image-user", points: 60, duration: 5 * 60 };
const MB = MAX_IMAGE_BYTES / (1024 * 1024);

// spec 3 §2 Conversation: camera and gallery photos (jpeg and png only) are uploaded first; the message then carries
// their URLs. The browser checked type and size already; they are checked again here, from the bytes themselves.
export const POST = bffRoute(
  { access: "verified", input, maxBody: MAX_BODY, rateLimit: [{ name: "chat-upload-image-ip", points: 200, duration: 5 * 60, key: (_i, ip) => ip }] },
  async ({ input, api, session, locale, t, fail }) => {
    const limited = await spend(USER_LIMIT, `user:${session.user?.id ?? 0}`, t);
    if (limited) return limited;
    const tc = await getTranslations({ locale, namespace: "chatTools" });
    const bare = bareBase64(input.image);
    if (!bare) return NextResponse.json({ error: t("badInput"), fields: { image: [t("fieldInvalid")] } }, { status: 400 });
    if (!sniffImage(base64Head(bare))) return NextResponse.json({ error: tc("imageType") }, { status: 415 });
    if (base64Bytes(bare) > MAX_IMAGE_BYTES) return NextResponse.json({ error: tc("imageSize", { mb: MB }) }, { status: 413 });
    const result = await uploadChatImage(api, bare);
    if (!result.ok) {
      // The product API answers in the request's language; when it gives no text, its 415/413 get ours.
      const own = result.error.status === 415 ? tc("imageType") : result.error.status === 413 ? tc("imageSize", { mb: MB }) : null;
      return fail({ ...result.error, message: result.error.message ?? own });
    }
    return NextResponse.json({ url: result.data.url });
  },
);
