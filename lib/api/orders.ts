import "server-only";
import { z } from "zod";
import { ordersApiQuery, pastOrdersApiQuery, type OrdersFilter } from "@/lib/orders/filter";
import { apiFetch, type ApiContext } from "./client";
import { queryRecord } from "./query";
import { faqListSchema, orderEnvelopeSchema, orderPageSchema, reorderSchema, supportTagListSchema } from "./schemas/order";

/** Order ids in URLs are validated before any upstream call (ARCHITECTURE "Conventions"). */
export function isOrderId(value: string): boolean {
  return /^[1-9]\d{0,8}$/.test(value);
}

/** spec 2 §7 GET orders?page&per_page=15&…&status=current|past. */
export function listOrders(ctx: ApiContext, filter: OrdersFilter, page: number) {
  return apiFetch("orders", { ctx, schema: orderPageSchema, query: queryRecord(ordersApiQuery(filter, page)) });
}

/** spec 2 §7 GET orders?vendor_id={id}&page&per_page=15&…: past orders at one vendor. */
export function listVendorOrders(ctx: ApiContext, vendorId: number, filter: OrdersFilter, page: number) {
  return apiFetch("orders", { ctx, schema: orderPageSchema, query: queryRecord(pastOrdersApiQuery(vendorId, filter, page)) });
}

export function getOrder(ctx: ApiContext, id: string) {
  return apiFetch(`orders/${id}`, { ctx, schema: orderEnvelopeSchema });
}

export function getReorder(ctx: ApiContext, id: string) {
  return apiFetch(`orders/${id}/reorder`, { ctx, schema: reorderSchema });
}

export interface ReviewInput {
  vendor_rating: number;
  dish_rating: number;
  rider_rating?: number | null;
  vendor_categ: string[];
  dish_categ: string[];
  rider_categ: string[];
  vendor_comment: string;
  dish_comment: string;
  rider_comment: string;
  customer_name: string;
}

/** spec 2 §7 POST orders/{id}/review (response not read). */
export function reviewOrder(ctx: ApiContext, id: string, review: ReviewInput) {
  return apiFetch(`orders/${id}/review`, { method: "POST", ctx, schema: z.unknown(), body: review });
}

/** spec 2 §7 GET orders/get-faqs: the order-help FAQs. */
export function getOrderFaqs(ctx: ApiContext) {
  return apiFetch("orders/get-faqs", { ctx, schema: faqListSchema, query: { scope: "order" } });
}

/** spec 2 §7 POST orders/increase-clicks-faqs: only when a FAQ is expanded. */
export function clickFaq(ctx: ApiContext, faqId: number) {
  return apiFetch("orders/increase-clicks-faqs", { method: "POST", ctx, schema: z.unknown(), body: { faq_id: faqId } });
}

/** spec 2 §7 GET orders/get-support-tags. */
export function getSupportTags(ctx: ApiContext) {
  return apiFetch("orders/get-support-tags", { ctx, schema: supportTagListSchema });
}

/** spec 2 §7 POST orders/increase-clicks-tags. */
export function clickSupportTag(ctx: ApiContext, tagId: number) {
  return apiFetch("orders/increase-clicks-tags", { method: "POST", ctx, schema: z.unknown(), body: { tag_id: tagId } });
}

const vendorBannerSchema = z.object({
  vendor: z.object({
    id: z.number(),
    title: z.string(),
    hash_id: z.string(),
    slug: z.string(),
    order_method: z.string().nullish(),
    logo_thumbnail_path: z.string().nullish(),
    profile_path: z.string().nullish(),
  }),
});

/** The vendor banner of /past-order/{hash}: GET vendors/{hash} read for its header fields only. */
export function getVendorBanner(ctx: ApiContext, hash: string) {
  return apiFetch(`vendors/${hash}`, { ctx: { ...ctx, token: undefined }, schema: vendorBannerSchema });
}
