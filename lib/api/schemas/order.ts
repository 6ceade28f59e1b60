import { z } from "zod";

// spec 2 §3 Order, as GET orders and GET orders/{id} send it (spec 2 §7). Lenient about numbers sent as strings
// and missing extras, so a real deployment's slightly different answer still parses.
const numeric = z.union([z.number(), z.string().trim().regex(/^-?\d+(\.\d+)?$/).transform(Number)]);
const num = (fallback = 0) => numeric.nullish().transform((v) => v ?? fallback);
const text = z.string().nullish().transform((v) => v ?? null);
const flag = z
  .union([z.number(), z.boolean(), z.string()])
  .nullish()
  .transform((v): 0 | 1 => (v === true || v === 1 || v === "1" || v === "true" ? 1 : 0));

const optionSchema = z.object({ id: numeric, title: z.string(), type: z.string().nullish(), price: num(0) });

const reviewPart = z.object({ rating: num(0), categ: z.array(z.string()).nullish(), comment: text }).nullish().transform((v) => v ?? null);

export const orderSchema = z.object({
  id: numeric,
  status: z.union([z.string(), z.number()]).transform(String),
  order_type: z.string().nullish().transform((v) => v ?? "delivery"),
  ordered_date: z.string(),
  total_price: num(0),
  sub_total: num(0),
  cashback: num(0),
  cashback_earned: num(0),
  coupon_amount: num(0),
  coupon_code: text,
  promo_code: text,
  discount_amount: num(0),
  small_order_fee: num(0),
  delivery_minimum_order_price: num(0),
  delivery_fee: num(0),
  tip_rider: num(0),
  order_note: text,
  delivery_instruction: text,
  contactless_delivery: flag,
  cutlery: num(0),
  order_for_friend: z
    .object({ id: numeric, full_name: text, username: text, photo: text })
    .nullish()
    .transform((v) => v ?? null),
  is_schedule: flag,
  schedule_time: text,
  pickup_datetime: text,
  num_guests: numeric.nullish().transform((v) => v ?? null),
  address: z
    .object({ id: numeric.nullish(), lat: num(0), lng: num(0), street: text, city: text, notes: text, formatted_address: text })
    .nullish()
    .transform((v) => v ?? null),
  products: z
    .array(
      z.object({
        product_id: numeric.nullish().transform((v) => v ?? null),
        title: z.string().nullish().transform((v) => v ?? ""),
        quantity: num(1),
        unit_price: num(0),
        price: num(0),
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
  }),
  payment: z
    .object({ payment_methods_id: num(1), card: z.object({ brand: text, last4: z.string() }).nullish().transform((v) => v ?? null) })
    .nullish()
    .transform((v) => v ?? { payment_methods_id: 1, card: null }),
  splits: z
    .array(z.object({ person_id: numeric.nullish(), person_name: z.string(), amount: num(0) }))
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
    current_page: num(1),
    last_page: num(1),
    total: num(0).optional(),
  }),
});
export type OrderPage = z.infer<typeof orderPageSchema>["orders"];

// spec 2 §4 Reorder: the order's products as on the menu now, with the stored quantity, options and comments.
const menuOption = z.object({ id: numeric, title: z.string(), type: z.enum(["addition", "option"]), price: num(0) });
const hours = z.array(z.object({ week_day: z.union([z.string(), z.number()]).transform(String), time_open: z.string(), time_close: z.string() })).nullish().transform((v) => v ?? []);

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
      delivery_type: z.string().nullish().transform((v) => v ?? ""),
      delivery_minimum_order_price: num(0),
      small_order_fee: num(0),
      online_payment: flag,
      can_schedule: flag,
      latitude: num(0),
      longitude: num(0),
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
        price: num(0),
        discount: num(0),
        discount_price: num(0),
        image_thumbnail_path: text,
        category_id: num(0),
        vendor_id: numeric,
        age_18: flag,
        product_options: z.array(menuOption).nullish().transform((v) => v ?? []),
        quantity: num(1),
        item_instructions: z.string().nullish().transform((v) => v ?? ""),
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
