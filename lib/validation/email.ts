// Spec 1 §5: a simple e-mail pattern (something@something.something, no spaces), checked on the trimmed value.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(value: string | null | undefined): boolean {
  return EMAIL.test((value ?? "").trim());
}

export function isBlank(value: string | number | null | undefined): boolean {
  return value === null || value === undefined || String(value).trim() === "";
}
