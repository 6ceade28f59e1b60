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
