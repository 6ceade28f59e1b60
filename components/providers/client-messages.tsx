import type { ReactNode } from "react";
import { NextIntlClientProvider, type Messages } from "next-intl";
import { getLocale, getMessages } from "next-intl/server";

type Namespace = keyof Messages;

/**
 * The shell sends only `common` and `errors` to every page (components/shell/locale-document.tsx); a page whose
 * client components need more wraps them here with just the namespaces they use, so its strings travel with it only.
 */
export async function ClientMessages({ namespaces, children }: { namespaces: readonly Namespace[]; children: ReactNode }) {
  const [locale, all] = await Promise.all([getLocale(), getMessages()]);
  const picked: Partial<Messages> = {};
  for (const ns of ["common", "errors", ...namespaces] as Namespace[]) if (ns in all) Object.assign(picked, { [ns]: all[ns] });
  return (
    <NextIntlClientProvider locale={locale} messages={picked}>
      {children}
    </NextIntlClientProvider>
  );
}

/** What the order pages' client components read. */
export const ORDER_NAMESPACES = ["orders", "orderSummary", "order_status", "order_review", "order_summary", "orderHelp", "payment_methods", "restaurant_details", "checkout"] as const;
