import { FEATURE_BLOCK_KEYS, type FeatureBlock } from "@/lib/api/schemas/vendor";
import type { Locale } from "@/lib/i18n/routing";
import { toVendorCard } from "@/lib/vendors/card";
import type { VendorKind } from "@/lib/vendors/filter";
import { ServedCards } from "./served-cards";
import type { VendorCardLabels } from "./vendor-card";

type Blocks = Partial<Record<(typeof FEATURE_BLOCK_KEYS)[number], FeatureBlock | null | undefined>>;

/**
 * spec 2 §2 / §3 Featured blocks (suggested, new, exclusive, is_grocery, free_delivery) with their titles in the
 * page's language; an inactive or empty block is left out, and the groceries block on a groceries list.
 */
export function FeaturedBlocks({ blocks, locale, vendorType, labels }: { blocks: Blocks; locale: Locale; vendorType: VendorKind; labels: VendorCardLabels }) {
  const shown = FEATURE_BLOCK_KEYS.flatMap((key) => {
    const block = blocks[key];
    if (!block || block.block.is_active !== 1 || block.vendors.length === 0) return [];
    if (key === "is_grocery" && vendorType === "grocery") return [];
    const title = (locale === "en" ? block.block.title_en : block.block.title_sq) || block.block.title_sq;
    return [{ key, title, vendors: block.vendors }];
  });
  if (shown.length === 0) return null;
  return (
    <div className="grid grid-cols-1 gap-6">
      {shown.map(({ key, title, vendors }, index) => (
        // The first blocks are on screen; the browser lays out the rest when they come near (issue 14, TBT).
        <section key={key} aria-labelledby={`featured-${key}`} className={index > 0 ? "render-later-row" : undefined}>
          <h2 id={`featured-${key}`} className="mb-3 text-lg font-bold text-ink">
            {title}
          </h2>
          <ul className="-mx-1 flex snap-x gap-3 overflow-x-auto px-1 pb-2">
            {/* Cards scrolled off to the side are not drawn, nor their logos fetched, until they come near. */}
            <ServedCards cards={vendors.map((v) => toVendorCard(v, locale))} labels={labels} locale={locale} itemClassName="render-later featured-card" compact />
          </ul>
        </section>
      ))}
    </div>
  );
}
