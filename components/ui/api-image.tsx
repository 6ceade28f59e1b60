import type { ImgHTMLAttributes } from "react";
import { preload as preloadResource } from "react-dom";
import { pictureAttributes } from "@/lib/images/optimized";

type ApiImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "alt" | "width" | "height" | "loading" | "sizes" | "srcSet"> & {
  src: string;
  alt: string;
  /** The picture's box in CSS pixels at its widest (with `height`: the aspect ratio, so nothing shifts). */
  width: number;
  height: number;
  /** How wide the slot is drawn: "112px" for a fixed slot, "(min-width: 64rem) 64rem, 100vw" for one that follows the screen. */
  sizes: string;
  loading?: "lazy" | "eager";
  /** The page's LCP picture (vendor cover, blog cover, landing hero): a `<link rel="preload">` with high priority. */
  preload?: boolean;
};

/**
 * Every product-API picture (vendor logos and covers, products, categories, avatars, blog covers, chat photos) — the
 * one image path (issue 26 §2, docs/adr/0012-images.md). A raster picture gets a `srcset` of widths through Next's
 * image optimizer (`/_next/image?url=/api/media/…`: WebP when the browser accepts it, at the width its slot needs) and
 * the `sizes` of its slot; a vector (SVG) is loaded as it is. The attributes are those next/image writes (width/height,
 * lazy unless told, async decoding, transparent alt text while loading, `data-nimg`), written here from
 * lib/images/optimized.ts rather than by getImageProps, whose prop builder (~3 KB gzip) would ship with every client
 * component that shows a picture (issue 14's JS budget).
 */
export function ApiImage({ src, alt, width, height, sizes, loading = "lazy", preload = false, style, ...props }: ApiImageProps) {
  const picture = pictureAttributes(src, sizes, width);
  if (preload) preloadResource(picture.src, { as: "image", imageSrcSet: picture.srcSet, imageSizes: picture.sizes, fetchPriority: "high" });
  return (
    // eslint-disable-next-line @next/next/no-img-element -- next/image's own output, without its code
    <img
      {...props}
      {...(preload ? { fetchPriority: "high" as const } : {})}
      alt={alt}
      loading={preload ? "eager" : loading}
      width={width}
      height={height}
      decoding="async"
      data-nimg="1"
      style={{ color: "transparent", ...style }}
      sizes={picture.sizes}
      srcSet={picture.srcSet}
      src={picture.src}
    />
  );
}
