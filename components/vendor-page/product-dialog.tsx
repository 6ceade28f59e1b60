"use client";

import { useId, useState } from "react";
import { useLocale, useTranslations } from "@/lib/i18n/client";
import { CloseIcon } from "@/components/ui/icons/x";
import { HeartIcon } from "@/components/ui/icons/heart";
import { ApiImage } from "@/components/ui/api-image";
import { useSnackbar } from "@/components/ui/snackbar";
import type { MenuProduct } from "@/lib/api/schemas/vendor-detail";
import { withSelectedMethod } from "@/lib/cart/handover";
import { applyModalQuantity, chooseOption, findItemIndex, modalMinQuantity, replaceWithProduct } from "@/lib/cart/operations";
import { getCart, setCart, useCart } from "@/lib/cart/store";
import { itemUnitPrice } from "@/lib/cart/subtotal";
import type { CartState, ProductOption } from "@/lib/cart/types";
import { cartProductFrom } from "@/lib/cart/vendor-data";
import { formatPrice } from "@/lib/format/price";
import { Modal } from "@/components/ui/modal";
import { ConfirmDialog } from "@/components/ui/alert-dialog";
import { useFavouriteToggle, useVendor, useVendorPersonal } from "./vendor-context";
import { vendorKind } from "@/lib/vendors/kind";

// spec 2 §9: the modal closes 200 ms after add-to-cart.
export const CLOSE_AFTER_ADD_MS = 200;

// The product modal's dialog, in a chunk of its own: product-modal.tsx loads it the first time a product is opened,
// so the vendor page's first load carries the click handler only (issue 14's JS budget).
export default function ProductDialog({ open, product, titleId, onClose }: { open: boolean; product: MenuProduct | null; titleId: string; onClose: () => void }) {
  return (
    <Modal open={open} onClose={onClose} labelledBy={titleId}>
      {product ? <ProductDetails key={product.id} product={product} titleId={titleId} onClose={onClose} /> : <NotAvailable titleId={titleId} onClose={onClose} />}
    </Modal>
  );
}

function NotAvailable({ titleId, onClose }: { titleId: string; onClose: () => void }) {
  const t = useTranslations("productModal");
  const tc = useTranslations("common");
  return (
    <div className="p-6 text-center">
      <h2 id={titleId} className="text-lg font-bold">
        {t("notAvailable")}
      </h2>
      <button type="button" onClick={onClose} className="btn btn-primary mt-5">
        {tc("close")}
      </button>
    </div>
  );
}

function initialChoice(cart: CartState, product: MenuProduct) {
  const line = cart.items.find((i) => i.id === product.id);
  return line ? { options: line.options, quantity: line.quantity, note: line.comments } : { options: [] as ProductOption[], quantity: 1, note: "" };
}

