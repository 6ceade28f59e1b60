import type { CartItem, CartProduct, CartState, CartVendor, ProductOption } from "./types";
import { emptyCart } from "./types";

export type CartChange = { kind: "updated"; cart: CartState } | { kind: "needsConfirmation" };

export interface ItemChoice {
  options?: ProductOption[];
  comments?: string;
}

function optionKey(options: readonly ProductOption[]): string {
  return options
    .map((o) => o.id)
    .sort((a, b) => a - b)
    .join(",");
}

/** The cart line for this product with exactly these options, or -1. */
export function findItemIndex(items: readonly CartItem[], productId: number, options: readonly ProductOption[] = []): number {
  const key = optionKey(options);
  return items.findIndex((i) => i.id === productId && optionKey(i.options) === key);
}

// Spec 2 §4 Cart: splits are cleared on any change of items, vendor or reset.
function withItems(cart: CartState, items: CartItem[], vendorData: CartVendor | null = cart.vendorData): CartState {
  return { ...cart, items, vendorData, payment_info: { ...cart.payment_info, splits: [] } };
}

function otherVendor(cart: CartState, vendor: CartVendor): boolean {
  return cart.items.length > 0 && cart.vendorData !== null && cart.vendorData.id !== vendor.id;
}

function newItem(product: CartProduct, choice: ItemChoice, quantity: number): CartItem {
  return { ...product, quantity, comments: choice.comments ?? "", options: [...(choice.options ?? [])] };
}

/** Spec 2 §3: at most one addition and one option; picking a chosen one again unpicks it. */
export function chooseOption(selected: readonly ProductOption[], option: ProductOption): ProductOption[] {
  if (selected.some((o) => o.id === option.id)) return selected.filter((o) => o.id !== option.id);
  return [...selected.filter((o) => o.type !== option.type), option];
}

/** Spec 2 §4 Cart: another vendor asks first; the same product with the same options adds 1. */
export function addToCart(cart: CartState, vendor: CartVendor, product: CartProduct, choice: ItemChoice = {}): CartChange {
  if (otherVendor(cart, vendor)) return { kind: "needsConfirmation" };
  const index = findItemIndex(cart.items, product.id, choice.options);
  if (index >= 0) return { kind: "updated", cart: incrementItem(cart, index) };
  return { kind: "updated", cart: withItems(cart, [...cart.items, newItem(product, choice, 1)], vendor) };
}

/** Spec 2 §4 Cart: on confirming the new-order question the cart is replaced by that product alone, quantity 1. */
export function replaceWithProduct(cart: CartState, vendor: CartVendor, product: CartProduct, choice: ItemChoice = {}): CartState {
  return { ...withItems(cart, [newItem(product, choice, 1)], vendor), coupon: null, confirm_legal_age: false };
}

export function incrementItem(cart: CartState, index: number): CartState {
  return withItems(cart, cart.items.map((item, i) => (i === index ? { ...item, quantity: item.quantity + 1 } : item)));
}

/** Spec 2 §4 Cart: minus at quantity 1 in the cart list deletes the item. */
export function decrementItem(cart: CartState, index: number): CartState {
  const item = cart.items[index];
  if (!item) return cart;
  if (item.quantity <= 1) return removeItem(cart, index);
  return withItems(cart, cart.items.map((it, i) => (i === index ? { ...it, quantity: it.quantity - 1 } : it)));
}

export function removeItem(cart: CartState, index: number): CartState {
  return withItems(cart, cart.items.filter((_, i) => i !== index));
}

/** Spec 2 §4 Cart: in the product modal a new item has a minimum of 1; an item already in the cart may go to 0. */
export function modalMinQuantity(inCart: boolean): number {
  return inCart ? 0 : 1;
}

/** Spec 2 §4 Cart: product modal "add" with its counter value; 0 removes the item only if it is already in the cart. */
export function applyModalQuantity(
  cart: CartState,
  vendor: CartVendor,
  product: CartProduct,
  choice: ItemChoice & { quantity: number },
): CartChange {
  if (otherVendor(cart, vendor)) return { kind: "needsConfirmation" };
  const quantity = Math.max(0, Math.floor(choice.quantity));
  const index = findItemIndex(cart.items, product.id, choice.options);
  if (index < 0) return { kind: "updated", cart: withItems(cart, [...cart.items, newItem(product, choice, Math.max(1, quantity))], vendor) };
  if (quantity === 0) return { kind: "updated", cart: removeItem(cart, index) };
  const items = cart.items.map((it, i) => (i === index ? { ...it, quantity, comments: choice.comments ?? it.comments } : it));
  return { kind: "updated", cart: withItems(cart, items) };
}

/** Empties the items but keeps the checkout choices (handover, payment, address). */
export function clearCart(cart: CartState): CartState {
  return { ...withItems(cart, []), coupon: null, confirm_legal_age: false };
}

export function resetCart(): CartState {
  return emptyCart();
}

/** Spec 2 §2 Checkout: an empty cart leaves checkout (step -1). */
export function isCartEmpty(cart: CartState): boolean {
  return cart.items.length === 0;
}

/** Spec 2 §5: any item with age_18 requires the legal-age confirmation. */
export function cartNeedsLegalAge(items: readonly CartItem[]): boolean {
  return items.some((i) => i.age_18 === true || Number(i.age_18) === 1);
}
