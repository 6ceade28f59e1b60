import { z } from "zod";

// Issue 10: the product API's loose scalars, read one way everywhere. It sends numbers as numbers or strings, flags as
// booleans, 0/1 or "1"/"true", and leaves optional fields out or null; each helper below says what the app gets.

/** A number sent as a number or a numeric string ("12", " 4.50 ", "-3"); anything else fails. */
export const numeric = z.union([z.number(), z.string().trim().regex(/^-?\d+(\.\d+)?$/).transform(Number)]);

/** A number, or `fallback` when the field is missing or null. */
export const numberOr = (fallback: number) => numeric.nullish().transform((v) => v ?? fallback);

/** A number, or null when the field is missing or null. */
export const numberOrNull = numeric.nullish().transform((v) => v ?? null);

/** A 0/1 flag: true, 1, "1" and "true" are 1; anything else, missing included, is 0. */
export const flag = z
  .union([z.number(), z.boolean(), z.string()])
  .nullish()
  .transform((v): 0 | 1 => (v === true || v === 1 || v === "1" || v === "true" ? 1 : 0));

/**
 * A flag kept as sent (boolean, number or string; null or undefined when missing), for the few fields where
 * "missing" means something else than "false" (a blog's can_show_quiz). Read it with `isTrue` (schemas/user.ts).
 */
export const rawFlag = z.union([z.boolean(), z.number(), z.string()]).nullish();

/** A string, or null when the field is missing or null. */
export const text = z.string().nullish().transform((v) => v ?? null);

/** A string, or "" when the field is missing or null: only for fields the app always shows as text. */
export const textOrEmpty = z.string().nullish().transform((v) => v ?? "");

/** A string or a number, read as a string (a week day "0"–"6" or 0–6, a status sent either way). */
export const asString = z.union([z.string(), z.number()]).transform(String);
