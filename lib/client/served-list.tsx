"use client";

import { lazy, useMemo, type ComponentType, type MouseEvent } from "react";
import { useRouter, type Router } from "@/lib/i18n/navigation";
import type { OnDemand } from "./on-demand";
import { isPlainClick } from "./plain-click";
import { KEEP_SERVER_HTML, useServedHtmlKept } from "./served-html";

/**
 * A click on a kept item's link goes on in the page, as next/link would have taken it (the link is served HTML, not
 * React's): a plain left click (or Enter) without a modifier key; anything else is the browser's (a new tab).
 */
function follow(event: MouseEvent<HTMLLIElement>, href: string, router: Router): void {
  if (!isPlainClick(event)) return;
  const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
  if (!link || !event.currentTarget.contains(link) || (link.getAttribute("target") ?? "_self") !== "_self") return;
  event.preventDefault();
  router.push(href);
}

export interface ServedListOptions<P> {
  /** Each item's React key. */
  keyOf: (props: P) => string | number;
  /** Where an item's link leads, as an app href (lib/i18n/navigation): a click on it goes on in the page. */
  hrefOf?: (props: P) => string;
}

/**
 * `<li>` items a list's server component would draw, from their data (issue 26 §4, ADR 0035). A server component's
 * output travels in the RSC payload as rendered elements, beside the HTML; a client component's props travel as the
 * data they are, often a fifth of that. So the page hands this list its items' props, and the server draws each with
 * `serverView`; the browser keeps the served items as they are, as the vendor menu does (ADR 0031), and does not need
 * their code. Items drawn in the browser (a client-side navigation, items that changed) are rendered by `code`, fetched
 * then (the navigation waits for it). `serverView` is the component on the server and null in the browser, whose build drops it:
 * `typeof window === "undefined" ? require("./view").View : null` (lib/client/island.tsx).
 */
export function servedList<P extends object>(serverView: ComponentType<P> | null, code: OnDemand<P>, { keyOf, hrefOf }: ServedListOptions<P>) {
  // No Suspense boundary of its own: drawn in a navigation (a transition), the page waits for the code as it waits for
  // its data, and the previous page stays on screen meanwhile rather than a list of empty items. Code that cannot be
  // fetched draws nothing in each item (the person is offline; the page's links still work as links).
  const nothing: ComponentType<P> = () => null;
  const Drawn = lazy(() => code.load().then((View) => ({ default: View }), () => ({ default: nothing })));
  return function ServedList({ items, itemClassName }: { items: P[]; itemClassName: string }) {
    const drawn = useMemo(() => JSON.stringify(items), [items]);
    const kept = useServedHtmlKept(drawn);
    const router = useRouter();

    return items.map((props) => {
      const key = keyOf(props);
      if (serverView) {
        const View = serverView;
        return (
          <li key={key} className={itemClassName}>
            <View {...props} />
          </li>
        );
      }
      if (kept) {
        const href = hrefOf?.(props);
        // A key of its own: once React draws an item, the served children are not React's to replace.
        return (
          <li
            key={`served-${key}`}
            className={itemClassName}
            onClick={href === undefined ? undefined : (event) => follow(event, href, router)}
            dangerouslySetInnerHTML={KEEP_SERVER_HTML}
            suppressHydrationWarning
          />
        );
      }
      return (
        <li key={key} className={itemClassName}>
          <Drawn {...props} />
        </li>
      );
    });
  };
}
