"use client";

import { useEffect, useRef, useState, type MouseEvent } from "react";
import { ApiImage } from "@/components/ui/api-image";
import { categoryAnchor } from "./anchors";

// spec 2 §9: the active category tracks scroll with a 150 px offset; the vendor header is sticky after 620 px.
export const CATEGORY_OFFSET_PX = 150;
export const VENDOR_HEADER_STICKY_PX = 620;

export interface CategoryNavProps {
  label: string;
  vendorTitle: string;
  logo: string | null;
  categories: Array<{ id: number; title: string }>;
}

/** The sticky horizontal category menu (spec 2 §2), with the compact vendor header once scrolled past 620 px. */
export function CategoryNavView({ label, vendorTitle, logo, categories }: CategoryNavProps) {
  const [active, setActive] = useState<number | null>(categories[0]?.id ?? null);
  const [stuck, setStuck] = useState(false);
  const listRef = useRef<HTMLUListElement>(null);
  // The category a jump went to stays current until the person scrolls themselves: lists drawn as they come near
  // change size while the smooth scroll runs, so where it ends is not where it aimed.
  const jumped = useRef<number | null>(null);

  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      setStuck(window.scrollY > VENDOR_HEADER_STICKY_PX);
      let current: number | null = categories[0]?.id ?? null;
      // At the bottom of the page the last sections can never reach the offset: the last one on screen is current
      // (a jump to the last category lands there, and the strip must say so).
      const atBottom = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
      for (const c of categories) {
        const top = document.getElementById(categoryAnchor(c.id))?.getBoundingClientRect().top;
        if (top !== undefined && (top <= CATEGORY_OFFSET_PX || (atBottom && top < window.innerHeight))) current = c.id;
      }
      setActive(jumped.current ?? current);
    };
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(update);
    };
    const ownScroll = () => {
      jumped.current = null;
    };
    // A jump made before this strip's code was there is the browser's own (the link's #category-…): the same rule.
    const fromHash = () => {
      const target = categories.find((c) => `#${categoryAnchor(c.id)}` === window.location.hash);
      if (target) jumped.current = target.id;
    };
    fromHash();
    window.addEventListener("hashchange", fromHash);
    update();
    window.addEventListener("scroll", onScroll, { passive: true });
    window.addEventListener("resize", onScroll);
    for (const type of ["wheel", "touchmove", "keydown"] as const) window.addEventListener(type, ownScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      window.removeEventListener("resize", onScroll);
      window.removeEventListener("hashchange", fromHash);
      for (const type of ["wheel", "touchmove", "keydown"] as const) window.removeEventListener(type, ownScroll);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [categories]);

  // Keep the active tab visible in the horizontal strip (never scrolls the page itself).
  useEffect(() => {
    const list = listRef.current;
    const link = list?.querySelector<HTMLElement>(`[data-category="${active}"]`);
    if (!list || !link) return;
    const left = link.offsetLeft - list.offsetLeft - 16;
    if (left < list.scrollLeft || link.offsetLeft + link.offsetWidth > list.scrollLeft + list.clientWidth) {
      list.scrollTo({ left: Math.max(0, left), behavior: "smooth" });
    }
  }, [active]);

  function jump(event: MouseEvent<HTMLAnchorElement>, id: number) {
    const section = document.getElementById(categoryAnchor(id));
    if (!section) return;
    event.preventDefault(); // no #hash entries in the history; scroll-margin keeps the title below the sticky bars
    jumped.current = id;
    section.scrollIntoView({ behavior: window.matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth" });
    setActive(id);
  }

  return (
    <nav aria-label={label} data-stuck={stuck} className="group sticky top-16 z-30 -mx-4 border-b border-gray-100 bg-white/95 px-4 backdrop-blur-md sm:-mx-6 sm:px-6 lg:-mx-8 lg:px-8">
      <div className="flex items-center gap-3">
        <div aria-hidden={!stuck} className="hidden shrink-0 items-center gap-2 group-data-[stuck=true]:flex">
          {logo && (
            <ApiImage src={logo} alt="" width={28} height={28} sizes="28px" className="size-7 rounded-full object-cover ring-1 ring-gray-200" />
          )}
          <span className="max-w-40 truncate text-sm font-bold">{vendorTitle}</span>
        </div>
        <ul ref={listRef} className="flex min-w-0 flex-1 gap-1 overflow-x-auto py-2 [scrollbar-width:none]">
          {categories.map((c) => (
            <li key={c.id} className="shrink-0">
              <a
                href={`#${categoryAnchor(c.id)}`}
                data-category={c.id}
                aria-current={active === c.id ? "true" : undefined}
                onClick={(event) => jump(event, c.id)}
                className="inline-flex h-9 items-center rounded-full px-4 text-sm font-semibold whitespace-nowrap text-gray-700 hover:bg-gray-100 aria-[current=true]:bg-ink aria-[current=true]:text-white"
              >
                {c.title}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}
