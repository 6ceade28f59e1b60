import { describe, expect, it } from "vitest";
import { LOGIN_KEYS, loginFieldErrors, validateLogin } from "@/lib/validation/login";
import { changePasswordPayload, validateChangePassword, validateForgotPassword, validateResetPassword } from "@/lib/validation/password";
import { REGISTER_KEYS, registerPayload, validateRegister, type RegisterForm } from "@/lib/validation/register";

describe("spec 1 §5 Login: email and password required (fill all fields), then email format (wrong email format)", () => {
  it("missing either field: login.fillAllFields, before the format check", () => {
    expect(validateLogin({ email: "", password: "secret1" })).toBe("login.fillAllFields");
    expect(validateLogin({ email: "bad", password: "" })).toBe("login.fillAllFields");
    expect(validateLogin({ email: "   ", password: "x" })).toBe("login.fillAllFields");
  });

  it("bad format: login.wrongEmailFormat; good input passes", () => {
    expect(validateLogin({ email: "ana@", password: "x" })).toBe("login.wrongEmailFormat");
    expect(validateLogin({ email: "ana@shijo.al", password: "x" })).toBeNull();
  });

  it("field-level texts: Enter your email. / Email format is not correct. / Enter your password.", () => {
    expect(loginFieldErrors({ email: "", password: "" })).toEqual({ email: "login.enterEmail", password: "login.enterPassword" });
    expect(loginFieldErrors({ email: "ana", password: "x" })).toEqual({ email: "login.emailFormatNotCorrect" });
    expect(loginFieldErrors({ email: "ana@shijo.al", password: "x" })).toEqual({});
    expect(LOGIN_KEYS).toHaveLength(5);
  });
});

const good: RegisterForm = { full_name: "Ana Hoxha", email: "ana@shijo.al", phone: "069 123 4567", password: "secret", password_confirmation: "secret", sms_consent: true };

describe("spec 1 §5 Register, checked in the spec's order", () => {
  it("SMS consent is required and checked first", () => {
    expect(validateRegister({ ...good, sms_consent: false, email: "" })).toBe("register.smsConsentRequired");
  });

  it("full_name, email, phone (spaces removed) and password filled", () => {
    expect(validateRegister({ ...good, full_name: " " })).toBe("alerts.fill_all_fields");
    expect(validateRegister({ ...good, phone: "   " })).toBe("alerts.fill_all_fields");
    expect(validateRegister({ ...good, password: "" })).toBe("alerts.fill_all_fields");
  });

  it("phone digits only: 'Enter your cell number. Accepts only numbers.'", () => {
    expect(validateRegister({ ...good, phone: "069-123-4567" })).toBe("register.phoneDigitsOnly");
  });

  it("repeat password required, then 'Password does not match.'", () => {
    expect(validateRegister({ ...good, password_confirmation: "" })).toBe("register.reenterPassword");
    expect(validateRegister({ ...good, password_confirmation: "secreT" })).toBe("register.passwordMismatch");
  });

  it("then email format, phone format, and 'Password should have minimum 6 chars.'", () => {
    expect(validateRegister({ ...good, email: "ana@shijo" })).toBe("alerts.wrong_email_format");
    expect(validateRegister({ ...good, phone: "0651234567" })).toBe("alerts.wrong_phone_format");
    expect(validateRegister({ ...good, password: "12345", password_confirmation: "12345" })).toBe("register.passwordMinLength");
    expect(validateRegister(good)).toBeNull();
  });

  it("every returned key is listed", () => {
    expect(REGISTER_KEYS).toEqual(expect.arrayContaining(["register.smsConsentRequired", "register.passwordMinLength", "alerts.wrong_phone_format"]));
  });

  it("spec 1 §3 registration payload: phone without spaces, refferal_code always empty, session_id passed along", () => {
    expect(registerPayload(good, "q-77", "dev-1")).toEqual({
      full_name: "Ana Hoxha", email: "ana@shijo.al", phone: "0691234567", password: "secret", refferal_code: "", session_id: "q-77", device: { token: "dev-1" },
    });
  });
});

describe("spec 1 §5 Forgot password and Reset", () => {
  it("forgot: empty e-mail gives validate-email message; bad format gives e-mail-format message", () => {
    expect(validateForgotPassword("")).toBe("login.enterEmail");
    expect(validateForgotPassword("ana")).toBe("login.emailFormatNotCorrect");
    expect(validateForgotPassword("ana@shijo.al")).toBeNull();
  });

  it("reset: new password not empty; both entries match", () => {
    expect(validateResetPassword("", "")).toBe("login.enterPassword");
    expect(validateResetPassword("abcdef", "abcdeg")).toBe("alerts.password_mismatch");
    expect(validateResetPassword("abcdef", "abcdef")).toBeNull();
  });
});

describe("spec 3 §5 Change password", () => {
  it("all three fields (current, new, retype) required (alerts.fill_all_fields)", () => {
    expect(validateChangePassword({ current: "old123", next: "", retype: "" })).toBe("alerts.fill_all_fields");
  });
  it("new and retype must match (alerts.password_mismatch)", () => {
    expect(validateChangePassword({ current: "old123", next: "new123", retype: "new124" })).toBe("alerts.password_mismatch");
  });
  it("new must differ from current (cannot_use_old_password)", () => {
    expect(validateChangePassword({ current: "same12", next: "same12", retype: "same12" })).toBe("alerts.cannot_use_old_password");
  });
  it("minimum 6 characters", () => {
    expect(validateChangePassword({ current: "old123", next: "abc", retype: "abc" })).toBe("alerts.password_min_length");
    expect(validateChangePassword({ current: "old123", next: "abcdef", retype: "abcdef" })).toBeNull();
  });
  it("spec 3 §7: sent as old_password and password", () => {
    expect(changePasswordPayload({ current: "a", next: "b", retype: "b" })).toEqual({ old_password: "a", password: "b" });
  });
});
