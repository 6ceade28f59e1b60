"use client";

import type { Locale } from "@/lib/i18n/routing";
import type { VendorCardData } from "@/lib/vendors/card";
import { VendorCard, type VendorCardLabels } from "./vendor-card";

/** The cards of the pages appended in the browser (components/vendor-list/more-vendors.tsx loads this with the first). */
export default function AppendedVendors({ cards, labels, locale }: { cards: VendorCardData[]; labels: VendorCardLabels; locale: Locale }) {
  return cards.map((card) => (
    <li key={card.id}>
      <VendorCard card={card} labels={labels} locale={locale} />
    </li>
  ));
}
