import { isBlank, isValidEmail } from "./email";

export const LOGIN_KEYS = ["login.fillAllFields", "login.wrongEmailFormat", "login.enterEmail", "login.emailFormatNotCorrect", "login.enterPassword"] as const;
export type LoginKey = (typeof LOGIN_KEYS)[number];

export interface LoginForm {
  email: string;
  password: string;
}

/** Spec 1 §5 Login: both required (fill all fields), then e-mail format (wrong email format); for the attention dialog. */
export function validateLogin(form: LoginForm): LoginKey | null {
  if (isBlank(form.email) || isBlank(form.password)) return "login.fillAllFields";
  if (!isValidEmail(form.email)) return "login.wrongEmailFormat";
  return null;
}

/** Spec 1 §5 Login field-level texts: Enter your email. / Email format is not correct. / Enter your password. */
export function loginFieldErrors(form: LoginForm): Partial<Record<keyof LoginForm, LoginKey>> {
  const errors: Partial<Record<keyof LoginForm, LoginKey>> = {};
  if (isBlank(form.email)) errors.email = "login.enterEmail";
  else if (!isValidEmail(form.email)) errors.email = "login.emailFormatNotCorrect";
  if (isBlank(form.password)) errors.password = "login.enterPassword";
  return errors;
}
