import { useState } from "react";
import { HYDRATED_ATTRIBUTE } from "@/lib/html-marks";

/**
 * An element's dangerouslySetInnerHTML that keeps what the server sent: React leaves an element's server children alone
 * when it hydrates it with dangerouslySetInnerHTML (no check of them in production). lib/client/island.tsx, the vendor
 * page's menu and its JSON-LD rely on it; tests/unit/menu-list.test.tsx fails if React stops doing so.
 */
export const KEEP_SERVER_HTML = { __html: "" };

/**
 * Whether this component is hydrating the page's server HTML: its first render in the browser, before the page has
 * hydrated (components/shell/session-user.tsx marks <html> then). False on the server and for anything drawn after
 * (a client-side navigation). Fixed for the component's life.
 */
export function useHydratingServerHtml(): boolean {
  const [hydrating] = useState(() => typeof window !== "undefined" && !document.documentElement.hasAttribute(HYDRATED_ATTRIBUTE));
  return hydrating;
}

/**
 * Whether the server HTML a component found while hydrating still shows what it would draw now. `drawn` is what it
 * shows, as one string. True from hydration for as long as `drawn` stays the same; once it differs, false for good
 * (React draws from then on, and the served HTML is gone). Always false on the server and for a component drawn after
 * the page hydrated.
 */
export function useServedHtmlKept(drawn: string): boolean {
  const hydrating = useHydratingServerHtml();
  const [served, setServed] = useState(hydrating ? drawn : null);
  if (served !== null && served !== drawn) setServed(null);
  return served === drawn;
}
