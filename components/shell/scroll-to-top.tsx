"use client";

import { useEffect, useRef } from "react";
import { usePathname } from "next/navigation";

// spec 1 §2 Shell: "The page scrolls to top on each route change."
export function ScrollToTop() {
  const pathname = usePathname();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (!window.location.hash) window.scrollTo({ top: 0, left: 0, behavior: "instant" });
  }, [pathname]);
  return null;
}
