"use client";

import { useEffect, useRef, type ReactNode } from "react";
import { usePathname } from "@/lib/i18n/navigation";

// spec 1 §2 Shell: the header turns sticky after 100 px of scroll and has a bottom border on checkout.
export const STICKY_AFTER_PX = 100;

export function StickyHeader({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLElement>(null);
  const pathname = usePathname();

  useEffect(() => {
    const header = ref.current;
    if (!header) return;
    // Written to the DOM directly (not state): no React render per scroll event.
    const update = () => {
      const stuck = window.scrollY > STICKY_AFTER_PX ? "true" : "false";
      if (header.dataset.stuck !== stuck) header.dataset.stuck = stuck;
    };
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);

  return (
    <header
      ref={ref}
      data-bordered={pathname === "/checkout" ? "true" : undefined}
      className="relative top-0 z-40 border-b border-transparent bg-white/95 backdrop-blur-md data-[bordered=true]:border-gray-200 data-[stuck=true]:sticky data-[stuck=true]:animate-[shell-slide-down_220ms_ease-out] data-[stuck=true]:shadow-[0_6px_20px_-8px_rgb(0_0_0/0.18)] motion-reduce:data-[stuck=true]:animate-none"
    >
      {children}
    </header>
  );
}
