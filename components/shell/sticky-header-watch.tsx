"use client";

import { useEffect } from "react";

// spec 1 §2 Shell: the header turns sticky after 100 px of scroll.
export const STICKY_AFTER_PX = 100;

/** Keeps the header's `data-stuck` true to the scroll: written to the DOM directly, no React render per scroll event. */
export function StickyHeaderWatch({ id }: { id: string }) {
  useEffect(() => {
    const header = document.getElementById(id);
    if (!header) return;
    const update = () => {
      const stuck = window.scrollY > STICKY_AFTER_PX ? "true" : "false";
      if (header.dataset.stuck !== stuck) header.dataset.stuck = stuck;
    };
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, [id]);
  return null;
}
