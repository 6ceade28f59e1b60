import { useSyncExternalStore } from "react";
import { CART_EVENT, CART_STORAGE_KEY } from "./count";
import { emptyCart, type CartState } from "./types";

// Spec 2 §4 Cart: "The cart persists locally". One store per tab over localStorage["shijo.cart"] (the CartState
// of lib/cart/types.ts, as JSON); every write dispatches CART_EVENT so the header badge and every useCart() follow,
// and the `storage` event keeps other tabs in step. A guest's cart is local too, so it survives logging in.

const EMPTY: CartState = emptyCart();
let cached: { raw: string | null; cart: CartState } | null = null;

/** A stored value, made whole: missing parts take the empty cart's defaults, a malformed value is the empty cart. */
export function parseStoredCart(raw: string | null): CartState {
  if (!raw) return EMPTY;
  try {
    const data = JSON.parse(raw) as Partial<CartState> | null;
    if (!data || typeof data !== "object" || !Array.isArray(data.items)) return EMPTY;
    const base = emptyCart();
    return {
      ...base,
      ...data,
      items: data.items.filter((i) => i && typeof i.id === "number" && Number.isInteger(i.quantity) && i.quantity > 0),
      cartPrice: { ...base.cartPrice, ...data.cartPrice },
      delivery_info: { ...base.delivery_info, ...data.delivery_info },
      payment_info: { ...base.payment_info, ...data.payment_info },
    };
  } catch {
    return EMPTY;
  }
}

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(CART_STORAGE_KEY);
  } catch {
    return null; // storage disabled: the cart lives only in memory for this page
  }
}

let memoryRaw: string | null = null;

/** The current cart (the same object until it changes, as useSyncExternalStore needs). */
export function getCart(): CartState {
  if (typeof window === "undefined") return EMPTY;
  const raw = readRaw() ?? memoryRaw;
  if (cached && cached.raw === raw) return cached.cart;
  cached = { raw, cart: parseStoredCart(raw) };
  return cached.cart;
}

/** Replaces the stored cart and tells every listener in this tab. */
export function setCart(next: CartState): void {
  const raw = JSON.stringify(next);
  memoryRaw = raw;
  try {
    window.localStorage.setItem(CART_STORAGE_KEY, raw);
  } catch {
    // quota or disabled storage: the in-memory copy still serves this page
  }
  cached = { raw, cart: next };
  window.dispatchEvent(new Event(CART_EVENT));
}

/** Applies a pure operation of lib/cart/operations.ts to the current cart. */
export function updateCart(change: (cart: CartState) => CartState): CartState {
  const next = change(getCart());
  setCart(next);
  return next;
}

export function subscribeCart(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === CART_STORAGE_KEY) onChange();
  };
  window.addEventListener(CART_EVENT, onChange);
  window.addEventListener("storage", onStorage);
  return () => {
    window.removeEventListener(CART_EVENT, onChange);
    window.removeEventListener("storage", onStorage);
  };
}

const serverCart = () => EMPTY;

/** The cart, re-rendering on every change; the server (and the first client render) see the empty cart. */
export function useCart(): CartState {
  return useSyncExternalStore(subscribeCart, getCart, serverCart);
}

const subscribeNothing = () => () => {};

/** False on the server and during hydration, true after: lets a component wait for the stored cart. */
export function useHydrated(): boolean {
  return useSyncExternalStore(subscribeNothing, () => true, () => false);
}
