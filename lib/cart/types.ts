// Spec 2 §3 Cart item / Cart state, as the browser keeps them (persisted locally).
export type Handover = "Delivery" | "Pickup" | "Reserve";
export type PaymentMethod = "cash" | "stripe" | "paypal";

export interface ProductOption {
  id: number;
  title: string;
  type: "addition" | "option";
  price?: number | null;
}

export interface CartProduct {
  id: number;
  title: string;
  price: number;
  discount?: number | null;
  discount_price?: number | null;
  image_thumbnail_path?: string | null;
  category_id?: number | null;
  vendor_id: number;
  age_18?: number | boolean | null;
  product_options?: ProductOption[];
}

export interface CartItem extends CartProduct {
  quantity: number;
  comments: string;
  options: ProductOption[]; // at most one addition and one option
}

export interface CartVendor {
  id: number;
  hash_id?: string;
  slug?: string;
  title?: string;
  delivery_type?: string | null;
  /** restaurant, grocery, pharmacy or other: which word the messages use for the vendor (lib/vendors/kind.ts). */
  vendor_type?: string | null;
  delivery_minimum_order_price?: number | null;
  small_order_fee?: number | null;
  order_method?: string | null;
  is_open?: number | null;
  // What checkout needs about the vendor, kept with the cart (spec 2 §4 Order methods: the selected method feeds
  // the delivery info; slots come from the opening and reservation hours).
  selected_order_method?: string | null;
  online_payment?: number | null;
  can_schedule?: number | null;
  vendor_opening_days?: Array<{ week_day: string; time_open: string; time_close: string }>;
  reservation_hours?: Array<{ week_day: string; time_open: string; time_close: string }>;
  latitude?: number | null;
  longitude?: number | null;
  logo?: string | null;
}

export interface CartPrice {
  order_total: number;
  subtotal: number;
  discount: number;
  cashback: number;
  small_order_fee: number;
  delivery_fee: number;
  min_order_price: number;
  promo_code: string;
}

export interface DeliveryAddressRef {
  id: number | null;
  lat: number | null;
  lng: number | null;
  notes: string;
}

export interface DeliveryInfo {
  handover_method: Handover;
  address: DeliveryAddressRef | null;
  contactless_delivery: boolean;
  comments: string;
  pickup_date: string;
  pickup_time: string;
  num_guests: number;
  tip_rider: number;
  reserve_for: number | null;
  is_schedule: 0 | 1;
  schedule_time: string; // YYYY-MM-DD HH:mm:ss or ""
}

export interface Split {
  id: number;
  price: number | null;
  username?: string | null;
  full_name?: string | null;
}

export interface SelectedCard {
  id: string;
  card: { last4: string };
}

export interface PaymentInfo {
  method: PaymentMethod;
  selected_card: SelectedCard | null;
  comments: string;
  splits: Split[];
}

export interface OrderForFriend {
  id: number;
  username?: string | null;
  full_name?: string | null;
}

export interface CartState {
  items: CartItem[];
  vendorData: CartVendor | null;
  cutlery: number;
  coupon: { code: string } | null;
  comments: string;
  order_for: OrderForFriend | null;
  confirm_legal_age: boolean;
  cartPrice: CartPrice;
  delivery_info: DeliveryInfo;
  payment_info: PaymentInfo;
}

export function emptyCartPrice(): CartPrice {
  return { order_total: 0, subtotal: 0, discount: 0, cashback: 0, small_order_fee: 0, delivery_fee: 0, min_order_price: 0, promo_code: "" };
}

/** Spec 2 §3 defaults: cutlery 1, payment cash, Delivery. */
export function emptyCart(): CartState {
  return {
    items: [],
    vendorData: null,
    cutlery: 1,
    coupon: null,
    comments: "",
    order_for: null,
    confirm_legal_age: false,
    cartPrice: emptyCartPrice(),
    delivery_info: {
      handover_method: "Delivery",
      address: null,
      contactless_delivery: false,
      comments: "",
      pickup_date: "",
      pickup_time: "",
      num_guests: 0,
      tip_rider: 0,
      reserve_for: null,
      is_schedule: 0,
      schedule_time: "",
    },
    payment_info: { method: "cash", selected_card: null, comments: "", splits: [] },
  };
}
