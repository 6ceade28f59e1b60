import { z } from "zod";
import { numeric, numberOr, flag, text } from "./primitives";

// spec 2 §7 answers of the checkout calls, and spec 3 §3 Address and Payment method.

export const deliveryFeeSchema = z.object({
  deliveryTime: numberOr(0),
  minimumOrder: numberOr(0),
  outOfDeliveryArea: flag,
  small_order_fee: numberOr(0),
  deliveryFee: numberOr(0),
});
export type DeliveryFee = z.infer<typeof deliveryFeeSchema>;

export const discountEnvelopeSchema = z.object({
  discount: z
    .object({ type: z.enum(["fixed", "percentage", "item", "free_delivery"]), value: numberOr(0), sibling_promotion: numeric.nullish() })
    .nullish()
    .transform((v) => v ?? null),
});

export const couponEnvelopeSchema = z.object({
  coupon: z.object({ code: z.string(), type: z.enum(["fixed", "percentage"]), value: numberOr(0), amount: numberOr(0) }),
});

export const invitationCheckSchema = z.object({ is_valid: flag });

export const placedOrderSchema = z.object({ order_id: numeric });

export const addressSchema = z.object({
  id: numeric,
  address_type: z.string().nullish().transform((v) => v ?? "home"),
  notes: text,
  lat: numberOr(0),
  lng: numberOr(0),
  country: text,
  city: text,
  street: text,
  building: text,
  floor: text,
  apartment: text,
  formatted_address: text,
  favourite: flag,
});
export type Address = z.infer<typeof addressSchema>;
export const addressListSchema = z.object({ addresses: z.array(addressSchema) });

export const cardSchema = z.object({
  id: z.string(),
  metadata: z.object({ name: text }).nullish().transform((v) => v ?? { name: null }),
  card: z.object({ brand: text, last4: z.string(), exp_month: numberOr(0), exp_year: numberOr(0) }),
});
export type SavedCard = z.infer<typeof cardSchema>;
export const cardListSchema = z.object({ data: z.array(cardSchema) });
export const createdCardSchema = z.object({ payment_method: cardSchema });

export const friendSchema = z.object({ id: numeric, full_name: text, username: text, photo: text });
export type Friend = z.infer<typeof friendSchema>;
export const friendListSchema = z.object({ friends: z.array(friendSchema) });

// spec 3 §3 Referral settings: the flag at the top level or under settings, depending on the deployment.
export const referralSettingsSchema = z
  .object({ show_earn_invitation_module: flag, settings: z.object({ show_earn_invitation_module: flag }).loose().nullish() })
  .loose()
  .transform((s) => ({ show_earn_invitation_module: s.settings ? s.settings.show_earn_invitation_module : s.show_earn_invitation_module }));

// spec 3 §7 GET server-time: data.time, milliseconds since the epoch (a number or a numeric string).
export const serverTimeSchema = z.object({ data: z.object({ time: z.coerce.number().int().positive() }).loose() }).loose();
