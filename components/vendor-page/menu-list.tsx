"use client";

import { useLayoutEffect, useMemo, useRef, useState, type CSSProperties } from "react";
import { createPortal } from "react-dom";
import { ApiImage } from "@/components/ui/api-image";
import { KEEP_SERVER_HTML, useServedHtmlKept } from "@/lib/client/served-html";
import type { MenuProduct } from "@/lib/api/schemas/vendor-detail";
import { formatPrice } from "@/lib/format/price";
import { useLocale, useTranslations, type Translator } from "@/lib/i18n/client";
import type { Locale } from "@/lib/i18n/routing";
import { categoryAnchor } from "./anchors";
import { ProductHeart } from "./product-heart";
import { productHref } from "./product-param";
import { useVendor, useVendorPersonal } from "./vendor-context";

type T = Translator<"vendorPage">;

function ProductCard({ product, locale, t, withHeart }: { product: MenuProduct; locale: Locale; t: T; withHeart: boolean }) {
  const priceNow = Math.max(0, product.price - product.discount_price);
  return (
    // A long menu is drawn, and its pictures fetched, as the customer scrolls to it. One class an element (globals.css).
    <li className="render-later menu-item">
      <a
        href={productHref(product.id)}
        data-product-id={product.id}
        className="menu-card"
      >
        <div className="menu-card-text">
          <div className="menu-card-head">
            <h3 className="font-semibold">{product.title}</h3>
            {product.age_18 === 1 && (
              <span className="mt-0.5 shrink-0 rounded-md bg-amber-900 px-1.5 py-0.5 text-[11px] leading-none font-bold text-white">
                18+<span className="sr-only"> · {t("adultsOnly")}</span>
              </span>
            )}
          </div>
          {product.description && <p className="menu-card-desc">{product.description}</p>}
          <p className="menu-card-price">
            <span className="font-bold">{formatPrice(priceNow, locale)}</span>
            {product.discount_price > 0 && (
              <>
                <s aria-hidden="true" className="text-sm text-gray-500">
                  {formatPrice(product.price, locale)}
                </s>
                <span className="sr-only">{t("oldPrice", { price: formatPrice(product.price, locale) })}</span>
                {product.discount > 0 && (
                  <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-bold text-brand-800">{t("discount", { percent: product.discount })}</span>
                )}
              </>
            )}
          </p>
        </div>
        {product.image_thumbnail_path && (
          <ApiImage src={product.image_thumbnail_path} alt="" width={200} height={200} sizes="112px" className="menu-card-photo" />
        )}
      </a>
      <div className="menu-card-heart" data-heart-for={product.id}>
        {withHeart && <ProductHeart productId={product.id} title={product.title} />}
      </div>
    </li>
  );
}

type Category = ReturnType<typeof useVendor>["categories"][number];

/**
 * A category's rows of cards, one column and two (globals.css `.menu-section` guesses its height from them): a whole
 * category off screen is skipped by the browser, cards and all, so opening a product — whose modal dialog makes the
 * rest of the page inert, a style recalculation of every element not skipped — touches the categories in view only.
 */
function sectionRows(products: number): CSSProperties {
  return { "--rows-1": products, "--rows-2": Math.ceil(products / 2) } as CSSProperties;
}

/** What the cards show, as one string: the same menu drawn again (an RSC refresh, another method tab) keeps its HTML. */
function drawnFrom(categories: readonly Category[], locale: Locale): string {
  return JSON.stringify([
    locale,
    categories.map((c) => [c.id, c.title, c.products.map((p) => [p.id, p.title, p.description, p.price, p.discount_price, p.discount, p.age_18, p.image_thumbnail_path])]),
  ]);
}

/**
 * spec 2 §2 Vendor page: the product list, every category and item with its price in the first HTML.
 *
 * A client component drawn from the menu the page already hands its client parts (VendorProvider: the product dialog
 * needs it), so the RSC payload carries the menu once, as data. As a server component its rendered tree — every
 * card's elements and class names — travelled in the payload beside that data: two copies of the menu, about 1.5 KB
 * a product (docs/adr/0026-vendor-page-html.md).
 *
 * The browser does not hydrate the cards (ADR 0031): 300 products are some 5,000 elements, and hydrating them was the
 * vendor page's longest task. Nothing on a card needs React — a card is a link, and a click on it opens the product
 * through one listener on the document (product-modal.tsx) — so the list keeps its server HTML as it is. The hearts of
 * a signed-in customer are drawn into their places on the cards (portals). A list drawn in the browser (a client-side
 * navigation) or a menu that changed is rendered by React as usual.
 */
export function MenuList() {
  const { categories } = useVendor();
  const t = useTranslations("vendorPage");
  const locale = useLocale();
  const personal = useVendorPersonal();
  const drawn = useMemo(() => drawnFrom(categories, locale), [categories, locale]);
  // The served cards, kept while the menu is the one they show; once it differs, React draws the list from then on.
  const kept = useServedHtmlKept(drawn);
  const box = useRef<HTMLDivElement>(null);
  const [heartSlots, setHeartSlots] = useState<HTMLElement[]>([]);
  useLayoutEffect(() => {
    setHeartSlots(kept && personal.loggedIn && box.current ? [...box.current.querySelectorAll<HTMLElement>("[data-heart-for]")] : []);
  }, [kept, personal.loggedIn]);
  const titleOf = useMemo(() => new Map(categories.flatMap((c) => c.products.map((p) => [p.id, p.title] as const))), [categories]);

  if (categories.length === 0) return <p className="py-10 text-center text-gray-600">{t("emptyMenu")}</p>;
  if (kept) {
    return (
      <>
        <div key="served" ref={box} className="flex flex-col gap-10 pb-28" dangerouslySetInnerHTML={KEEP_SERVER_HTML} suppressHydrationWarning />
        {heartSlots.map((slot) => {
          const id = Number(slot.dataset.heartFor);
          return createPortal(<ProductHeart productId={id} title={titleOf.get(id) ?? ""} />, slot, String(id));
        })}
      </>
    );
  }
  return (
    <div key="drawn" className="flex flex-col gap-10 pb-28">
      {categories.map((category) => (
        <section
          key={category.id}
          id={categoryAnchor(category.id)}
          aria-labelledby={`${categoryAnchor(category.id)}-title`}
          className="menu-section scroll-mt-[140px]"
          style={sectionRows(category.products.length)}
        >
          <h2 id={`${categoryAnchor(category.id)}-title`} className="text-xl font-bold tracking-tight">
            {category.title}
          </h2>
          <ul className="mt-4 grid gap-3 md:grid-cols-2">
            {category.products.map((product) => (
              <ProductCard key={product.id} product={product} locale={locale} t={t} withHeart />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