function ProductDetails({ product, titleId, onClose }: { product: MenuProduct; titleId: string; onClose: () => void }) {
  const t = useTranslations("productModal");
  const tv = useTranslations("vendorPage");
  const tc = useTranslations("common");
  const locale = useLocale();
  const { show } = useSnackbar();
  const { cartVendor, isOpen } = useVendor();
  const type = vendorKind(cartVendor.vendor_type);
  const personal = useVendorPersonal();
  const toggleFavourite = useFavouriteToggle();
  const cart = useCart();
  const [initial] = useState(() => initialChoice(getCart(), product));
  const [options, setOptions] = useState<ProductOption[]>(initial.options);
  const [quantity, setQuantity] = useState(initial.quantity);
  const [note, setNote] = useState(initial.note);
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState(false);
  const descriptionId = useId();

  const inCart = findItemIndex(cart.items, product.id, options) >= 0;
  const min = modalMinQuantity(inCart);
  const shown = Math.max(min, quantity);
  const unit = itemUnitPrice({ price: product.price, discount_price: product.discount_price, options });
  const total = formatPrice(unit * Math.max(1, shown), locale);
  const adult = product.age_18 === 1;
  const isFav = personal.favouriteProductIds.includes(product.id);
  const groups = (["option", "addition"] as const)
    .map((type) => ({ type, items: product.product_options.filter((o) => o.type === type) }))
    .filter((g) => g.items.length > 0);

  function finish(next: CartState, removed: boolean) {
    // Keep the vendor facts fresh (e.g. the method tab the customer is on now).
    setCart(next.items.length > 0 ? withSelectedMethod({ ...next, vendorData: { ...cartVendor } }) : next);
    show({ message: removed ? t("removed", { title: product.title }) : t("added", { title: product.title }), severity: "success" });
    setDone(true);
    window.setTimeout(onClose, CLOSE_AFTER_ADD_MS);
  }

  function submit() {
    if (!isOpen || done) return;
    const change = applyModalQuantity(getCart(), cartVendor, cartProductFrom(product), { options, comments: note.trim(), quantity: shown });
    if (change.kind === "needsConfirmation") {
      setConfirming(true);
      return;
    }
    finish(change.cart, inCart && shown === 0);
  }

  function startNewOrder() {
    setConfirming(false);
    finish(replaceWithProduct(getCart(), cartVendor, cartProductFrom(product), { options, comments: note.trim() }), false);
  }

  const label = inCart && shown === 0 ? t("remove") : inCart ? t("update", { price: total }) : t("add", { price: total });
  const priceNow = Math.max(0, product.price - product.discount_price);

  return (
    <div className="flex max-h-[min(90dvh,48rem)] flex-col">
      <div className="relative shrink-0">
        {product.image_path && (
          <ApiImage src={product.image_path} alt="" width={600} height={600} sizes="(min-width: 33.5rem) 32rem, 100vw" className="aspect-[16/9] w-full bg-gray-100 object-cover" />
        )}
        <div className="absolute top-3 right-3 flex gap-2">
          {personal.loggedIn && (
            <button
              type="button"
              onClick={() => toggleFavourite({ kind: "product", id: product.id, current: isFav })}
              aria-label={isFav ? tv("removeFavourite") : tv("addFavourite")}
              className="icon-btn bg-white/95 shadow"
            >
              <HeartIcon className={`size-5 ${isFav ? "fill-brand-600 text-brand-600" : ""}`} />
            </button>
          )}
          <button type="button" onClick={onClose} aria-label={tc("close")} className="icon-btn bg-white/95 shadow">
            <CloseIcon className="size-5" />
          </button>
        </div>
      </div>

      <div className="min-h-0 flex-1 overflow-y-auto px-5 pt-4 pb-2">
        <h2 id={titleId} className="pr-2 text-xl font-bold tracking-tight">
          {product.title}
        </h2>
        <p className="mt-1 flex flex-wrap items-baseline gap-2">
          <span className="text-lg font-bold">{formatPrice(priceNow, locale)}</span>
          {product.discount_price > 0 && (
            <>
              <s className="text-sm text-gray-500">{formatPrice(product.price, locale)}</s>
              {product.discount > 0 && <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-bold text-brand-800">{tv("discount", { percent: product.discount })}</span>}
            </>
          )}
        </p>
        {product.description && (
          <p id={descriptionId} className="mt-2 text-sm text-gray-600">
            {product.description}
          </p>
        )}
        {adult && (
          <p className="mt-3 flex items-start gap-2 rounded-xl bg-amber-50 p-3 text-sm text-amber-900">
            <span className="rounded-md bg-amber-900 px-1.5 py-0.5 text-xs font-bold text-white">18+</span>
            {t("adultsOnly")}
          </p>
        )}

        {groups.map((group) => (
          <fieldset key={group.type} className="mt-5">
            <legend className="flex w-full items-baseline justify-between text-base font-bold">
              {group.type === "option" ? t("options") : t("additions")}
              <span className="text-xs font-medium text-gray-500">{group.type === "option" ? t("chooseOne") : t("optional")}</span>
            </legend>
            <ul className="mt-2 divide-y divide-gray-100 rounded-2xl border border-gray-200">
              {group.items.map((option) => {
                const checked = options.some((o) => o.id === option.id);
                return (
                  <li key={option.id}>
                    <label className="flex cursor-pointer items-center gap-3 px-4 py-3 text-sm">
                      <input
                        type="checkbox"
                        checked={checked}
                        onChange={() => setOptions((current) => chooseOption(current, option))}
                        className="size-4 accent-brand-700"
                      />
                      <span className="flex-1">{option.title}</span>
                      {option.price > 0 && <span className="text-gray-600">+{formatPrice(option.price, locale)}</span>}
                    </label>
                  </li>
                );
              })}
            </ul>
          </fieldset>
        ))}

        <label className="mt-5 block text-base font-bold" htmlFor={`${titleId}-note`}>
          {t("note", { type })}
        </label>
        <textarea
          id={`${titleId}-note`}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          maxLength={250}
          rows={2}
          placeholder={t("notePlaceholder")}
          className="mt-2 w-full resize-none rounded-2xl border border-gray-200 px-4 py-3 text-sm outline-none focus:border-brand-500"
        />
      </div>

      <div className="shrink-0 border-t border-gray-100 px-5 py-4">
        {!isOpen && <p className="mb-3 text-sm font-medium text-red-700">{t("closedDisabled", { type })}</p>}
        <div className="flex items-center gap-3">
          <div role="group" aria-label={t("quantity")} className="flex items-center rounded-full border border-gray-200">
            <button type="button" className="icon-btn" aria-label={t("decrease")} disabled={shown <= min} onClick={() => setQuantity(Math.max(min, shown - 1))}>
              <span aria-hidden="true" className="text-xl leading-none">−</span>
            </button>
            <output aria-live="polite" aria-label={t("quantity")} className="w-8 text-center font-bold tabular-nums">
              {shown}
            </output>
            <button type="button" className="icon-btn" aria-label={t("increase")} disabled={shown >= 99} onClick={() => setQuantity(Math.min(99, shown + 1))}>
              <span aria-hidden="true" className="text-xl leading-none">+</span>
            </button>
          </div>
          <button type="button" onClick={submit} disabled={!isOpen || done} className="btn btn-primary h-12 flex-1">
            {label}
          </button>
        </div>
      </div>

      <ConfirmDialog
        open={confirming}
        title={t("newOrderTitle")}
        message={t("newOrderText", { vendor: getCart().vendorData?.title ?? "", newVendor: cartVendor.title ?? "" })}
        confirmLabel={t("newOrderYes")}
        onCancel={() => setConfirming(false)}
        onConfirm={startNewOrder}
      />
    </div>
  );
}
