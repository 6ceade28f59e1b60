import { CART_STORAGE_KEY } from "@/lib/cart/count";
import { emptyCart } from "@/lib/cart/types";

// spec 1 §4 Logout "clears token, addresses and user data" (issue 3: "cart user data and addresses"). The token is
// the server's business; the browser forgets what belongs to the person: keys under `shijo.user.` (the convention
// for per-user browser data), and the cart's delivery and payment details (address, card, splits). The items stay:
// a guest's cart is the browser's, not the account's.
export const USER_STORAGE_PREFIX = "shijo.user.";
/** Set while someone is logged in on this browser, so the first guest page after a logout knows to clean up. */
export const SIGNED_IN_MARKER = "shijo.account.signedIn";

type KeyStorage = Pick<Storage, "getItem" | "setItem" | "removeItem" | "key" | "length">;

/** Returns true when the stored cart changed (the caller tells the cart store). */
export function clearUserData(storage: KeyStorage): boolean {
  const doomed: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (key?.startsWith(USER_STORAGE_PREFIX)) doomed.push(key);
  }
  doomed.forEach((key) => storage.removeItem(key));
  storage.removeItem(SIGNED_IN_MARKER);

  const raw = storage.getItem(CART_STORAGE_KEY);
  if (!raw) return false;
  let cart: unknown;
  try {
    cart = JSON.parse(raw);
  } catch {
    return false;
  }
  if (!cart || typeof cart !== "object" || Array.isArray(cart)) return false;
  const base = emptyCart();
  const cleaned = { ...(cart as Record<string, unknown>), delivery_info: base.delivery_info, payment_info: base.payment_info };
  storage.setItem(CART_STORAGE_KEY, JSON.stringify(cleaned));
  return true;
}
