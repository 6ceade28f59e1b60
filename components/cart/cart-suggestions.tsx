"use client";

import { useState, useSyncExternalStore } from "react";
import { useLocale, useTranslations } from "@/lib/i18n/client";
import { ChevronRightIcon } from "@/components/ui/icons/chevron-right";
import { ApiImage } from "@/components/ui/api-image";
import type { VendorDetail } from "@/lib/api/schemas/vendor-detail";
import { carouselItemsForWidth } from "@/lib/carousel";
import { addToCart } from "@/lib/cart/operations";
import { getCart, setCart } from "@/lib/cart/store";
import { cartSuggestions } from "@/lib/cart/suggestions";
import type { CartItem, CartProduct, CartVendor } from "@/lib/cart/types";
import { cartProductFrom } from "@/lib/cart/vendor-data";
import { formatPrice } from "@/lib/format/price";
import { Link } from "@/lib/i18n/navigation";

function subscribeResize(onChange: () => void) {
  window.addEventListener("resize", onChange);
  return () => window.removeEventListener("resize", onChange);
}
const perViewNow = () => carouselItemsForWidth(window.innerWidth);
const perViewServer = () => 1 as const;

/** spec 2 §4 Cart suggestions: the 6 nearest in price per cart item, in a carousel of 1–4 items by width. */
export function CartSuggestions({ vendor, cartVendor, items, menuPath }: { vendor: VendorDetail; cartVendor: CartVendor; items: CartItem[]; menuPath: string }) {
  const t = useTranslations("cartPage");
  const locale = useLocale();
  const perView = useSyncExternalStore(subscribeResize, perViewNow, perViewServer);
  const [start, setStart] = useState(0);
  const categories = vendor.categories.map((c) => ({
    id: c.id,
    products: c.products.map(cartProductFrom),
  }));
  const suggestions = cartSuggestions(categories, items);
  if (suggestions.length === 0) return null;
  const first = Math.min(start, Math.max(0, suggestions.length - perView));
  const visible = suggestions.slice(first, first + perView);

  function add(product: CartProduct) {
    const change = addToCart(getCart(), cartVendor, product);
    if (change.kind === "updated") setCart(change.cart);
  }

  return (
    <section aria-labelledby="cart-suggestions-title" className="mt-10">
      <div className="flex items-center justify-between gap-3">
        <h2 id="cart-suggestions-title" className="text-lg font-bold">
          {t("suggestions")}
        </h2>
        <div className="flex gap-2">
          <button type="button" className="icon-btn border border-gray-200" aria-label={t("previous")} disabled={first === 0} onClick={() => setStart(Math.max(0, first - perView))}>
            <ChevronRightIcon className="size-5 rotate-180" />
          </button>
          <button
            type="button"
            className="icon-btn border border-gray-200"
            aria-label={t("next")}
            disabled={first + perView >= suggestions.length}
            onClick={() => setStart(first + perView)}
          >
            <ChevronRightIcon className="size-5" />
          </button>
        </div>
      </div>
      <ul className="mt-4 grid gap-3" style={{ gridTemplateColumns: `repeat(${perView}, minmax(0, 1fr))` }}>
        {visible.map((p) => {
          const withOptions = (p.product_options ?? []).length > 0;
          return (
            <li key={p.id} className="flex items-center gap-3 rounded-2xl border border-gray-200 p-3">
              {p.image_thumbnail_path && (
                <ApiImage src={p.image_thumbnail_path} alt="" width={64} height={64} sizes="64px" className="size-16 shrink-0 rounded-xl bg-gray-100 object-cover" />
              )}
              <div className="min-w-0 flex-1">
                <p className="line-clamp-2 text-sm font-semibold">{p.title}</p>
                <p className="text-sm text-gray-600">{formatPrice(Math.max(0, p.price - Number(p.discount_price ?? 0)), locale)}</p>
              </div>
              {withOptions ? (
                <Link href={`${menuPath}?product=${p.id}`} className="icon-btn bg-brand-50 text-brand-800" aria-label={t("chooseOptions", { title: p.title })}>
                  <ChevronRightIcon className="size-5" />
                </Link>
              ) : (
                <button type="button" onClick={() => add(p)} className="icon-btn bg-brand-50 text-brand-800" aria-label={t("addSuggestion", { title: p.title })}>
                  <span aria-hidden="true" className="text-xl leading-none">+</span>
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
