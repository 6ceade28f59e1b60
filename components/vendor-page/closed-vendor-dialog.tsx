"use client";

import { onDemand } from "@/lib/client/on-demand";
import { useVendor } from "./vendor-context";

// Most vendor pages are seen while the vendor is open: the closed notice's code (modal, opening-hours text) loads only
// for a closed one (issue 14's JS budget). If it cannot be fetched, the page's own "closed" line still says so.
const view = onDemand<object>(() => import("./closed-vendor-dialog-view"));

/** spec 2 §4 Vendor open state: a closed vendor opens a modal after load (components/vendor-page/closed-vendor-dialog-view.tsx). */
export function ClosedVendorDialog() {
  const { isOpen } = useVendor();
  if (isOpen) return null;
  return <view.View />;
}
