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

/**
 * spec 2 §2 Vendors list card: logo, title, rating (rating_interval / 2, one decimal), distance in km when above 0,
 * delivery time, fee, open or closed, tags in the page's language. The whole card links to the vendor page.
 * No hooks: rendered on the server for the first page and in the browser for appended ones. Its icons refer to the
 * page's CardIconSprite. Each element names one class (app/globals.css, `vendor-card…`) rather than its utilities: a
 * stores page has ~75 cards, each ~700 bytes of classes in the HTML and as many again in its RSC payload (ADR 0033).
 */
export function VendorCard({ card, labels, locale, compact = false }: { card: VendorCardData; labels: VendorCardLabels; locale: Locale; compact?: boolean }) {
  return (
    <Link
      href={card.href}
      // Vendor pages are dynamic: prefetching every card of a long list would cost the server more than it saves.
      prefetch={false}
      className="group vendor-card"
    >
      {card.logo ? (
        <ApiImage src={card.logo} alt="" width={64} height={64} sizes="64px" className="vendor-card-logo" />
      ) : (
        <span aria-hidden="true" className="vendor-card-logo vendor-card-no-logo" />
      )}
      <span className="vendor-card-text">
        <span className="vendor-card-head">
          <span className="vendor-card-title">{card.title}</span>
          <span className={card.isOpen ? "vendor-card-open" : "vendor-card-closed"}>
            {card.isOpen ? labels.open : labels.closed}
          </span>
        </span>
        <span className="vendor-card-facts">
          <span className="vendor-card-fact" title={fill(labels.rating, { rating: card.rating })}>
            <CardIcon name="star" className="vendor-card-star" />
            <span className="sr-only">{fill(labels.rating, { rating: card.rating })}</span>
            <span aria-hidden="true">{card.rating}</span>
          </span>
          {card.distance && (
            <span className="vendor-card-fact">
              <CardIcon name="pin" className="vendor-card-icon" />
              {card.distance}
            </span>
          )}
          {card.maxTime > 0 && (
            <span className="vendor-card-fact">
              <CardIcon name="clock" className="vendor-card-icon" />
              {fill(labels.minutes, { min: card.minTime, max: card.maxTime })}
            </span>
          )}
          <span className="vendor-card-fact">
            <CardIcon name="scooter" className="vendor-card-icon" />
            {card.freeDelivery ? labels.freeDelivery : fill(labels.deliveryFee, { fee: formatPrice(card.deliveryFee, locale) })}
          </span>
        </span>
        {compact ? (
          card.isNew && <span className="vendor-card-new self-start">{labels.newBadge}</span>
        ) : (
          // Tags and the New badge share a line, so every card is as tall (min-h-36): a list's items are
          // drawn as they come near at a guessed 9rem (render-later), and a taller card moved what lay below it.
          (card.tags.length > 0 || card.isNew) && (
            <span className="vendor-card-tags">
              {card.tags.length > 0 && <span className="truncate">{card.tags.join(" · ")}</span>}
              {card.isNew && <span className="vendor-card-new shrink-0">{labels.newBadge}</span>}
            </span>
          )
        )}
      </span>
    </Link>
  );
}
