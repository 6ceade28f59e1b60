"use client";

import { useTranslations } from "@/lib/i18n/client";
import { HeartIcon } from "@/components/ui/icons/heart";
import { useFavouriteToggle, useVendorPersonal } from "./vendor-context";

/** A product's favourite heart on its menu card: only for a logged-in customer, filled in after the public HTML. */
export function ProductHeart({ productId, title }: { productId: number; title: string }) {
  const t = useTranslations("vendorPage");
  const personal = useVendorPersonal();
  const toggle = useFavouriteToggle();
  if (!personal.loggedIn) return null;
  const isFav = personal.favouriteProductIds.includes(productId);
  return (
    <button
      type="button"
      onClick={() => toggle({ kind: "product", id: productId, current: isFav })}
      aria-label={`${isFav ? t("removeFavourite") : t("addFavourite")}: ${title}`}
      className="icon-btn relative z-10 size-9 bg-white/95 shadow-sm"
    >
      <HeartIcon className={`size-4 ${isFav ? "fill-brand-600 text-brand-600" : ""}`} />
    </button>
  );
}
