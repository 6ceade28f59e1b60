import { NextResponse } from "next/server";
import { z } from "zod";
import { listOrders, listVendorOrders } from "@/lib/api/orders";
import { bffRoute } from "@/lib/bff/handler";
import { ordersFilterFromQuery } from "@/lib/orders/filter";

const toggle = z.enum(["0", "1"]).optional();
const input = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  orders_tab: z.enum(["current", "past"]).optional(),
  vendor_id: z.coerce.number().int().positive().max(999_999_999).optional(),
  discount: toggle,
  cashback: toggle,
  promotion: toggle,
  split: toggle,
  searchTerm: z.string().max(100).optional(),
});

// GET orders (spec 2 §7): the orders list pages of /orders and /past-order/{hash}, 15 a page.
export const GET = bffRoute({ access: "verified", input }, async ({ input, api, fail }) => {
  const filter = ordersFilterFromQuery(Object.fromEntries(Object.entries(input).map(([k, v]) => [k, v === undefined ? undefined : String(v)])));
  const result = input.vendor_id ? await listVendorOrders(api, input.vendor_id, filter, input.page) : await listOrders(api, filter, input.page);
  if (!result.ok) return fail(result.error);
  return NextResponse.json(result.data.orders);
});
