import type { ReactNode } from "react";
import { NextIntlClientProvider, type Messages } from "next-intl";
import { getLocale, getMessages } from "next-intl/server";

/**
 * The shared layout sends only `common` and `errors` to the browser (components/shell/locale-document.tsx); a page
 * whose client components need more wraps them here with just the namespaces they use.
 */
export async function ClientMessages({ namespaces, children }: { namespaces: ReadonlyArray<keyof Messages>; children: ReactNode }) {
  const [locale, all] = await Promise.all([getLocale(), getMessages()]);
  const messages: Record<string, unknown> = {};
  for (const ns of ["common", "errors", ...namespaces] as const) messages[ns] = all[ns];
  return (
    <NextIntlClientProvider locale={locale} messages={messages as Partial<Messages>}>
      {children}
    </NextIntlClientProvider>
  );
}
