import { normalizeGender, type EditProfileValues } from "@/lib/validation/profile";
import { nationalPhone } from "@/lib/validation/phone";
import { IMAGE_TYPES } from "@/lib/chat/attachments";

// spec 3 §2 Profile / §5 Edit profile / §7 PUT users: what the edit-profile modal holds and what it sends.

export type { EditProfileValues };

/** spec 3 §2: "Image file picker accepts jpeg and png" — the chat's picture rule, 5 MB at most. */
export { IMAGE_ACCEPT as PHOTO_ACCEPT, MAX_IMAGE_BYTES as PHOTO_MAX_BYTES } from "@/lib/chat/attachments";

export function isPhotoType(type: string): boolean {
  return (IMAGE_TYPES as readonly string[]).includes(type);
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** spec 3 §5 "Birthday sent as YYYY-MM-DD": a real calendar day, else null (cleared). */
export function apiBirthday(value: string | null | undefined): string | null {
  const m = DAY.exec((value ?? "").trim());
  if (!m) return null;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]) ? m[0] : null;
}

/** The form's starting values from the user as GET users answers it (sex/gender, birthdate/birthday). */
export function editProfileDefaults(user: {
  full_name?: string | null;
  username?: string | null;
  email?: string | null;
  phone?: string | null;
  sex?: string | null;
  gender?: string | null;
  birthdate?: string | null;
  birthday?: string | null;
}): EditProfileValues {
  return {
    full_name: user.full_name ?? "",
    username: user.username ?? "",
    email: user.email ?? "",
    phone: user.phone ?? "",
    gender: normalizeGender(user.sex ?? user.gender),
    birthday: apiBirthday((user.birthdate ?? user.birthday ?? "").slice(0, 10)) ?? "",
  };
}

/**
 * spec 3 §7 PUT users fields of the edit: full_name trimmed, the phone without spaces (and without a typed +355, the
 * leading 0 put back: spec 3 §5 accepts the variant without it), gender, birthday YYYY-MM-DD or null; an empty
 * e-mail or username is not sent (the account keeps its own).
 */
export function editProfilePayload(values: EditProfileValues) {
  const phone = nationalPhone(values.phone);
  const email = values.email.trim();
  const username = values.username.trim();
  return {
    full_name: values.full_name.trim(),
    ...(username ? { username } : {}),
    ...(email ? { email } : {}),
    phone: phone.startsWith("0") ? phone : `0${phone}`,
    gender: normalizeGender(values.gender),
    birthday: apiBirthday(values.birthday),
  };
}
