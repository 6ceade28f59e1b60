import "server-only";
import { z } from "zod";
import { apiFetch, type ApiContext } from "./client";
import { cardListSchema, createdCardSchema } from "./schemas/checkout";

/** spec 3 §7 GET stripe/payment-methods. */
export function listCards(ctx: ApiContext) {
  return apiFetch("stripe/payment-methods", { ctx, schema: cardListSchema });
}

/**
 * spec 3 §7 POST stripe/payment-methods/create. The offline default passes the typed card through to the product
 * API; with Stripe only a payment-method id and its public details. Nothing here logs or keeps the body.
 */
export function createCard(ctx: ApiContext, card: Record<string, string | number | null>) {
  return apiFetch("stripe/payment-methods/create", { method: "POST", ctx, schema: createdCardSchema, body: card });
}

/** spec 3 §7 DELETE stripe/payment-methods/{id}. */
export function deleteCard(ctx: ApiContext, id: string) {
  return apiFetch(`stripe/payment-methods/${encodeURIComponent(id)}`, { method: "DELETE", ctx, schema: z.unknown() });
}

/** spec 3 §7 PUT users with default_card_id: the new card becomes the profile's default (spec 2 §4 Add card). */
export function setDefaultCard(ctx: ApiContext, id: string) {
  return apiFetch("users", { method: "PUT", ctx, schema: z.unknown(), body: { default_card_id: id } });
}
