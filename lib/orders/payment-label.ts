// Spec 2 §3 / spec 3 §9: payment.payment_methods_id 1 to 4 → Cash On Delivery, Pay With Card, Paypal, Apple Pay.
export const PAYMENT_METHOD_KEYS = [
  "payment_methods.cash_on_delivery",
  "payment_methods.pay_with_card",
  "payment_methods.paypal",
  "payment_methods.apple_pay",
] as const;
export type PaymentMethodKey = (typeof PAYMENT_METHOD_KEYS)[number];

export function paymentMethodLabelKey(id: number | string | null | undefined): PaymentMethodKey | null {
  const n = Number(id);
  return Number.isInteger(n) && n >= 1 && n <= 4 ? PAYMENT_METHOD_KEYS[n - 1] : null;
}
