"use client";

import { ApiImage } from "@/components/ui/api-image";
import type { MenuProduct } from "@/lib/api/schemas/vendor-detail";
import { formatPrice } from "@/lib/format/price";
import { useLocale, useTranslations, type Translator } from "@/lib/i18n/client";
import type { Locale } from "@/lib/i18n/routing";
import { categoryAnchor } from "./anchors";
import { ProductHeart } from "./product-heart";
import { productHref } from "./product-param";
import { useVendor } from "./vendor-context";

type T = Translator<"vendorPage">;

function ProductCard({ product, locale, t }: { product: MenuProduct; locale: Locale; t: T }) {
  const priceNow = Math.max(0, product.price - product.discount_price);
  return (
    // A long menu is drawn, and its pictures fetched, as the customer scrolls to it.
    <li className="render-later relative [--later-size:8rem]">
      <a
        href={productHref(product.id)}
        data-product-id={product.id}
        className="flex h-full gap-3 rounded-2xl border border-gray-200 bg-white p-3 transition-shadow hover:shadow-md"
      >
        <div className="flex min-w-0 flex-1 flex-col">
          <div className="flex items-start gap-2">
            <h3 className="font-semibold">{product.title}</h3>
            {product.age_18 === 1 && (
              <span className="mt-0.5 shrink-0 rounded-md bg-amber-900 px-1.5 py-0.5 text-[11px] leading-none font-bold text-white">
                18+<span className="sr-only"> · {t("adultsOnly")}</span>
              </span>
            )}
          </div>
          {product.description && <p className="mt-1 line-clamp-2 text-sm text-gray-600">{product.description}</p>}
          <p className="mt-auto flex flex-wrap items-baseline gap-2 pt-2">
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
          <ApiImage src={product.image_thumbnail_path} alt="" width={200} height={200} sizes="112px" className="size-24 shrink-0 rounded-xl bg-gray-100 object-cover sm:size-28" />
        )}
      </a>
      <div className="absolute top-2 right-2">
        <ProductHeart productId={product.id} title={product.title} />
      </div>
    </li>
  );
}

/**
 * spec 2 §2 Vendor page: the product list, every category and item with its price in the first HTML.
 *
 * A client component drawn from the menu the page already hands its client parts (VendorProvider: the product dialog
 * needs it), so the RSC payload carries the menu once, as data. As a server component its rendered tree — every
 * card's elements and class names — travelled in the payload beside that data: two copies of the menu, about 1.5 KB
 * a product (docs/adr/0026-vendor-page-html.md).
 */
export function MenuList() {
  const { categories } = useVendor();
  const t = useTranslations("vendorPage");
  const locale = useLocale();
  if (categories.length === 0) return <p className="py-10 text-center text-gray-600">{t("emptyMenu")}</p>;
  return (
    <div className="flex flex-col gap-10 pb-28">
      {categories.map((category) => (
        <section key={category.id} id={categoryAnchor(category.id)} aria-labelledby={`${categoryAnchor(category.id)}-title`} className="scroll-mt-[140px]">
          <h2 id={`${categoryAnchor(category.id)}-title`} className="text-xl font-bold tracking-tight">
            {category.title}
          </h2>
          <ul className="mt-4 grid gap-3 md:grid-cols-2">
            {category.products.map((product) => (
              <ProductCard key={product.id} product={product} locale={locale} t={t} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
