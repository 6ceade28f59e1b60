import { z } from "zod";
import { rawFlag } from "./primitives";


// spec 1 §3 / spec 3 §3 User. The product API is loose about numbers vs booleans; reshape tightens it.
export const rawUserSchema = z.object({
  id: z.number(),
  full_name: z.string().nullish(),
  username: z.string().nullish(),
  email: z.string().nullish(),
  phone: z.string().nullish(),
  photo: z.string().nullish(),
  gender: z.string().nullish(),
  sex: z.string().nullish(),
  birthday: z.string().nullish(),
  birthdate: z.string().nullish(),
  push_notis: rawFlag,
  email_notis: rawFlag,
  promo_notis: rawFlag,
  blog_notifications: rawFlag,
  latitude: z.coerce.number().nullish(),
  longitude: z.coerce.number().nullish(),
  country: z.string().nullish(),
  city: z.string().nullish(),
  default_card_id: z.union([z.string(), z.number()]).nullish(),
  cashback_amount: z.coerce.number().nullish(),
  verified_by_mobile: rawFlag,
  role: z.string().nullish(),
});

export type RawUser = z.infer<typeof rawUserSchema>;

export const userEnvelopeSchema = z.object({ user: rawUserSchema });

export const loginResponseSchema = z.object({
  token: z.string().min(1),
  verified_by_mobile: rawFlag,
});

export function isTrue(value: RawUser["verified_by_mobile"]): boolean {
  return value === true || value === 1 || value === "1" || value === "true";
}

/** What the shell needs to know about the signed-in user; never includes the token. */
export interface MeSummary {
  id: number;
  full_name: string;
  email: string | null;
  photo: string | null;
  verified: boolean;
  cashback_amount: number;
}

export function toMeSummary(user: RawUser): MeSummary {
  return {
    id: user.id,
    full_name: user.full_name || user.username || user.email || "",
    email: user.email ?? null,
    photo: user.photo ?? null,
    verified: isTrue(user.verified_by_mobile),
    cashback_amount: Math.round(user.cashback_amount ?? 0),
  };
}
