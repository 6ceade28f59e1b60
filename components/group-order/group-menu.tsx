"use client";

import { useLocale, useTranslations } from "@/lib/i18n/client";
import { formatPrice } from "@/lib/format/price";

export interface GroupMenuCategory {
  id: number;
  title: string;
  products: Array<{ id: number; title: string; description: string | null; price: number }>;
}

/** Issue 28: the vendor's menu, to add one's own lines (the product API prices them; options come later). */
export function GroupMenu({ menu, busy, onAdd }: { menu: GroupMenuCategory[]; busy: boolean; onAdd: (productId: number) => void }) {
  const t = useTranslations("groupOrder");
  const locale = useLocale();
  return (
    <section aria-labelledby="group-menu">
      <h2 id="group-menu" className="mb-2 text-lg font-semibold">
        {t("menu")}
      </h2>
      {menu.map((category) => (
        <div key={category.id} className="mb-4">
          <h3 className="mb-1 font-semibold">{category.title}</h3>
          <ul className="divide-y rounded-lg border">
            {category.products.map((product) => (
              <li key={product.id} className="flex items-center gap-3 p-2 text-sm">
                <span className="flex-1">
                  <span className="font-medium">{product.title}</span>
                  {product.description && <span className="block text-gray-500">{product.description}</span>}
                </span>
                <span>{formatPrice(product.price, locale)}</span>
                <button type="button" className="btn btn-outline btn-sm" disabled={busy} aria-label={t("addItem", { title: product.title })} onClick={() => onAdd(product.id)}>
                  {t("add")}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
