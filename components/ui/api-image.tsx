import type { ImgHTMLAttributes } from "react";

type ApiImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "alt" | "width" | "height" | "loading"> & {
  src: string;
  alt: string;
  width: number;
  height: number;
  loading?: "lazy" | "eager";
};

/**
 * A picture from the product API's image host (vendor logos and covers, products, categories, avatars, blog covers).
 * The <img> next/image's getImageProps made for these (`unoptimized`: the browser loads the absolute URL straight from
 * the API, because that host is only known at run time — a random port in tests, PRODUCT_API_PUBLIC_URL in
 * deployments — and serves generated SVGs; the CSP's img-src allows it, lib/security/origins.ts; why not the
 * /_next/image optimizer: docs/adr/0012-images.md): width/height (no layout shift), lazy unless told, async decoding,
 * transparent alt text while loading, `data-nimg` as next/image writes it. Written here rather than through
 * getImageProps, whose prop builder (~3 KB gzip) would otherwise ship with every client component that shows a
 * picture (the vendor list, the vendor page's category bar; issue 14's JS budget).
 */
export function ApiImage({ src, alt, width, height, loading = "lazy", style, ...props }: ApiImageProps) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- next/image's own output, without its code
    <img {...props} alt={alt} loading={loading} width={width} height={height} decoding="async" style={{ color: "transparent", ...style }} src={src} data-nimg="1" />
  );
}
