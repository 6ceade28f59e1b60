"use client";

import { useMemo } from "react";
import { onDemand } from "@/lib/client/on-demand";
import { servedList } from "@/lib/client/served-list";
import type { Locale } from "@/lib/i18n/routing";
import type { VendorCardData } from "@/lib/vendors/card";
import type { VendorCardLabels } from "./vendor-card";

type CardProps = { card: VendorCardData; labels: VendorCardLabels; locale: Locale; compact?: boolean };

const List = servedList<CardProps>(
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the server's copy; the browser build drops it (lib/client/island.tsx)
  typeof window === "undefined" ? (require("./vendor-card") as typeof import("./vendor-card")).VendorCard : null,
  // In the browser the card's code comes when cards are drawn there (a client-side navigation, cards that changed).
  onDemand(() => import("./vendor-card").then((m) => ({ default: m.VendorCard }))),
  { keyOf: ({ card }) => card.id, hrefOf: ({ card }) => card.href },
);

/**
 * The vendor cards the server draws (the stores page's first page and its featured rows), handed over as their data:
 * as a server component's output every card's elements, classes and picture addresses travelled in the RSC payload
 * beside the HTML (ADR 0035). The browser keeps the served cards; a click on one goes on in the page.
 */
export function ServedCards({ cards, labels, locale, itemClassName, compact = false }: { cards: VendorCardData[]; labels: VendorCardLabels; locale: Locale; itemClassName: string; compact?: boolean }) {
  const items = useMemo(() => cards.map((card) => ({ card, labels, locale, compact })), [cards, labels, locale, compact]);
  return <List items={items} itemClassName={itemClassName} />;
}
