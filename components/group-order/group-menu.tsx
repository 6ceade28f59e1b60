"use client";

import { useState } from "react";
import { useLocale, useTranslations } from "@/lib/i18n/client";
import { formatPrice } from "@/lib/format/price";

export interface GroupMenuOption {
  id: number;
  title: string;
  type: "addition" | "option";
  price: number;
}

export interface GroupMenuProduct {
  id: number;
  title: string;
  description: string | null;
  price: number;
  options: GroupMenuOption[];
}

export interface GroupMenuCategory {
  id: number;
  title: string;
  products: GroupMenuProduct[];
}

/**
 * Issue 28: the vendor's menu, to add one's own lines with the product's options (spec 2 §3 cart item: at most one
 * addition and one option). The product API prices the line; the price here is only what the menu says.
 */
export function GroupMenu({ menu, busy, onAdd }: { menu: GroupMenuCategory[]; busy: boolean; onAdd: (productId: number, options: number[]) => void }) {
  const t = useTranslations("groupOrder");
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
              <MenuRow key={product.id} product={product} busy={busy} onAdd={onAdd} />
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}

function MenuRow({ product, busy, onAdd }: { product: GroupMenuProduct; busy: boolean; onAdd: (productId: number, options: number[]) => void }) {
  const t = useTranslations("groupOrder");
  const locale = useLocale();
  const [chosen, setChosen] = useState<Record<"addition" | "option", number | null>>({ addition: null, option: null });
  const kinds = (["option", "addition"] as const).filter((kind) => product.options.some((o) => o.type === kind));
  const extra = product.options.filter((o) => o.id === chosen.addition || o.id === chosen.option).reduce((sum, o) => sum + o.price, 0);
  return (
    <li className="flex flex-wrap items-center gap-3 p-2 text-sm">
      <span className="min-w-0 flex-1">
        <span className="font-medium">{product.title}</span>
        {product.description && <span className="block text-gray-500">{product.description}</span>}
      </span>
      {kinds.map((kind) => (
        <label key={kind} className="text-xs">
          <span className="sr-only">{t(kind === "option" ? "optionFor" : "additionFor", { title: product.title })}</span>
          <select
            className="rounded border px-1 py-0.5"
            value={chosen[kind] ?? ""}
            onChange={(e) => setChosen((now) => ({ ...now, [kind]: e.target.value ? Number(e.target.value) : null }))}
          >
            <option value="">{t(kind === "option" ? "noOption" : "noAddition")}</option>
            {product.options
              .filter((o) => o.type === kind)
              .map((o) => (
                <option key={o.id} value={o.id}>
                  {o.price > 0 ? `${o.title} (+${formatPrice(o.price, locale)})` : o.title}
                </option>
              ))}
          </select>
        </label>
      ))}
      <span>{formatPrice(product.price + extra, locale)}</span>
      <button
        type="button"
        className="btn btn-outline btn-sm"
        disabled={busy}
        aria-label={t("addItem", { title: product.title })}
        onClick={() => onAdd(product.id, [chosen.option, chosen.addition].filter((id): id is number => id !== null))}
      >
        {t("add")}
      </button>
    </li>
  );
}
