"use client";

import { useState, useSyncExternalStore, type ReactNode } from "react";
import { CloseIcon } from "@/components/ui/icons/x";

// spec 1 §2 Shell: "A sticky download-app QR banner appears after scrolling more than 80 px."
export const BANNER_AFTER_PX = 80;
const DISMISSED_KEY = "shijo.appBanner.dismissed";

function subscribeScroll(onChange: () => void) {
  window.addEventListener("scroll", onChange, { passive: true });
  return () => window.removeEventListener("scroll", onChange);
}
const scrolledPast = () => window.scrollY > BANNER_AFTER_PX;

const subscribeNothing = () => () => {};
function dismissedBefore(): boolean {
  try {
    return window.sessionStorage.getItem(DISMISSED_KEY) === "1";
  } catch {
    return false; // storage disabled: the banner can still be closed for this page
  }
}
const onServer = () => false;

export function DownloadBannerFrame({ label, dismissLabel, children }: { label: string; dismissLabel: string; children: ReactNode }) {
  // Only true/false changes re-render, not every scroll event.
  const visible = useSyncExternalStore(subscribeScroll, scrolledPast, onServer);
  const wasDismissed = useSyncExternalStore(subscribeNothing, dismissedBefore, onServer);
  const [dismissed, setDismissed] = useState(false);

  if (dismissed || wasDismissed) return null;

  function dismiss() {
    setDismissed(true);
    try {
      window.sessionStorage.setItem(DISMISSED_KEY, "1");
    } catch {
      /* see dismissedBefore */
    }
  }

  // Until it slides in, its contents are not drawn and its store badges (two SVG documents) not fetched: they cost
  // every page's first load main-thread work for a banner nobody has seen yet (issue 31).
  return (
    <aside
      aria-label={label}
      data-download-banner=""
      inert={!visible}
      data-visible={visible}
      className="fixed inset-x-3 bottom-3 z-30 flex translate-y-[calc(100%+1rem)] items-center gap-4 rounded-2xl bg-white p-3 pr-12 opacity-0 shadow-[0_12px_40px_-12px_rgb(0_0_0/0.35)] ring-1 ring-black/5 transition duration-300 ease-out data-[visible=true]:translate-y-0 data-[visible=true]:opacity-100 data-[visible=false]:[content-visibility:hidden] motion-reduce:transition-none sm:inset-x-auto sm:right-5 sm:bottom-5 sm:w-[25rem] sm:p-4 sm:pr-12"
    >
      {children}
      <button type="button" onClick={dismiss} aria-label={dismissLabel} className="icon-btn absolute top-2 right-2 size-8 text-gray-500">
        <CloseIcon className="size-4" />
      </button>
    </aside>
  );
}
