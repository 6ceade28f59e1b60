import type { ReactNode } from "react";
import { NextIntlClientProvider, type Messages } from "next-intl";
import { getLocale, getMessages } from "next-intl/server";

type Namespace = keyof Messages;

/**
 * Gives the client components below these namespaces only (the shell sends just common/errors to every page):
 * the vendor and cart pages' strings travel with those pages, not with every page of the site.
 */
export async function ClientMessages({ namespaces, children }: { namespaces: Namespace[]; children: ReactNode }) {
  const [locale, all] = await Promise.all([getLocale(), getMessages()]);
  const picked: Partial<Messages> = {};
  for (const ns of ["common", "errors", ...namespaces] as Namespace[]) Object.assign(picked, { [ns]: all[ns] });
  return (
    <NextIntlClientProvider locale={locale} messages={picked}>
      {children}
    </NextIntlClientProvider>
  );
}
