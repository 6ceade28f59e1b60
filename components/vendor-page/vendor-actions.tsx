"use client";

import { useEffect } from "react";
import { onDemand } from "@/lib/client/on-demand";
import { hydrateOnIntent, passedContext } from "@/lib/client/island";
import { cartUnits } from "@/lib/cart/count";
import { useCart } from "@/lib/cart/store";
import { hasSessionCookie } from "@/lib/client/session-user";
import { SnackbarContext } from "@/components/ui/snackbar";
import { PersonalContext, VendorContext } from "./vendor-context";

// The header's actions (share, favourite, past orders, cart) load and hydrate on the first use of the page, or at once
// when they have something personal to show: a signed-in customer's heart and past orders, or a cart with something
// in it (issue 14: first-load JavaScript of the vendor page, which most visitors open as guests).
const island = hydrateOnIntent<{ title: string }>(
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the server's copy; the browser build drops it (lib/client/island.tsx)
  typeof window === "undefined" ? (require("./vendor-actions-view") as typeof import("./vendor-actions-view")).VendorActionsView : null,
  onDemand(() => import("./vendor-actions-view").then((m) => ({ default: m.VendorActionsView }))),
  { contexts: [passedContext(SnackbarContext), passedContext(VendorContext), passedContext(PersonalContext)] },
);

/** spec 2 §2 Vendor page header actions (components/vendor-page/vendor-actions-view.tsx). */
export function VendorActions({ title }: { title: string }) {
  const units = cartUnits(useCart().items);
  useEffect(() => {
    if (units > 0 || hasSessionCookie()) island.now();
  }, [units]);
  return <island.Island title={title} />;
}
