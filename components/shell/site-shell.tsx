import type { ReactNode } from "react";
import { getTranslations } from "next-intl/server";
import { DownloadBanner } from "./download-banner";
import { Footer } from "./footer";
import { Header } from "./header";

// One element each, shared by every SiteShell of a render: a page's RSC payload carries the shell three times (the page,
// and the eagerly rendered not-found boundaries of app/ and app/[locale]), and React's Flight writes an element it has
// already written as a reference to the first copy — the chrome is sent once (issue 14: HTML size, parse, hydration).
const HEADER = <Header />;
const MEMBER_HEADER = <Header member />;
const FOOTER = <Footer />;
const BANNER = <DownloadBanner />;

/**
 * Header (with the sidebar) + main + optional footer, for the route-group layouts.
 * spec 1 §2 Shell: the footer is hidden on map pages; the QR banner goes with the footer (map pages do not scroll).
 * A page that is an app screen (the chat, issue 24) marks its frame `data-app-screen`: the shell is then exactly the
 * viewport — header above, the screen filling the rest — by CSS alone, so nothing waits for JavaScript. Its route group
 * ((app-screen)) asks for no footer: no footer and no download prompt over the screen, and neither sent hidden.
 * `member`: the guarded groups' shell (their layouts have checked the session), without the guest's parts of the header.
 */
export async function SiteShell({ children, footer = true, member = false }: { children: ReactNode; footer?: boolean; member?: boolean }) {
  const t = await getTranslations("shell");
  return (
    <div className="flex min-h-dvh flex-col has-[[data-app-screen]]:h-dvh">
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-ink px-4 py-2 text-sm font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t("skipToContent")}
      </a>
      {member ? MEMBER_HEADER : HEADER}
      <main id="main" tabIndex={-1} className="flex flex-1 flex-col outline-none has-[[data-app-screen]]:min-h-0">
        {children}
      </main>
      {footer && FOOTER}
      {footer && BANNER}
    </div>
  );
}
