// Spec 1 §5 / spec 3 §5: Albanian mobile numbers. 06[6-9][1-9] + six digits, or 04[3-9][1-9] + five digits;
// the same without the leading 0 is accepted. The only prefix offered is +355.
export const PHONE_PREFIX = "+355";

const NATIONAL = /^0?(?:6[6-9][1-9]\d{6}|4[3-9][1-9]\d{5})$/;

export function removeSpaces(value: string | null | undefined): string {
  return (value ?? "").replace(/\s+/g, "");
}

/** Spaces removed and a typed or pasted +355 / 00355 prefix dropped: what the phone field holds. */
export function nationalPhone(value: string | null | undefined): string {
  const compact = removeSpaces(value);
  if (compact.startsWith("+355")) return compact.slice(4);
  if (compact.startsWith("00355")) return compact.slice(5);
  return compact;
}

/** Spec 1 §5 register: 'Accepts only numbers.' (spaces removed first). */
export function isDigitsOnly(value: string | null | undefined): boolean {
  return /^\d+$/.test(removeSpaces(value));
}

export function isAlbanianMobile(value: string | null | undefined): boolean {
  return NATIONAL.test(nationalPhone(value));
}

/** +355 followed by the number without its leading 0; null when the number is not valid. */
export function internationalPhone(value: string | null | undefined): string | null {
  if (!isAlbanianMobile(value)) return null;
  return PHONE_PREFIX + nationalPhone(value).replace(/^0/, "");
}
