import type { ReactNode } from "react";
import type { Messages } from "next-intl";
import { getMessages } from "next-intl/server";
import { MessagesProvider } from "@/lib/i18n/client";

type Namespace = keyof Messages;

/**
 * The shell sends only `common` and `errors` to every page (components/shell/locale-document.tsx); a page whose
 * client components need more wraps them here with just the namespaces they use, so its strings travel with it only.
 */
export async function ClientMessages({ namespaces, children }: { namespaces: readonly Namespace[]; children: ReactNode }) {
  const all = await getMessages();
  const picked: Partial<Messages> = {};
  for (const ns of namespaces) if (ns in all) Object.assign(picked, { [ns]: all[ns] });
  return (
    <MessagesProvider messages={picked}>
      {children}
    </MessagesProvider>
  );
}

/** What the order pages' client components read. */
export const ORDER_NAMESPACES = ["orders", "orderSummary", "order_status", "order_review", "order_summary", "orderHelp", "payment_methods", "restaurant_details", "checkout"] as const;
