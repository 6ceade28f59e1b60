"use client";

import { useEffect, useState } from "react";
import { onDemand, onFirstIntent } from "@/lib/client/on-demand";
import type { KeptInstallWindow } from "./install-store";

// What the PWA does (the service worker's registration, the install offer, a signed-in device's push subscription
// kept current) comes with the person's first use of the page (pwa-on-use.tsx). Loaded with the page it was ~1.3 KB gz
// that every public page's first load carried (over issue 27's 150 KB on the home and stores pages), and the worker's
// install fetched and compiled the offline pages' scripts while the page itself was still starting.
const OnUse = onDemand<object>(() => import("./pwa-on-use").then((m) => ({ default: m.PwaOnUse })), { ssr: false });

/**
 * Issue 29 / ADR 0021, on every page: keeps Chromium's install event (it may fire before the offer's code is there;
 * held back, the browser's own mini-infobar does not show either) for our own offer; the rest on first use.
 */
export function PwaClient() {
  const [used, setUsed] = useState(false);
  useEffect(() => {
    addEventListener("beforeinstallprompt", (event) => {
      event.preventDefault();
      (window as KeptInstallWindow).shijoInstallEvent = event;
    });
    onFirstIntent(() => setUsed(true));
  }, []);
  return used ? <OnUse.View /> : null;
}
