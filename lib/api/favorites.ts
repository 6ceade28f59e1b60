import "server-only";
import { apiFetch, type ApiContext } from "./client";
import { favouritesSchema } from "./schemas/account-lists";

/** The user's favourite vendors and items (GET favourites of the local API; spec 2 §2 Favourites). */
export function getFavourites(ctx: ApiContext) {
  return apiFetch("favourites", { ctx, schema: favouritesSchema });
}
