import { tiraneDate } from "@/contract/tirane-time";
import { isBlank, isValidEmail } from "./email";
import { isAlbanianMobile, removeSpaces } from "./phone";

// The spec's account_details.required_fields lives in the profile namespace of messages/*.json.
export const EDIT_PROFILE_KEYS = ["profile.required_fields", "alerts.wrong_email_format", "alerts.wrong_phone_format", "profile.birthday_future"] as const;
export type EditProfileKey = (typeof EDIT_PROFILE_KEYS)[number];

export const GENDERS = ["male", "female", "none"] as const;
export type Gender = (typeof GENDERS)[number];

export interface EditProfileForm {
  full_name: string;
  phone: string;
  email?: string | null;
  /** "" or YYYY-MM-DD. */
  birthday?: string | null;
}

/**
 * Spec 3 §5 Edit profile: full name and phone required; e-mail valid if given; phone (spaces removed) valid.
 * Issue 24: "A birth date in the future is refused" — after today's date in Tirana.
 */
export function validateEditProfile(form: EditProfileForm, now: Date = new Date()): EditProfileKey | null {
  if (isBlank(form.full_name) || removeSpaces(form.phone) === "") return "profile.required_fields";
  if (!isBlank(form.email) && !isValidEmail(form.email)) return "alerts.wrong_email_format";
  if (!isAlbanianMobile(form.phone)) return "alerts.wrong_phone_format";
  if (isFutureDay(form.birthday, now)) return "profile.birthday_future";
  return null;
}

/** A YYYY-MM-DD day after `now`'s date in Tirana (ISO days compare as text). */
export function isFutureDay(day: string | null | undefined, now: Date): boolean {
  const value = (day ?? "").trim();
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && value > tiraneDate(now);
}

/** Spec 3 §3: sex is male, female or none; anything else is none. */
export function normalizeGender(value: string | null | undefined): Gender {
  return (GENDERS as readonly string[]).includes(value ?? "") ? (value as Gender) : "none";
}

export const EDIT_PHONE_KEYS = ["alerts.wrong_phone_format"] as const;
export type EditPhoneKey = (typeof EDIT_PHONE_KEYS)[number];

/** Spec 1 §5 Edit phone: phone format check, else an attention alert with wrong phone format. */
export function validateEditPhone(phone: string): EditPhoneKey | null {
  return isAlbanianMobile(phone) ? null : "alerts.wrong_phone_format";
}

/** spec 3 §5 Edit profile: what the edit-profile modal holds. */
export interface EditProfileValues {
  full_name: string;
  /** Optional; letters, digits, dot and underscore, 3 to 40 (the product API's rule). */
  username: string;
  email: string;
  phone: string;
  gender: Gender;
  /** "" or YYYY-MM-DD (the date input's own value). */
  birthday: string;
}
