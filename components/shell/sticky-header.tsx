import type { ReactNode } from "react";
import { StickyHeaderWatch } from "./sticky-header-watch";

/** The shell header's id: StickyHeaderWatch finds it by it. */
export const HEADER_ID = "shell-header";

/**
 * spec 1 §2 Shell: the header turns sticky after 100 px of scroll (StickyHeaderWatch writes `data-stuck`) and has a
 * bottom border on checkout (the checkout page's `data-header-bordered` mark, by CSS `:has()`, so it is there at
 * first paint and follows client-side navigation). Server HTML: its classes are not client code on every page
 * (issue 26: the 150 KB first-load budget).
 */
export function StickyHeader({ children }: { children: ReactNode }) {
  return (
    <header
      id={HEADER_ID}
      className="relative top-0 z-40 border-b border-transparent bg-white/95 backdrop-blur-md data-[stuck=true]:sticky data-[stuck=true]:animate-[shell-slide-down_220ms_ease-out] data-[stuck=true]:shadow-[0_6px_20px_-8px_rgb(0_0_0/0.18)] motion-reduce:data-[stuck=true]:animate-none [body:has([data-header-bordered])_&]:border-gray-200"
    >
      {children}
      <StickyHeaderWatch id={HEADER_ID} />
    </header>
  );
}
