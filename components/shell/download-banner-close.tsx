"use client";

import { useEffect, useRef, useState, type ReactNode } from "react";
import { onDemand } from "@/lib/client/on-demand";
import type { DownloadBannerBodyProps } from "./download-banner-body";

// spec 1 §2 Shell: "A sticky download-app QR banner appears after scrolling more than 80 px."
export const BANNER_AFTER_PX = 80;
const DISMISSED_KEY = "shijo.appBanner.dismissed";

function dismissedBefore(): boolean {
  try {
    return window.sessionStorage.getItem(DISMISSED_KEY) === "1";
  } catch {
    return false; // storage disabled: the banner can still be closed for this page
  }
}

// ADR 0043: the banner's contents are fetched on the first scroll and drawn when it first slides in.
const bannerBody = onDemand<DownloadBannerBodyProps>(() => import("./download-banner-body"));

/**
 * The banner's close button, and what makes the banner (DownloadBanner's server HTML, the button's <aside>) slide in
 * past BANNER_AFTER_PX and stay away once closed in this tab, and what it shows (`body`, drawn when it first slides
 * in). Until it slides in, the banner is inert and hidden (its classes: `data-visible=false` → content-visibility hidden).
 * The button's icon (`children`) comes drawn from the server, so the shell's first load carries no icon code (issue 14).
 */
export function DownloadBannerClose({ label, children, body }: { label: string; children: ReactNode; body: DownloadBannerBodyProps }) {
  const button = useRef<HTMLButtonElement>(null);
  const [drawn, setDrawn] = useState(false);
  useEffect(() => {
    const banner = button.current?.closest("aside");
    if (!banner) return;
    if (dismissedBefore()) {
      banner.hidden = true;
      return;
    }
    let shown = false;
    const follow = () => {
      if (window.scrollY > 0) bannerBody.preload();
      const past = window.scrollY > BANNER_AFTER_PX;
      if (past === shown) return; // only a change of side touches the DOM, not every scroll event
      shown = past;
      if (past) setDrawn(true);
      banner.dataset.visible = String(past);
      banner.inert = !past;
    };
    follow();
    window.addEventListener("scroll", follow, { passive: true });
    return () => window.removeEventListener("scroll", follow);
  }, []);

  function dismiss() {
    const banner = button.current?.closest("aside");
    if (banner) banner.hidden = true;
    try {
      window.sessionStorage.setItem(DISMISSED_KEY, "1");
    } catch {
      /* see dismissedBefore */
    }
  }

  return (
    <>
      {drawn && <bannerBody.View {...body} />}
      <button ref={button} type="button" onClick={dismiss} aria-label={label} className="icon-btn absolute top-2 right-2 size-8 text-gray-500">
        {children}
      </button>
    </>
  );
}
