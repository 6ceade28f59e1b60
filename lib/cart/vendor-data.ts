import type { CartProduct, CartVendor } from "./types";

type Hours = Array<{ week_day: string; time_open: string; time_close: string }>;

export interface VendorForCart {
  id: number;
  hash_id: string;
  slug: string;
  title: string;
  delivery_type: string;
  vendor_type?: string | null;
  delivery_minimum_order_price: number;
  small_order_fee: number;
  order_method: string;
  is_open: number;
  online_payment: number;
  can_schedule: number;
  vendor_opening_days: Hours;
  reservation_hours: Hours;
  latitude: number;
  longitude: number;
  logo_thumbnail_path: string | null;
}

/** The vendorData kept with the cart: what the cart page and checkout need without another vendor call. */
export function cartVendorFrom(vendor: VendorForCart, selectedOrderMethod: string): CartVendor {
  return {
    id: vendor.id,
    hash_id: vendor.hash_id,
    slug: vendor.slug,
    title: vendor.title,
    delivery_type: vendor.delivery_type,
    vendor_type: vendor.vendor_type ?? null,
    delivery_minimum_order_price: vendor.delivery_minimum_order_price,
    small_order_fee: vendor.small_order_fee,
    order_method: vendor.order_method,
    selected_order_method: selectedOrderMethod,
    is_open: vendor.is_open,
    online_payment: vendor.online_payment,
    can_schedule: vendor.can_schedule,
    vendor_opening_days: vendor.vendor_opening_days.map((d) => ({ ...d })),
    reservation_hours: vendor.reservation_hours.map((d) => ({ ...d })),
    latitude: vendor.latitude,
    longitude: vendor.longitude,
    logo: vendor.logo_thumbnail_path,
  };
}

export interface MenuProductForCart {
  id: number;
  title: string;
  price: number;
  discount: number;
  discount_price: number;
  image_thumbnail_path: string | null;
  category_id: number;
  vendor_id: number;
  age_18: 0 | 1;
  product_options: Array<{ id: number; title: string; type: "addition" | "option"; price: number }>;
}

/** The product as a cart line keeps it: no description, pictures or personal flags. */
export function cartProductFrom(p: MenuProductForCart): CartProduct {
  return {
    id: p.id,
    title: p.title,
    price: p.price,
    discount: p.discount,
    discount_price: p.discount_price,
    image_thumbnail_path: p.image_thumbnail_path,
    category_id: p.category_id,
    vendor_id: p.vendor_id,
    age_18: p.age_18,
    product_options: p.product_options.map((o) => ({ id: o.id, title: o.title, type: o.type, price: o.price })),
  };
}
