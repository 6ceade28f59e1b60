// Checkout's reads (queryOptions) and writes (the mutation functions its useMutation calls): addresses, cards,
// friends, the delivery fee, the automatic discount, coupons, the invitation code and placing the order.
import { queryOptions } from "@tanstack/react-query";
import type { Address, DeliveryFee, SavedCard } from "@/lib/api/schemas/checkout";
import type { Discount } from "@/lib/cart/totals";
import { clockOffset } from "@/lib/time/server-clock";
import { bff } from "../bff";
import { queryKeys } from "../query-keys";

export interface AppliedCoupon {
  code: string;
  type: "fixed" | "percentage";
  value: number;
  amount: number;
}

const MINUTE = 60_000;

/** One of the profile's saved lists (addresses, cards): the server-rendered list first, fresh for a minute. */
const savedListQuery =
  <T>(queryKey: readonly string[], path: string, pick: (body: Record<string, T[]>) => T[]) =>
  (initialData?: T[]) =>
    queryOptions({ queryKey, queryFn: () => bff<Record<string, T[]>>(path).then(pick), initialData, staleTime: MINUTE });

export const addressesQuery = savedListQuery<Address>(queryKeys.addresses.all, "/api/addresses", (d) => d.addresses);
export const cardsQuery = savedListQuery<SavedCard>(queryKeys.cards.all, "/api/cards", (d) => d.data);

/** spec 3 §7 GET server-time, answered as the offset of the product API's clock from the browser's (ms). */
export const serverClockQuery = () =>
  queryOptions({
    queryKey: queryKeys.checkout.serverClock,
    queryFn: async ({ signal }) => {
      const sentAt = Date.now();
      const { time } = await bff<{ time: number }>("/api/server-time", { signal });
      return clockOffset(time, sentAt, Date.now());
    },
    staleTime: 10 * MINUTE,
    retry: 1,
  });

export const deliveryFeeQuery = (vendorId: number, lat: number, lng: number) =>
  queryOptions({
    queryKey: queryKeys.checkout.deliveryFee(vendorId, lat, lng),
    queryFn: () => bff<DeliveryFee>(`/api/checkout/delivery-fee?vendor_id=${vendorId}&lat=${lat}&lng=${lng}`),
    staleTime: MINUTE,
  });

export const discountQuery = (vendorId: number, subtotal: number, handover: string) =>
  queryOptions({
    queryKey: queryKeys.checkout.discount(vendorId, subtotal, handover),
    queryFn: () => bff<{ discount: Discount | null }>(`/api/discounts?vendor_id=${vendorId}&subtotal=${subtotal}&order_by=${handover}`).then((d) => d.discount),
    staleTime: MINUTE,
  });

export const couponQuery = (vendorId: number, code: string, subtotal: number) =>
  queryOptions({
    queryKey: queryKeys.checkout.coupon(vendorId, code, subtotal),
    queryFn: () => bff<{ coupon: AppliedCoupon }>(`/api/coupons?vendor_id=${vendorId}&subtotal=${subtotal}&code=${encodeURIComponent(code)}`).then((d) => d.coupon),
    retry: false,
    staleTime: MINUTE,
  });

/** Every address call answers the whole list afterwards. */
export const saveAddress = (address: unknown) => bff<{ addresses: Address[] }>("/api/addresses", { method: "POST", body: address }).then((d) => d.addresses);
export const makeAddressPrimary = (id: number) => bff<{ addresses: Address[] }>(`/api/addresses/${id}`, { method: "PUT", body: { favourite: 1 } }).then((d) => d.addresses);
export const deleteAddress = (id: number) => bff<{ addresses: Address[] }>(`/api/addresses/${id}`, { method: "DELETE" }).then((d) => d.addresses);

export const saveCard = (body: Record<string, string | number>) => bff<{ payment_method: SavedCard; default_error: string | null }>("/api/cards", { method: "POST", body });

export const checkInviteCode = (code: string) => bff<{ is_valid: number }>("/api/invite-code", { method: "POST", body: { promo_code: code } }).then((d) => d.is_valid === 1);

/** POST checkout with its idempotency key (the BFF sends it upstream as Idempotency-Key): one order per key. */
export const placeOrder = ({ idempotencyKey, order }: { idempotencyKey: string; order: unknown }) =>
  bff<{ order_id: number }>("/api/checkout", { method: "POST", body: { idempotency_key: idempotencyKey, order } });
