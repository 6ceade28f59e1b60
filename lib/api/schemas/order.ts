import { z } from "zod";
import { asString, numeric, numberOr, numberOrNull, flag, text, textOrEmpty } from "./primitives";

// spec 2 §3 Order, as GET orders and GET orders/{id} send it (spec 2 §7). Lenient about numbers sent as strings
// and missing extras, so a real deployment's slightly different answer still parses.

const optionSchema = z.object({ id: numeric, title: z.string(), type: z.string().nullish(), price: numberOr(0) });

const reviewPart = z.object({ rating: numberOr(0), categ: z.array(z.string()).nullish(), comment: text }).nullish().transform((v) => v ?? null);

export const orderSchema = z.object({
  id: numeric,
  status: asString,
  order_type: z.string().nullish().transform((v) => v ?? "delivery"),
  ordered_date: z.string(),
  total_price: numberOr(0),
  sub_total: numberOr(0),
  cashback: numberOr(0),
  cashback_earned: numberOr(0),
  coupon_amount: numberOr(0),
  coupon_code: text,
  promo_code: text,
  discount_amount: numberOr(0),
  small_order_fee: numberOr(0),
  delivery_minimum_order_price: numberOr(0),
  delivery_fee: numberOr(0),
  tip_rider: numberOr(0),
  order_note: text,
  delivery_instruction: text,
  contactless_delivery: flag,
  cutlery: numberOr(0),
  order_for_friend: z
    .object({ id: numeric, full_name: text, username: text, photo: text })
    .nullish()
    .transform((v) => v ?? null),
  is_schedule: flag,
  schedule_time: text,
  pickup_datetime: text,
  num_guests: numberOrNull,
  address: z
    .object({ id: numeric.nullish(), lat: numberOr(0), lng: numberOr(0), street: text, city: text, notes: text, formatted_address: text })
    .nullish()
    .transform((v) => v ?? null),
  products: z
    .array(
      z.object({
        product_id: numberOrNull,
        title: textOrEmpty,
        quantity: numberOr(1),
        unit_price: numberOr(0),
        price: numberOr(0),
        options: z.array(optionSchema).nullish().transform((v) => v ?? []),
        item_instructions: text,
        image_thumbnail_path: text,
      }),
    )
    .nullish()
    .transform((v) => v ?? []),
  vendor: z.object({
    id: numeric,
    title: z.string(),
    hash_id: z.string(),
    slug: z.string().nullish().transform((v) => v ?? "menu"),
    logo_thumbnail_path: text,
    active: flag,
    delivery_type: text,
    order_method: text,
    vendor_type: text,
  }),
  payment: z
    .object({ payment_methods_id: numberOr(1), card: z.object({ brand: text, last4: z.string() }).nullish().transform((v) => v ?? null) })
    .nullish()
    .transform((v) => v ?? { payment_methods_id: 1, card: null }),
  splits: z
    .array(z.object({ person_id: numeric.nullish(), person_name: z.string(), amount: numberOr(0) }))
    .nullish()
    .transform((v) => v ?? []),
  status_history: z
    .array(z.object({ status: z.string(), created_at: z.string() }))
    .nullish()
    .transform((v) => v ?? []),
  order_review: z
    .object({ vendor_review: reviewPart, product_review: reviewPart, rider_review: reviewPart })
    .nullish()
    .transform((v) => v ?? null),
});

export type Order = z.infer<typeof orderSchema>;

export const orderEnvelopeSchema = z.object({ order: orderSchema });

export const orderPageSchema = z.object({
  orders: z.object({
    data: z.array(orderSchema),
    current_page: numberOr(1),
    last_page: numberOr(1),
    total: numberOr(0).optional(),
  }),
});
export type OrderPage = z.infer<typeof orderPageSchema>["orders"];

// spec 2 §4 Reorder: the order's products as on the menu now, with the stored quantity, options and comments.
const menuOption = z.object({ id: numeric, title: z.string(), type: z.enum(["addition", "option"]), price: numberOr(0) });
const hours = z.array(z.object({ week_day: asString, time_open: z.string(), time_close: z.string() })).nullish().transform((v) => v ?? []);

export const reorderSchema = z.object({
  order_type: z.string().nullish().transform((v) => v ?? "delivery"),
  vendor: z
    .object({
      id: numeric,
      hash_id: z.string(),
      slug: z.string(),
      title: z.string(),
      logo_thumbnail_path: text,
      active: flag,
      is_open: flag,
      order_method: z.string().nullish().transform((v) => v ?? "delivery"),
      delivery_type: textOrEmpty,
      vendor_type: text,
      delivery_minimum_order_price: numberOr(0),
      small_order_fee: numberOr(0),
      online_payment: flag,
      can_schedule: flag,
      latitude: numberOr(0),
      longitude: numberOr(0),
      vendor_opening_days: hours,
      reservation_hours: hours,
    })
    .nullish()
    .transform((v) => v ?? null),
  products: z
    .array(
      z.object({
        id: numeric,
        title: z.string(),
        price: numberOr(0),
        discount: numberOr(0),
        discount_price: numberOr(0),
        image_thumbnail_path: text,
        category_id: numberOr(0),
        vendor_id: numeric,
        age_18: flag,
        product_options: z.array(menuOption).nullish().transform((v) => v ?? []),
        quantity: numberOr(1),
        item_instructions: textOrEmpty,
        options: z.array(menuOption).nullish().transform((v) => v ?? []),
      }),
    )
    .nullish()
    .transform((v) => v ?? []),
});
export type Reorder = z.infer<typeof reorderSchema>;

// spec 2 §3 FAQ and Support tag.
export const faqListSchema = z.object({
  faqs: z.array(z.object({ id: numeric, question_en: z.string(), answer_en: z.string(), question_al: z.string(), answer_al: z.string() })),
});
export const supportTagListSchema = z.object({
  tags: z.array(z.object({ id: numeric, title_en: z.string(), title_sq: z.string() })),
});
export type Faq = z.infer<typeof faqListSchema>["faqs"][number];
export type SupportTag = z.infer<typeof supportTagListSchema>["tags"][number];
