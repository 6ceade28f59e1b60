"use client";

import { createContext, useContext, useState, type ReactNode } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { Address, SavedCard } from "@/lib/api/schemas/checkout";
import { cartNeedsLegalAge } from "@/lib/cart/operations";
import { updateCart, useCart } from "@/lib/cart/store";
import { computeCartPrice, tipApplies, type Discount } from "@/lib/cart/totals";
import type { CartPrice, CartState } from "@/lib/cart/types";
import { buildOrderPayload } from "@/lib/checkout/order-payload";
import { parseCashback, promotionsUsed, validateStep0, type Step0Key } from "@/lib/checkout/delivery-step";
import { validateStep1, type Step1Key } from "@/lib/checkout/payment-step";
import { offeredHandovers } from "@/lib/checkout/handovers";
import { addressesQuery, cardsQuery, couponQuery, deliveryFeeQuery, discountQuery, type AppliedCoupon } from "@/lib/client/queries/checkout";
import { queryKeys } from "@/lib/client/query-keys";

export type { AppliedCoupon };

export interface CheckoutUser {
  id: number;
  username: string | null;
  full_name: string;
  phone: string;
  cashback_amount: number;
  default_card_id: string | null;
}

export interface CheckoutInitial {
  user: CheckoutUser;
  addresses: Address[];
  cards: SavedCard[];
  showInvitationModule: boolean;
}

function useCheckoutModel(initial: CheckoutInitial) {
  const cart = useCart();
  const queryClient = useQueryClient();
  const vendor = cart.vendorData;
  const handover = cart.delivery_info.handover_method;
  const [cashbackText, setCashbackText] = useState(cart.cartPrice.cashback > 0 ? String(cart.cartPrice.cashback) : "");
  const [phone, setPhone] = useState(initial.user.phone);
  const [coupon, setCoupon] = useState<AppliedCoupon | null>(null);

  const addresses = useQuery(addressesQuery(initial.addresses));
  const cards = useQuery(cardsQuery(initial.cards));
  const address = cart.delivery_info.address;
  const fee = useQuery({
    ...deliveryFeeQuery(vendor?.id ?? 0, address?.lat ?? 0, address?.lng ?? 0),
    enabled: Boolean(vendor && handover === "Delivery" && address?.lat != null && address?.lng != null),
  });
  const subtotal = computeCartPrice(cart).subtotal;
  const autoDiscount = useQuery({ ...discountQuery(vendor?.id ?? 0, subtotal, handover), enabled: Boolean(vendor && subtotal > 0) });
  // A coupon kept in the cart from an earlier visit is looked up again for the current subtotal.
  const storedCoupon = cart.coupon?.code ?? "";
  const couponCheck = useQuery({
    ...couponQuery(vendor?.id ?? 0, storedCoupon, subtotal),
    enabled: Boolean(vendor && storedCoupon && subtotal > 0 && coupon?.code !== storedCoupon),
  });
  const appliedCoupon = storedCoupon ? (coupon?.code === storedCoupon ? coupon : (couponCheck.data ?? null)) : null;

  const cashback = parseCashback(cashbackText);
  const promoCode = cart.cartPrice.promo_code;
  // One promotion per order: a coupon replaces the automatic discount, and so do cashback and an invitation code.
  const discount: Discount | null = appliedCoupon
    ? { type: appliedCoupon.type, value: appliedCoupon.value }
    : (cashback ?? 0) === 0 && !promoCode
      ? (autoDiscount.data ?? null)
      : null;
  const price: CartPrice = computeCartPrice(cart, {
    serverDeliveryFee: fee.data?.deliveryFee ?? null,
    minimumOrder: fee.data?.minimumOrder ?? null,
    smallOrderFee: fee.data?.small_order_fee ?? null,
    discount,
    cashback: cashback ?? 0,
    promoCode,
  });

  const needsLegalAge = cartNeedsLegalAge(cart.items);
  const isSchedule = handover === "Delivery" && cart.delivery_info.is_schedule === 1;
  const [scheduleDate = "", scheduleTime = ""] = isSchedule ? cart.delivery_info.schedule_time.split(" ") : [cart.delivery_info.pickup_date, cart.delivery_info.pickup_time];

  function step0Problem(): Step0Key | null {
    return validateStep0({
      handover,
      addressId: address?.id ?? null,
      outOfZone: fee.data?.outOfDeliveryArea === 1,
      orderTotal: price.order_total,
      needsLegalAge,
      legalAgeConfirmed: cart.confirm_legal_age,
      invitationCode: promoCode,
      cashback: cashbackText,
      cashbackBalance: initial.user.cashback_amount,
      couponCode: storedCoupon,
      guests: cart.delivery_info.num_guests,
      cutlery: cart.cutlery,
      phone,
      isSchedule,
      scheduleDate: handover === "Pickup" ? "" : scheduleDate,
      scheduleTime: handover === "Pickup" ? "" : scheduleTime.slice(0, 5),
    });
  }

  function step1Problem(): Step1Key | null {
    return validateStep1(cart.payment_info.method, cart.payment_info.selected_card?.id);
  }

  /** spec 2 §7 payload from the cart as priced here, plus what the API also checks. */
  function orderPayload() {
    const priced: CartState = { ...cart, cartPrice: price };
    return {
      ...buildOrderPayload(priced, { currentUserId: initial.user.id }),
      confirm_legal_age: cart.confirm_legal_age ? (1 as const) : (0 as const),
      order_for: cart.order_for?.id ?? null,
      phone: phone.replace(/\s+/g, ""),
      order_total: price.order_total,
    };
  }

  // The order total is only known once the server's delivery fee, the automatic discount and a stored coupon are in.
  const pricesReady =
    (handover !== "Delivery" || (fee.data !== undefined && !fee.isFetching)) &&
    (subtotal === 0 || !autoDiscount.isPending) &&
    (!storedCoupon || appliedCoupon !== null || couponCheck.isError);

  return {
    initial,
    pricesReady,
    user: initial.user,
    cart,
    vendor,
    handover,
    offered: offeredHandovers(vendor?.order_method),
    addresses,
    cards,
    fee,
    autoDiscount: discount && !appliedCoupon ? autoDiscount.data : null,
    coupon: appliedCoupon,
    couponError: couponCheck.error,
    setCoupon,
    cashbackText,
    setCashbackText,
    promotionsCount: promotionsUsed({ invitationCode: promoCode, cashback: cashbackText, couponCode: storedCoupon }),
    phone,
    setPhone,
    price,
    needsLegalAge,
    tipShown: tipApplies(handover, cart.payment_info.method, vendor?.delivery_type),
    step0Problem,
    step1Problem,
    orderPayload,
    update: updateCart,
    refetchAddresses: () => queryClient.invalidateQueries({ queryKey: queryKeys.addresses.all }),
    /** The list the last address call answered, at once (before a refetch could reset the chosen address). */
    setAddresses: (list: Address[]) => queryClient.setQueryData(queryKeys.addresses.all, list),
    refetchCards: () => queryClient.invalidateQueries({ queryKey: queryKeys.cards.all }),
  };
}

export type CheckoutModel = ReturnType<typeof useCheckoutModel>;

const Context = createContext<CheckoutModel | null>(null);

export function CheckoutProvider({ initial, children }: { initial: CheckoutInitial; children: (model: CheckoutModel) => ReactNode }) {
  const model = useCheckoutModel(initial);
  return <Context value={model}>{children(model)}</Context>;
}

export function useCheckout(): CheckoutModel {
  const model = useContext(Context);
  if (!model) throw new Error("useCheckout must be used inside <CheckoutProvider>");
  return model;
}

