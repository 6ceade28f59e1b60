import { z } from "zod";

// Field schemas shared by several routes, following spec 1 §5 Validation rules.
export const emailField = z.string().trim().min(1).max(254).toLowerCase().pipe(z.email());

/** spec 1 §5: 06[6-9][1-9] + six digits, or 04[3-9][1-9] + five digits; also without the leading 0. */
export const ALBANIAN_MOBILE = /^0?(6[6-9][1-9]\d{6}|4[3-9][1-9]\d{5})$/;
export const phoneField = z
  .string()
  .transform((value) => value.replace(/\s+/g, ""))
  .pipe(z.string().min(1).regex(ALBANIAN_MOBILE));

export const passwordField = z.string().min(6).max(200);
