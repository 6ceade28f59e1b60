import { z } from "zod";

// Issue 28, ADR 0020: the product API's group-order state (contract/group-order.ts GroupOrderState), parsed, not
// asserted: what the storefront shows comes through these schemas.
const person = z.object({ id: z.number().int(), full_name: z.string(), photo: z.string().nullable() });
const status = z.enum(["open", "locked", "paying", "placed", "cancelled", "expired"]);

const line = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  title: z.string(),
  qty: z.number().int(),
  unit_price: z.number().int(),
  options: z.array(z.object({ id: z.number().int(), title: z.string(), type: z.enum(["addition", "option"]), price: z.number().int() })),
  item_instructions: z.string().nullable(),
  line_total: z.number().int(),
  available: z.boolean(),
});

const part = z.object({
  userId: z.number().int(),
  items: z.number().int(),
  discount: z.number().int(),
  fees: z.number().int(),
  amount: z.number().int(),
  committed: z.boolean(),
  method: z.enum(["cash", "card"]).nullable(),
  cashback: z.number().int(),
});

export const groupOrderSchema = z.object({
  code: z.string(),
  url: z.string(),
  status,
  method: z.enum(["delivery", "pickup"]),
  vendor: z.object({ id: z.number().int(), hash_id: z.string(), slug: z.string(), title: z.string(), logo_thumbnail_path: z.string().nullable(), order_method: z.string() }),
  host: person,
  me: z.number().int(),
  is_host: z.boolean(),
  is_participant: z.boolean(),
  spend_limit: z.number().int().nullable(),
  deadline: z.string().nullable(),
  locked: z.boolean(),
  participants: z.array(
    z.object({ user: person, is_host: z.boolean(), ready: z.boolean(), lines: z.array(line), subtotal: z.number().int(), over_limit: z.boolean() }),
  ),
  subtotal: z.number().int(),
  checkout: z
    .object({
      payment_mode: z.enum(["host", "split"]),
      totals: z.object({ sub_total: z.number().int(), discount: z.number().int(), delivery_fee: z.number().int(), small_order_fee: z.number().int(), tip_rider: z.number().int(), total: z.number().int() }),
      parts: z.array(part),
    })
    .nullable(),
  order_id: z.number().int().nullable(),
  expires_at: z.string(),
  version: z.number().int(),
});
export type GroupOrder = z.infer<typeof groupOrderSchema>;

export const groupAnswerSchema = z.object({ group_order: groupOrderSchema, order_id: z.number().int().nullish() });
export const openedGroupSchema = z.object({ code: z.string(), url: z.string(), group_order: groupOrderSchema });
