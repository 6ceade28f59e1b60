import type { ReactNode } from "react";
import type { Messages } from "next-intl";
import { getMessages } from "next-intl/server";
import { MessagesProvider } from "@/lib/i18n/client";
import { pickMessages, type MessagePath } from "@/lib/i18n/pick-messages";

/**
 * The shell sends only `common` and `errors` to every page (components/shell/locale-document.tsx); a page whose
 * client components need more wraps them here with just the namespaces they use — or, of a large one, just the
 * messages ("checkout.errorTitle") — so its strings travel with it only.
 */
export async function ClientMessages({ namespaces, children }: { namespaces: readonly MessagePath<keyof Messages>[]; children: ReactNode }) {
  const picked = pickMessages(await getMessages(), namespaces) as Partial<Messages>;
  return (
    <MessagesProvider messages={picked}>
      {children}
    </MessagesProvider>
  );
}

/**
 * What the orders list's client components read (OrdersView, OrderCard): the list's own words and the statuses. Not
 * the order pages' whole set (ORDER_NAMESPACES, 11 KB with checkout's): on replayed answers /orders took 7.0 ms of
 * CPU a view with those and 6.3 without (npm run bench:pairs, ADR 0029 session 35).
 */
export const ORDERS_LIST_NAMESPACES = ["orders", "order_status"] as const;

/** What the order pages' client components read. */
export const ORDER_NAMESPACES = ["orders", "orderSummary", "order_status", "order_review", "order_summary", "orderHelp", "payment_methods", "restaurant_details", "checkout"] as const;

/** What the profile's address and card pages read on the client, beside the profile layout's own. */
export const PROFILE_FORMS_NAMESPACES = ["profile.addresses", "profile.cards", "checkout", "card", "add_new_address"] as const;
