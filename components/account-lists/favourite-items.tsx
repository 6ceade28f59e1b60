"use client";

import { useId, useState } from "react";
import { useLocale, useTranslations } from "@/lib/i18n/client";
import { Modal } from "@/components/ui/modal";
import { CloseIcon } from "@/components/ui/icons/x";
import { ApiImage } from "@/components/ui/api-image";
import type { FavouriteProduct } from "@/lib/api/schemas/account-lists";
import { formatPrice } from "@/lib/format/price";
import { Link } from "@/lib/i18n/navigation";
import { storePath } from "@/lib/vendors/order-method";

/** spec 2 §2 Favourites, items tab: an item tap opens a food detail modal; ordering continues on the menu. */
export function FavouriteItems({ products }: { products: FavouriteProduct[] }) {
  const t = useTranslations("favorites");
  const tc = useTranslations("common");
  const locale = useLocale() as "sq" | "en";
  const titleId = useId();
  const [open, setOpen] = useState<FavouriteProduct | null>(null);
  const price = (p: FavouriteProduct) => formatPrice(Math.max(0, p.price - p.discount_price), locale);
  return (
    <>
      <ul className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {products.map((p) => (
          <li key={p.id}>
            <button type="button" onClick={() => setOpen(p)} className="flex w-full gap-3 rounded-2xl border border-gray-200 p-3 text-left hover:border-brand-500">
              {p.image_thumbnail_path ? (
                <ApiImage src={p.image_thumbnail_path} alt="" width={80} height={80} sizes="80px" className="size-20 shrink-0 rounded-xl bg-gray-100 object-cover" />
              ) : null}
              <span className="min-w-0">
                <span className="block font-semibold">{p.title}</span>
                <span className="block truncate text-sm text-gray-600">{p.vendor.title}</span>
                <span className="mt-1 block text-sm font-semibold">{price(p)}</span>
              </span>
            </button>
          </li>
        ))}
      </ul>
      <Modal open={open !== null} onClose={() => setOpen(null)} labelledBy={titleId}>
        {open && (
          <div>
            {open.image_path ? (
              <ApiImage src={open.image_path} alt="" width={600} height={400} sizes="(min-width: 33.5rem) 32rem, 100vw" className="aspect-[3/2] w-full bg-gray-100 object-cover" />
            ) : null}
            <div className="p-6">
              <div className="flex items-start justify-between gap-4">
                <h2 id={titleId} className="text-xl font-bold">
                  {open.title}
                </h2>
                <button type="button" className="icon-btn" aria-label={tc("close")} onClick={() => setOpen(null)}>
                  <CloseIcon className="size-5" />
                </button>
              </div>
              <p className="mt-1 text-sm text-gray-600">{open.vendor.title}</p>
              {open.description && <p className="mt-3 text-gray-700">{open.description}</p>}
              <p className="mt-3 text-lg font-bold">{price(open)}</p>
              <Link
                href={`${storePath({ hash_id: open.vendor.hash_id, slug: open.vendor.slug, order_method: open.vendor.order_method.split("-")[0] })}?product=${open.id}`}
                className="btn btn-primary mt-5 h-11 w-full"
              >
                {t("orderFromMenu")}
              </Link>
            </div>
          </div>
        )}
      </Modal>
    </>
  );
}
