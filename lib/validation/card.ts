import { wallClock } from "@/contract/tirane-time";

// Spec 2 §5 / spec 3 §5 Add card, spec 2 §9: number 16, CVV 3, name 32, expiry 4 digits.
export const CARD_NAME_MAX = 32;
export const CARD_NUMBER_LENGTH = 16;
export const CARD_CVV_LENGTH = 3;
export const CARD_EXPIRY_DIGITS = 4;

export const CARD_KEYS = ["card.wrong_name", "card.wrong_number", "card.wrong_cvv", "card.wrong_expiry_date"] as const;
export type CardKey = (typeof CARD_KEYS)[number];

export interface CardForm {
  name: string;
  number: string; // digits; spaces from the grouped display are ignored
  cvc: string;
  expiry: string; // "MMYY" or "MM/YY"
}

const digits = (value: string, max: number) => value.replace(/\D/g, "").slice(0, max);

/** Input handlers: digits only, capped (number 16, CVV 3, expiry 4). */
export const cardNumberInput = (raw: string) => digits(raw, CARD_NUMBER_LENGTH);
export const cvvInput = (raw: string) => digits(raw, CARD_CVV_LENGTH);
export const expiryInput = (raw: string) => digits(raw, CARD_EXPIRY_DIGITS);

/** Display grouped in fours: "4242 4242 4242 4242". */
export function formatCardNumber(value: string): string {
  return cardNumberInput(value).replace(/(\d{4})(?=\d)/g, "$1 ");
}

/** Display typed expiry as MM/YY ("1" → "1", "123" → "12/3"). */
export function formatExpiry(value: string): string {
  const d = expiryInput(value);
  return d.length > 2 ? `${d.slice(0, 2)}/${d.slice(2)}` : d;
}

/**
 * Spec 2 §5: invalid if the month is 0 or above 12, the year is before the current two-digit year, or the year is
 * current and the month earlier than the current one (Tirana calendar). Anything but 4 digits is invalid.
 */
export function isExpiryValid(expiry: string, now: Date): boolean {
  const d = expiry.replace(/[\s/]/g, "");
  if (!/^\d{4}$/.test(d)) return false;
  const month = Number(d.slice(0, 2));
  const year = Number(d.slice(2));
  const today = wallClock(now);
  const currentYear = today.year % 100;
  if (month < 1 || month > 12 || year < currentYear) return false;
  return !(year === currentYear && month < today.month);
}

/** Spec 2 §5 Card form, field order name, number, CVV, expiry; the first failure is the attention alert. */
export function validateCard(form: CardForm, now: Date): CardKey | null {
  const name = form.name.trim();
  if (name === "" || name.length > CARD_NAME_MAX) return "card.wrong_name";
  if (!new RegExp(`^\\d{${CARD_NUMBER_LENGTH}}$`).test(form.number.replace(/\s/g, ""))) return "card.wrong_number";
  if (!new RegExp(`^\\d{${CARD_CVV_LENGTH}}$`).test(form.cvc)) return "card.wrong_cvv";
  if (!isExpiryValid(form.expiry, now)) return "card.wrong_expiry_date";
  return null;
}

/** Spec 2 §5: Save is disabled while any field is empty or while saving. */
export function canSaveCard(form: CardForm, saving: boolean): boolean {
  return !saving && [form.name, form.number, form.cvc, form.expiry].every((v) => v.trim() !== "");
}

/** Spec 3 §7 stripe/payment-methods/create: name, number, cvc, exp_month, exp_year (four-digit year). */
export function cardPayload(form: CardForm) {
  const d = form.expiry.replace(/\D/g, "");
  return {
    name: form.name.trim(),
    number: form.number.replace(/\s/g, ""),
    cvc: form.cvc,
    exp_month: Number(d.slice(0, 2)),
    exp_year: 2000 + Number(d.slice(2, 4)),
  };
}
