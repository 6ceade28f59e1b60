import type { ReactNode } from "react";
import type { Messages } from "next-intl";
import { getMessages } from "next-intl/server";
import { cookies } from "next/headers";
import { preconnect } from "react-dom";
import { externalOrigins } from "@/lib/security/origins";
import { SESSION_ATTRIBUTE } from "@/lib/html-marks";
import { sessionCookieName } from "@/lib/session/config";
import { SnackbarProvider } from "@/components/ui/snackbar";
import { MessagesProvider } from "@/lib/i18n/client";
import { RouterProvider } from "@/lib/i18n/navigation";
import { TIME_ZONE, type Locale } from "@/lib/i18n/routing";
import { ScrollToTop } from "./scroll-to-top";
import { SessionSync } from "./session-user";
import { PwaClient } from "@/components/pwa/pwa-client";

/**
 * Messages that client components read with useTranslations. Everything else is translated on the
 * server and passed down as props, so the RSC payload of every page stays small. Add a namespace
 * (or a few keys of one) here when a client component needs it.
 */
const CLIENT_MESSAGES = {
  common: true,
  errors: true,
  shell: ["cart", "cartItems", "cartEmpty"],
  // The install prompt (components/pwa/install-prompt.tsx), offered on any page.
  pwa: ["installLabel", "installTitle", "installText", "installAction", "installDismiss"],
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

/**
 * <html>/<body> with the client-side i18n provider, the router and the snackbar: the locale layout and the root 404
 * share it.
 */
export async function LocaleDocument({ locale, children }: { locale: Locale; children: ReactNode }) {
  const [all, jar] = await Promise.all([getMessages({ locale }), cookies()]);
  const messages = pickClientMessages(all);
  // Whether a session cookie came along: CSS shows the account's parts of the shell or the guest's before the client
  // knows the name (ADR 0014). A cached public page is rendered with "0"; the proxy sets it per copy. The client owns
  // it after hydration (components/shell/session-user.tsx), hence no hydration warning for it.
  const session = { [SESSION_ATTRIBUTE]: jar.has(sessionCookieName()) ? "1" : "0" };
  // The product API's pictures (vendor covers, blog covers, landing heroes) are often the largest paint: open the
  // connection to their origin while the HTML is still arriving (issue 14, LCP).
  const [pictures] = externalOrigins().imgOrigins;
  if (pictures) preconnect(pictures);
  return (
    <html lang={locale} data-scroll-behavior="smooth" {...session} suppressHydrationWarning>
      <body className="min-h-dvh font-sans antialiased">
        <MessagesProvider locale={locale} timeZone={TIME_ZONE} messages={messages}>
          <RouterProvider>
            <SnackbarProvider>{children}</SnackbarProvider>
          </RouterProvider>
          <ScrollToTop />
          <SessionSync />
          <PwaClient />
        </MessagesProvider>
      </body>
    </html>
  );
}
