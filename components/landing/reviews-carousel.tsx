"use client";

import { useEffect, useState, useSyncExternalStore } from "react";
import { useTranslations } from "@/lib/i18n/client";
import { ChevronLeftIcon } from "@/components/ui/icons/chevron-left";
import { ChevronRightIcon } from "@/components/ui/icons/chevron-right";
import { PauseIcon } from "@/components/ui/icons/pause";
import { PlayIcon } from "@/components/ui/icons/play";
import { StarIcon } from "@/components/ui/icons/star";
import { carouselItemsForWidth } from "@/lib/carousel";

export const AUTOPLAY_MS = 5000; // spec 1 §9: landing carousel autoplay 5 s

interface Review {
  id: number | string;
  name: string;
  title?: string | null;
  content: string;
  rating: number;
}

function subscribeResize(onChange: () => void) {
  window.addEventListener("resize", onChange);
  return () => window.removeEventListener("resize", onChange);
}

function subscribeMotion(onChange: () => void) {
  const query = window.matchMedia("(prefers-reduced-motion: reduce)");
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

/**
 * spec 1 §9 reviews carousel: 4, 3, 2 or 1 items by width (lib/cart/carousel; the CSS widths use the same
 * breakpoints, so the server HTML is already laid out), autoplay every 5 s, paused by the button, by hover or focus
 * inside, and never started when the visitor prefers reduced motion.
 */
export function ReviewsCarousel({ reviews }: { reviews: readonly Review[] }) {
  const t = useTranslations("landing");
  const perView = useSyncExternalStore(subscribeResize, () => carouselItemsForWidth(window.innerWidth), () => 1);
  const reducedMotion = useSyncExternalStore(subscribeMotion, () => window.matchMedia("(prefers-reduced-motion: reduce)").matches, () => true);
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [holding, setHolding] = useState(false);
  const last = Math.max(0, reviews.length - perView);
  const shown = Math.min(index, last);
  const stopped = paused || reducedMotion;
  const playing = !stopped && !holding && last > 0;

  useEffect(() => {
    if (!playing) return;
    const timer = window.setInterval(() => setIndex((i) => (Math.min(i, last) >= last ? 0 : i + 1)), AUTOPLAY_MS);
    return () => window.clearInterval(timer);
  }, [playing, last]);

  return (
    // A group, not a second region: the section around it is already the "What customers say" landmark, and two
    // landmarks of one name are one too many (axe landmark-unique). WAI-ARIA's carousel pattern allows either role.
    <div
      role="group"
      aria-roledescription="carousel"
      aria-label={t("reviewsTitle")}
      onMouseEnter={() => setHolding(true)}
      onMouseLeave={() => setHolding(false)}
      onFocus={() => setHolding(true)}
      onBlur={(e) => !e.currentTarget.contains(e.relatedTarget) && setHolding(false)}
    >
      <div className="flex items-center justify-end gap-1">
        <button type="button" className="icon-btn" aria-label={t("reviewsPrev")} onClick={() => setIndex(shown <= 0 ? last : shown - 1)} disabled={last === 0}>
          <ChevronLeftIcon className="size-5" />
        </button>
        <button type="button" className="icon-btn" aria-label={stopped ? t("reviewsPlay") : t("reviewsPause")} aria-pressed={stopped} onClick={() => setPaused((p) => !p)} disabled={last === 0 || reducedMotion}>
          {stopped ? <PlayIcon className="size-5" /> : <PauseIcon className="size-5" />}
        </button>
        <button type="button" className="icon-btn" aria-label={t("reviewsNext")} onClick={() => setIndex(shown >= last ? 0 : shown + 1)} disabled={last === 0}>
          <ChevronRightIcon className="size-5" />
        </button>
      </div>
      <div className="mt-3 overflow-hidden">
        {/* Slides are groups (APG carousel), so their container is no list: a <ul> may hold only <li>s with the listitem role. */}
        <div
          aria-live={playing ? "off" : "polite"}
          className="flex transition-transform duration-500 ease-out motion-reduce:transition-none"
          style={{ transform: `translateX(-${(shown * 100) / perView}%)` }}
        >
          {reviews.map((r, i) => {
            const visible = i >= shown && i < shown + perView;
            return (
              <div
                key={r.id}
                role="group"
                aria-roledescription="slide"
                aria-label={t("slideLabel", { n: i + 1, total: reviews.length })}
                aria-hidden={!visible}
                inert={!visible}
                className="shrink-0 basis-full px-2 min-[766px]:basis-1/2 min-[1024px]:basis-1/3 min-[2001px]:basis-1/4"
              >
                <figure className="flex h-full flex-col rounded-3xl bg-white p-6 ring-1 ring-gray-200">
                  <div className="flex text-amber-500" role="img" aria-label={t("ratingLabel", { rating: r.rating })}>
                    {Array.from({ length: 5 }, (_, s) => (
                      <StarIcon key={s} filled={s < Math.round(r.rating)} className="size-5" />
                    ))}
                  </div>
                  {r.title && <p className="mt-3 font-semibold">{r.title}</p>}
                  <blockquote className="mt-2 flex-1 text-gray-700">{r.content}</blockquote>
                  <figcaption className="mt-4 text-sm font-semibold text-gray-500">{r.name}</figcaption>
                </figure>
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
}
