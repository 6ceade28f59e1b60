"use client";

import { useLocale, useTranslations } from "@/lib/i18n/client";
import { BagIcon } from "@/components/ui/icons/shopping-bag";
import { ApiImage } from "@/components/ui/api-image";
import { QueryProvider } from "@/components/providers/query-provider";
import { withSelectedMethod } from "@/lib/cart/handover";
import { cartNeedsLegalAge, clearCart, decrementItem, incrementItem } from "@/lib/cart/operations";
import { setCart, updateCart, useCart, useHydrated } from "@/lib/cart/store";
import { computeCartPrice, itemUnitPrice } from "@/lib/cart/totals";
import { formatPrice } from "@/lib/format/price";
import { Link, useRouter } from "@/lib/i18n/navigation";
import { canCheckout } from "@/lib/vendors/open-state";
import { storePath } from "@/lib/vendors/order-method";
import { CartSuggestions } from "./cart-suggestions";
import { useVendorMenu, useVendorOpen } from "./use-vendor-queries";

const METHOD_KEYS = { Delivery: "method_delivery", Pickup: "method_pickup", Reserve: "method_reserve" } as const;

export function CartView() {
  return (
    <QueryProvider staleTime={30_000} refetchOnWindowFocus={false}>
      <CartContent />
    </QueryProvider>
  );
}

