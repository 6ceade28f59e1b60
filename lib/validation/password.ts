import { isBlank, isValidEmail } from "./email";
import { PASSWORD_MIN_LENGTH } from "./register";

export const FORGOT_PASSWORD_KEYS = ["login.enterEmail", "login.emailFormatNotCorrect"] as const;
export type ForgotPasswordKey = (typeof FORGOT_PASSWORD_KEYS)[number];

/** Spec 1 §5 Forgot password: empty e-mail → validate-email message; bad format → e-mail format message. */
export function validateForgotPassword(email: string): ForgotPasswordKey | null {
  if (isBlank(email)) return "login.enterEmail";
  if (!isValidEmail(email)) return "login.emailFormatNotCorrect";
  return null;
}

export const RESET_PASSWORD_KEYS = ["login.enterPassword", "alerts.password_mismatch"] as const;
export type ResetPasswordKey = (typeof RESET_PASSWORD_KEYS)[number];

/** Spec 1 §5 Reset: new password not empty; both entries match. */
export function validateResetPassword(password: string, confirmation: string): ResetPasswordKey | null {
  if (password === "") return "login.enterPassword";
  if (password !== confirmation) return "alerts.password_mismatch";
  return null;
}

export const CHANGE_PASSWORD_KEYS = [
  "alerts.fill_all_fields",
  "alerts.password_mismatch",
  "alerts.cannot_use_old_password",
  "alerts.password_min_length",
] as const;
export type ChangePasswordKey = (typeof CHANGE_PASSWORD_KEYS)[number];

export interface ChangePasswordForm {
  current: string;
  next: string;
  retype: string;
}

/** Spec 3 §5 Change password: all three required; new and retype match; new differs from current; new ≥ 6. */
export function validateChangePassword(form: ChangePasswordForm): ChangePasswordKey | null {
  if (form.current === "" || form.next === "" || form.retype === "") return "alerts.fill_all_fields";
  if (form.next !== form.retype) return "alerts.password_mismatch";
  if (form.next === form.current) return "alerts.cannot_use_old_password";
  if (form.next.length < PASSWORD_MIN_LENGTH) return "alerts.password_min_length";
  return null;
}

/** Spec 3 §7: PUT users (change password) takes old_password and password. */
export function changePasswordPayload(form: ChangePasswordForm) {
  return { old_password: form.current, password: form.next };
}
