import { formatPrice } from "@/lib/format";
import { Link } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";
import type { VendorCardData } from "@/lib/vendors/card";
import { fill } from "@/lib/vendors/interpolate";
import { ApiImage } from "@/components/ui/api-image";
import { CardIcon } from "./card-icons";

/** Translated on the server; templates keep their {placeholders} (lib/vendors/interpolate.ts fills them). */
export interface VendorCardLabels {
  open: string;
  closed: string;
  newBadge: string;
  freeDelivery: string;
  /** "Delivery {fee}" */
  deliveryFee: string;
  /** "{min}–{max} min" */
  minutes: string;
  /** "Rated {rating} out of 5" */
  rating: string;
}

const NEW_BADGE = "rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800";

/**
 * spec 2 §2 Vendors list card: logo, title, rating (rating_interval / 2, one decimal), distance in km when above 0,
 * delivery time, fee, open or closed, tags in the page's language. The whole card links to the vendor page.
 * No hooks: rendered on the server for the first page and in the browser for appended ones. Its icons refer to the
 * page's CardIconSprite.
 */
export function VendorCard({ card, labels, locale, compact = false }: { card: VendorCardData; labels: VendorCardLabels; locale: Locale; compact?: boolean }) {
  return (
    <Link
      href={card.href}
      // Vendor pages are dynamic: prefetching every card of a long list would cost the server more than it saves.
      prefetch={false}
      className="group relative flex h-full min-h-36 gap-3 rounded-2xl bg-white p-3 shadow-sm ring-1 ring-gray-100 transition hover:shadow-md hover:ring-gray-200"
    >
      {card.logo ? (
        <ApiImage src={card.logo} alt="" width={64} height={64} sizes="64px" className="size-16 shrink-0 rounded-xl bg-gray-100 object-cover" />
      ) : (
        <span aria-hidden="true" className="size-16 shrink-0 rounded-xl bg-brand-50" />
      )}
      <span className="flex min-w-0 flex-1 flex-col gap-1">
        <span className="flex items-start gap-2">
          <span className="min-w-0 flex-1 truncate text-base font-semibold text-ink group-hover:text-brand-800">{card.title}</span>
          <span
            className={`shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold ${card.isOpen ? "bg-emerald-50 text-emerald-800" : "bg-gray-100 text-gray-700"}`}
          >
            {card.isOpen ? labels.open : labels.closed}
          </span>
        </span>
        <span className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-gray-700">
          <span className="inline-flex items-center gap-1" title={fill(labels.rating, { rating: card.rating })}>
            <CardIcon name="star" className="size-4 text-amber-500" />
            <span className="sr-only">{fill(labels.rating, { rating: card.rating })}</span>
            <span aria-hidden="true">{card.rating}</span>
          </span>
          {card.distance && (
            <span className="inline-flex items-center gap-1">
              <CardIcon name="pin" className="size-4" />
              {card.distance}
            </span>
          )}
          {card.maxTime > 0 && (
            <span className="inline-flex items-center gap-1">
              <CardIcon name="clock" className="size-4" />
              {fill(labels.minutes, { min: card.minTime, max: card.maxTime })}
            </span>
          )}
          <span className="inline-flex items-center gap-1">
            <CardIcon name="scooter" className="size-4" />
            {card.freeDelivery ? labels.freeDelivery : fill(labels.deliveryFee, { fee: formatPrice(card.deliveryFee, locale) })}
          </span>
        </span>
        {compact ? (
          card.isNew && <span className={`self-start ${NEW_BADGE}`}>{labels.newBadge}</span>
        ) : (
          // Tags and the New badge share a line, so every card is as tall (min-h-36): a list's items are
          // drawn as they come near at a guessed 9rem (render-later), and a taller card moved what lay below it.
          (card.tags.length > 0 || card.isNew) && (
            <span className="flex min-w-0 items-center gap-2 text-sm text-gray-600">
              {card.tags.length > 0 && <span className="truncate">{card.tags.join(" · ")}</span>}
              {card.isNew && <span className={`shrink-0 ${NEW_BADGE}`}>{labels.newBadge}</span>}
            </span>
          )
        )}
      </span>
    </Link>
  );
}