function CartContent() {
  const t = useTranslations("cartPage");
  const tv = useTranslations("vendorPage");
  const tc = useTranslations("common");
  const locale = useLocale();
  const router = useRouter();
  const hydrated = useHydrated();
  const stored = useCart();
  const cart = withSelectedMethod(stored);
  const vendor = cart.vendorData;
  const key = vendor ? (vendor.hash_id ?? String(vendor.id)) : null;
  const menu = useVendorMenu(cart.items.length > 0 ? key : null);
  const open = useVendorOpen(cart.items.length > 0 && vendor ? String(vendor.id) : null);
  const price = (n: number) => formatPrice(n, locale);

  if (!hydrated) {
    return <p className="mt-8 text-gray-600">{tc("loading")}</p>;
  }

  if (cart.items.length === 0 || !vendor) {
    return (
      <div className="mt-10 flex flex-col items-center rounded-3xl border border-dashed border-gray-300 px-6 py-14 text-center">
        <BagIcon className="size-10 text-gray-400" />
        <h2 className="mt-4 text-xl font-bold">{t("empty")}</h2>
        <p className="mt-2 text-gray-600">{t("emptyText")}</p>
        <Link href="/stores" className="btn btn-primary mt-6 h-11 px-6">
          {t("browse")}
        </Link>
      </div>
    );
  }

  const handover = cart.delivery_info.handover_method;
  const totals = computeCartPrice(cart, { serverDeliveryFee: menu.data?.delivery_fee ?? null });
  const menuPath = storePath({ hash_id: vendor.hash_id ?? String(vendor.id), slug: vendor.slug ?? "menu", order_method: vendor.selected_order_method ?? vendor.order_method });
  const isOpen = open.data ?? null;
  // Disabled while the re-check runs, when it says closed, or when it failed (spec 2 §4: closed or empty).
  const checkoutAllowed = canCheckout({ is_open: isOpen ? 1 : 0 }, cart.items.length);
  const count = cart.items.reduce((sum, item) => sum + item.quantity, 0);

  function goToCheckout() {
    updateCart((c) => {
      const next = withSelectedMethod(c);
      return { ...next, cartPrice: computeCartPrice(next, { serverDeliveryFee: menu.data?.delivery_fee ?? null }) };
    });
    router.push("/checkout");
  }

  return (
    <div className="mt-6 grid gap-8 lg:grid-cols-[1fr_22rem]">
      <div>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="flex items-center gap-3">
            {vendor.logo && (
              <ApiImage src={vendor.logo} alt="" width={48} height={48} sizes="48px" className="size-12 rounded-xl object-cover ring-1 ring-gray-200" />
            )}
            <div>
              <h2 className="text-lg font-bold">{t("from", { vendor: vendor.title ?? "" })}</h2>
              <p className="text-sm text-gray-600">
                {t("method", { method: tv(METHOD_KEYS[handover]) })} · {t("items", { count })}
              </p>
            </div>
          </div>
          <Link href={menuPath} className="btn btn-outline">
            {t("backToMenu")}
          </Link>
        </div>

        <ul className="mt-6 divide-y divide-gray-100 rounded-3xl border border-gray-200">
          {cart.items.map((item, index) => {
            const unit = itemUnitPrice(item);
            return (
              <li key={`${item.id}-${item.options.map((o) => o.id).join(".")}`} className="flex gap-3 p-4">
                {item.image_thumbnail_path && (
                  <ApiImage src={item.image_thumbnail_path} alt="" width={64} height={64} sizes="64px" className="size-16 shrink-0 rounded-xl bg-gray-100 object-cover" />
                )}
                <div className="min-w-0 flex-1">
                  <p className="font-semibold">
                    {item.title}
                    {Number(item.age_18) === 1 && <span className="ml-2 rounded-md bg-amber-900 px-1.5 py-0.5 align-middle text-[11px] font-bold text-white">18+</span>}
                  </p>
                  {item.options.length > 0 && <p className="text-sm text-gray-600">{item.options.map((o) => o.title).join(", ")}</p>}
                  {item.comments && <p className="text-sm text-gray-500 italic">{t("note", { note: item.comments })}</p>}
                  <p className="mt-1 text-sm text-gray-600">{price(unit)}</p>
                </div>
                <div className="flex flex-col items-end justify-between gap-2">
                  <p className="font-bold tabular-nums">{price(unit * item.quantity)}</p>
                  <div role="group" aria-label={t("quantity", { count: item.quantity })} className="flex items-center rounded-full border border-gray-200">
                    <button
                      type="button"
                      className="icon-btn size-9"
                      aria-label={item.quantity <= 1 ? t("remove", { title: item.title }) : t("decrease", { title: item.title })}
                      onClick={() => setCart(decrementItem(stored, index))}
                    >
                      <span aria-hidden="true" className="text-lg leading-none">−</span>
                    </button>
                    <span className="w-7 text-center text-sm font-bold tabular-nums">{item.quantity}</span>
                    <button type="button" className="icon-btn size-9" aria-label={t("increase", { title: item.title })} onClick={() => setCart(incrementItem(stored, index))}>
                      <span aria-hidden="true" className="text-lg leading-none">+</span>
                    </button>
                  </div>
                </div>
              </li>
            );
          })}
        </ul>
        <button type="button" onClick={() => setCart(clearCart(stored))} className="btn btn-ghost mt-3 text-sm text-gray-600">
          {t("clear")}
        </button>

        {menu.data && <CartSuggestions vendor={menu.data} cartVendor={vendor} items={cart.items} menuPath={menuPath} />}
      </div>

      <aside aria-labelledby="cart-summary-title" className="h-fit rounded-3xl border border-gray-200 p-5 lg:sticky lg:top-24">
        <h2 id="cart-summary-title" className="text-lg font-bold">
          {t("summary")}
        </h2>
        <dl className="mt-4 space-y-2 text-sm">
          <div className="flex justify-between">
            <dt>{t("subtotal")}</dt>
            <dd className="tabular-nums">{price(totals.subtotal)}</dd>
          </div>
          {totals.small_order_fee > 0 && (
            <div className="flex justify-between">
              <dt>{t("smallOrderFee")}</dt>
              <dd className="tabular-nums">{price(totals.small_order_fee)}</dd>
            </div>
          )}
          {handover === "Delivery" && (
            <div className="flex justify-between">
              <dt>{t("deliveryFee")}</dt>
              <dd className="tabular-nums">{price(totals.delivery_fee)}</dd>
            </div>
          )}
          <div className="flex justify-between border-t border-gray-100 pt-3 text-base font-bold">
            <dt>{t("total")}</dt>
            <dd className="tabular-nums">{price(totals.order_total)}</dd>
          </div>
        </dl>
        {handover === "Delivery" && totals.min_order_price > 0 && <p className="mt-3 text-xs text-gray-500">{t("minimumHint", { minimum: price(totals.min_order_price) })}</p>}
        {handover === "Delivery" && <p className="mt-2 text-xs text-gray-500">{t("deliveryFeeHint")}</p>}
        {cartNeedsLegalAge(cart.items) && <p className="mt-3 rounded-xl bg-amber-50 p-3 text-xs text-amber-900">{t("legalAge")}</p>}
        {isOpen === false && (
          <p role="status" className="mt-3 rounded-xl bg-red-50 p-3 text-sm font-medium text-red-800">
            {t("closedNote", { vendor: vendor.title ?? "" })}
          </p>
        )}
        <button type="button" onClick={goToCheckout} disabled={!checkoutAllowed} className="btn btn-primary mt-5 h-12 w-full">
          {t("checkout")} · {price(totals.order_total)}
        </button>
      </aside>
    </div>
  );
}
