import "server-only";
import { z } from "zod";
import { apiFetch, type ApiContext } from "./client";

/** spec 1 §4 start-up: "create a default address from it" (only when the user has none). */
export function createDefaultAddress(ctx: ApiContext, place: { latitude: number; longitude: number; formatted_address: string }) {
  return apiFetch("addresses/default", {
    method: "POST",
    ctx,
    schema: z.object({ created: z.boolean(), address_id: z.number().nullable() }),
    body: place,
  });
}
