import { isBlank, isValidEmail } from "./email";
import { isAlbanianMobile, isDigitsOnly, removeSpaces } from "./phone";

export const PASSWORD_MIN_LENGTH = 6;

export const REGISTER_KEYS = [
  "register.smsConsentRequired",
  "alerts.fill_all_fields",
  "register.phoneDigitsOnly",
  "register.reenterPassword",
  "register.passwordMismatch",
  "alerts.wrong_email_format",
  "alerts.wrong_phone_format",
  "register.passwordMinLength",
] as const;
export type RegisterKey = (typeof REGISTER_KEYS)[number];

export interface RegisterForm {
  full_name: string;
  email: string;
  phone: string;
  password: string;
  password_confirmation: string;
  sms_consent: boolean;
}

/**
 * Spec 1 §5 Register, in the spec's order: SMS consent first; full_name, email, phone (spaces removed) and password
 * filled; phone digits only; repeat password given; passwords match; e-mail format; phone format; password ≥ 6.
 */
export function validateRegister(form: RegisterForm): RegisterKey | null {
  if (!form.sms_consent) return "register.smsConsentRequired";
  const phone = removeSpaces(form.phone);
  if (isBlank(form.full_name) || isBlank(form.email) || phone === "" || form.password === "") return "alerts.fill_all_fields";
  if (!isDigitsOnly(phone)) return "register.phoneDigitsOnly";
  if (form.password_confirmation === "") return "register.reenterPassword";
  if (form.password !== form.password_confirmation) return "register.passwordMismatch";
  if (!isValidEmail(form.email)) return "alerts.wrong_email_format";
  if (!isAlbanianMobile(phone)) return "alerts.wrong_phone_format";
  if (form.password.length < PASSWORD_MIN_LENGTH) return "register.passwordMinLength";
  return null;
}

/** Spec 1 §3 Registration payload; refferal_code is spelt so and always empty. */
export function registerPayload(form: RegisterForm, sessionId: string | null, deviceToken: string) {
  return {
    full_name: form.full_name.trim(),
    email: form.email.trim(),
    phone: removeSpaces(form.phone),
    password: form.password,
    refferal_code: "",
    session_id: sessionId ?? "",
    device: { token: deviceToken },
  };
}
