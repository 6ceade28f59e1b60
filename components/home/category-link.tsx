"use client";

import type { ReactNode } from "react";
import { useLocale } from "@/lib/i18n/client";
import { Link } from "@/lib/i18n/navigation";
import { useStoredPlace } from "@/lib/location/use-stored-place";
import { categoryHref } from "@/lib/search/search";

/**
 * A category tile's link (spec 1 §2 Home, spec 2 §2 Categories): /stores with the category and the start-up place
 * (spec 1 §4), else Tirana in the page's language. The server renders the Tirana link; the browser swaps in the
 * stored place once it knows it, so a cached page still sends each customer to their own place.
 */
export function CategoryLink({ categoryId, className, children }: { categoryId: number; className?: string; children: ReactNode }) {
  const locale = useLocale() as "sq" | "en";
  const place = useStoredPlace();
  return (
    <Link href={categoryHref(categoryId, place, locale)} className={className}>
      {children}
    </Link>
  );
}
