import { NextResponse } from "next/server";
import { z } from "zod";
import { getTranslations } from "next-intl/server";
import { sendVerificationCode } from "@/lib/api/auth";
import { updateProfile } from "@/lib/api/profile";
import { isTrue, toMeSummary } from "@/lib/api/schemas/user";
import { verificationPath } from "@/lib/account/next-step";
import { bffRoute } from "@/lib/bff/handler";
import { sessionUserOf } from "@/lib/bff/sign-in";
import { MAX_IMAGE_BYTES, bareBase64, base64Bytes, base64Head, base64Limit, sniffImage } from "@/lib/chat/attachments";
import { localizePath } from "@/lib/i18n/paths";
import type { Locale } from "@/lib/i18n/routing";
import { GENDERS, validateEditProfile, type EditProfileKey } from "@/lib/validation/profile";
import { editProfilePayload } from "@/lib/profile/edit-profile";

// Room for the largest allowed photo as base64 with a data: prefix, plus the other fields.
const MAX_BODY = base64Limit(MAX_IMAGE_BYTES) + 4096;
const input = z.object({
  full_name: z.string().max(120),
  username: z.string().max(40).default(""),
  email: z.string().max(254).default(""),
  phone: z.string().max(40),
  gender: z.enum(GENDERS),
  birthday: z.string().max(10).default(""),
  photo: z.string().max(MAX_BODY).optional(),
});

/** The spec 3 §5 rule's message in the caller's language (its keys live in the profile and alerts namespaces). */
async function ruleText(locale: Locale, key: EditProfileKey): Promise<string> {
  if (key === "profile.required_fields") return (await getTranslations({ locale, namespace: "profile" }))("required_fields");
  if (key === "profile.birthday_future") return (await getTranslations({ locale, namespace: "profile" }))("birthday_future");
  return (await getTranslations({ locale, namespace: "alerts" }))(key === "alerts.wrong_email_format" ? "wrong_email_format" : "wrong_phone_format");
}

/** spec 3 §2: a jpeg or png only, checked from the bytes themselves, at most 5 MB. */
async function photoProblem(locale: Locale, bare: string | null): Promise<NextResponse | null> {
  const t = await getTranslations({ locale, namespace: "profile" });
  if (!bare || !sniffImage(base64Head(bare))) return NextResponse.json({ error: t("photoType") }, { status: 415 });
  if (base64Bytes(bare) > MAX_IMAGE_BYTES) return NextResponse.json({ error: t("photoSize", { mb: MAX_IMAGE_BYTES / (1024 * 1024) }) }, { status: 413 });
  return null;
}

// spec 3 §2 Edit profile → spec 3 §7 PUT users with the profile's fields (the settings' toggles and the password have
// their own routes). The spec 3 §5 rule runs here too; a new phone number has to be verified again (spec 1 §2).
export const PUT = bffRoute(
  { access: "verified", input, maxBody: MAX_BODY, rateLimit: [{ name: "profile-update-ip", points: 60, duration: 10 * 60, key: (_i, ip) => ip }] },
  async ({ input, api, session, locale, t, fail }) => {
    if (!session.token || !session.user) return NextResponse.json({ error: t("unauthenticated") }, { status: 401 });
    const broken = validateEditProfile(input);
    if (broken) return NextResponse.json({ error: await ruleText(locale, broken), rule: broken }, { status: 422 });
    const photo = input.photo === undefined ? undefined : bareBase64(input.photo);
    if (photo !== undefined) {
      const problem = await photoProblem(locale, photo);
      if (problem) return problem;
    }
    const updated = await updateProfile(api, { ...editProfilePayload(input), ...(photo ? { photo } : {}) });
    if (!updated.ok) return fail(updated.error);
    const user = toMeSummary(updated.data.user);
    session.user = sessionUserOf(user);
    await session.save();
    if (!isTrue(updated.data.user.verified_by_mobile)) {
      const sent = await sendVerificationCode(api);
      if (!sent.ok) return fail(sent.error);
      return NextResponse.json({ ok: true, next: localizePath(verificationPath(localizePath("/profile", locale)), locale) });
    }
    return NextResponse.json({ ok: true, next: null });
  },
);
