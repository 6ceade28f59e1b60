import "server-only";
import { apiFetch, type ApiContext } from "./client";
import { activePromotionsSchema, usedPromotionsSchema } from "./schemas/account-lists";

/** spec 2 §7 GET /promotions/active → promotions. */
export function getActivePromotions(ctx: ApiContext) {
  return apiFetch("promotions/active", { ctx, schema: activePromotionsSchema });
}

/** spec 2 §7 GET /promotions/used → data. */
export function getUsedPromotions(ctx: ApiContext) {
  return apiFetch("promotions/used", { ctx, schema: usedPromotionsSchema });
}
