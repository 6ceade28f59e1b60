"use client";

import { useEffect, useRef, type ReactNode } from "react";

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

/**
 * The banner's close button, and what makes the banner (DownloadBanner's server HTML, the button's <aside>) slide in
 * past BANNER_AFTER_PX and stay away once closed in this tab. Until it slides in, the banner is inert and its contents
 * are not drawn (its classes: `data-visible=false` → content-visibility hidden), so its store badges are not fetched.
 * The button's icon (`children`) comes drawn from the server, so the shell's first load carries no icon code (issue 14).
 */
export function DownloadBannerClose({ label, children }: { label: string; children: ReactNode }) {
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const banner = button.current?.closest("aside");
    if (!banner) return;
    if (dismissedBefore()) {
      banner.hidden = true;
      return;
    }
    let shown = false;
    const follow = () => {
      const past = window.scrollY > BANNER_AFTER_PX;
      if (past === shown) return; // only a change of side touches the DOM, not every scroll event
      shown = past;
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
    <button ref={button} type="button" onClick={dismiss} aria-label={label} className="icon-btn absolute top-2 right-2 size-8 text-gray-500">
      {children}
    </button>
  );
}
