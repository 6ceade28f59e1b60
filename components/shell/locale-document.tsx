import type { ReactNode } from "react";
import { NextIntlClientProvider, type Messages } from "next-intl";
import { getMessages } from "next-intl/server";
import { SnackbarProvider } from "@/components/ui/snackbar";
import type { Locale } from "@/lib/i18n/routing";
import { ScrollToTop } from "./scroll-to-top";

/**
 * Messages that client components read with useTranslations. Everything else is translated on the
 * server and passed down as props, so the RSC payload of every page stays small. Add a namespace
 * (or a few keys of one) here when a client component needs it.
 */
const CLIENT_MESSAGES = {
  common: true,
  errors: true,
  shell: ["cart", "cartItems", "cartEmpty"],
} satisfies { [N in keyof Messages]?: true | (keyof Messages[N])[] };

function pickClientMessages(all: Messages): Partial<Messages> {
  const out: Record<string, unknown> = {};
  for (const [namespace, keys] of Object.entries(CLIENT_MESSAGES)) {
    const source = all[namespace as keyof Messages] as Record<string, unknown> | undefined;
    if (!source) continue;
    out[namespace] = keys === true ? source : Object.fromEntries((keys as string[]).map((k) => [k, source[k]]));
  }
  return out as Partial<Messages>;
}

/** <html>/<body> with the client-side i18n provider and the snackbar: the locale layout and the root 404 share it. */
export async function LocaleDocument({ locale, children }: { locale: Locale; children: ReactNode }) {
  const messages = pickClientMessages(await getMessages({ locale }));
  return (
    <html lang={locale} data-scroll-behavior="smooth">
      <body className="min-h-dvh font-sans antialiased">
        <NextIntlClientProvider locale={locale} messages={messages}>
          <SnackbarProvider>{children}</SnackbarProvider>
          <ScrollToTop />
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
