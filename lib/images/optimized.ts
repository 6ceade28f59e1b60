// Issue 26 §2, ADR 0012 amendment 3: how a product-API picture reaches the browser. A raster picture (JPEG, PNG, WebP)
// goes through Next's image optimizer — `/_next/image?url=/api/media/…&w=…&q=…`, the default loader's documented URL —
// which asks this same server for `/api/media/…` (app/api/media/[...path]/route.ts streams it from the configured image
// origin) and answers WebP at the width the browser picked from the srcset. A vector (the small seed's SVGs) is loaded
// as it is: a srcset is pointless for it, and the optimizer refuses SVG. Pure and small: it runs in client components
// too (the vendor list, the category bar, the cart), where next/image's own prop builder would cost ~3 KB (issue 14).
// next.config.ts takes its `images` widths and quality from here, so a srcset never names a width the optimizer refuses.

/** The optimizer's widths: `deviceSizes` for pictures as wide as the screen, `imageSizes` for fixed slots. */
export const DEVICE_WIDTHS = [640, 828, 1080, 1280, 1600] as const;
export const SLOT_WIDTHS = [32, 48, 64, 96, 128, 192, 256, 384] as const;
export const IMAGE_QUALITY = 75;
const ALL_WIDTHS = [...SLOT_WIDTHS, ...DEVICE_WIDTHS].sort((a, b) => a - b);

/** Where the optimizer fetches a product-API picture from, on this server (next.config.ts `images.localPatterns`). */
export const MEDIA_PREFIX = "/api/media";
export const OPTIMIZER_PATH = "/_next/image";
/** The largest picture the media route passes on (the product API takes uploads up to 5 MB: chat and profile photos). */
export const MEDIA_MAX_BYTES = 8 * 1024 * 1024;

/**
 * A product-API picture path the media route serves: only under an `images` segment, only plain segments (letters,
 * digits, `_`, `-`: no dot segment, no encoded slash or traversal can pass), a raster extension. `v1/images/photos/x.jpg`.
 */
export const MEDIA_PATH = /^(?:[A-Za-z0-9_-]+\/)*images\/(?:[A-Za-z0-9_-]+\/)*[A-Za-z0-9_-]+\.(?:jpe?g|png|webp)$/;

/**
 * The same-origin path of a raster picture of the product API (`http://api/images/photos/ab.jpg` →
 * `/api/media/images/photos/ab.jpg`), or null for anything else (an SVG, a query string, not http(s)). The origin is not
 * compared here (the browser does not know the configured one): the media route fetches from the configured image
 * origin only, which is also the only picture origin the CSP's img-src allows (lib/security/origins.ts).
 */
export function mediaPathOf(src: string): string | null {
  let url: URL;
  try {
    url = new URL(src);
  } catch {
    return null;
  }
  if ((url.protocol !== "http:" && url.protocol !== "https:") || url.search || url.hash || url.username || url.password) return null;
  const path = url.pathname.slice(1);
  return MEDIA_PATH.test(path) ? `${MEDIA_PREFIX}/${path}` : null;
}

/** The optimizer's URL of a media path at a width (Next's default loader: `/_next/image?url=…&w=…&q=…`). */
export function optimizerUrl(mediaPath: string, width: number): string {
  return `${OPTIMIZER_PATH}?url=${encodeURIComponent(mediaPath)}&w=${width}&q=${IMAGE_QUALITY}`;
}

/**
 * The widths worth offering for a slot. `sizes` of one length ("112px": a fixed slot) → the configured widths that
 * cover it at 1× and 2× screens; anything else (a slot that follows the screen: "100vw", "(min-width: 64rem) 50vw, 100vw")
 * → every device width up to `maxWidth` (the widest the slot is ever drawn, in CSS pixels, times two).
 */
export function widthsFor(sizes: string, maxWidth: number): number[] {
  const fixed = /^\s*(\d+)px\s*$/.exec(sizes);
  if (fixed) {
    const css = Number(fixed[1]);
    const cover = (needed: number) => ALL_WIDTHS.find((w) => w >= needed) ?? ALL_WIDTHS[ALL_WIDTHS.length - 1];
    return [...new Set([cover(css), cover(css * 2)])];
  }
  const upTo = DEVICE_WIDTHS.filter((w) => w <= maxWidth * 2);
  const enough = DEVICE_WIDTHS.find((w) => w >= maxWidth * 2) ?? DEVICE_WIDTHS[DEVICE_WIDTHS.length - 1];
  return [...new Set([...upTo, enough])];
}

export interface PictureAttributes {
  src: string;
  srcSet?: string;
  sizes?: string;
}

/**
 * `src`, `srcSet` and `sizes` of a product-API picture: through the optimizer for a raster picture (the widest width as
 * `src`, as next/image does), as it is for anything else.
 */
export function pictureAttributes(src: string, sizes: string, maxWidth: number): PictureAttributes {
  const media = mediaPathOf(src);
  if (!media) return { src };
  const widths = widthsFor(sizes, maxWidth);
  return {
    src: optimizerUrl(media, widths[widths.length - 1]),
    srcSet: widths.map((w) => `${optimizerUrl(media, w)} ${w}w`).join(", "),
    sizes,
  };
}
