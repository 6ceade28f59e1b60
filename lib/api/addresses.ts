import "server-only";
import { apiFetch, type ApiContext } from "./client";
import { addressListSchema } from "./schemas/checkout";

export interface AddressInput {
  address_type: string;
  lat: number;
  lng: number;
  notes?: string;
  country?: string;
  city?: string;
  street?: string;
  building?: string;
  floor?: string;
  apartment?: string;
  formatted_address?: string;
  favourite?: 0 | 1;
}

/** spec 3 §7 GET addresses. */
export function listAddresses(ctx: ApiContext) {
  return apiFetch("addresses", { ctx, schema: addressListSchema });
}

/** spec 3 §7 POST addresses (saving sets favourite 1, spec 3 §4). */
export function createAddress(ctx: ApiContext, address: AddressInput) {
  return apiFetch("addresses", { method: "POST", ctx, schema: addressListSchema, body: address });
}

/** spec 3 §7 PUT addresses/{id}; with favourite 1 it becomes the primary address. */
export function updateAddress(ctx: ApiContext, id: number, address: Partial<AddressInput>) {
  return apiFetch(`addresses/${id}`, { method: "PUT", ctx, schema: addressListSchema, body: address });
}

/** spec 3 §7 DELETE addresses/{id} (a favourite address cannot be deleted). */
export function deleteAddress(ctx: ApiContext, id: number) {
  return apiFetch(`addresses/${id}`, { method: "DELETE", ctx, schema: addressListSchema });
}
