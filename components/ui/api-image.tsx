import { getImageProps, type ImageProps } from "next/image";

/**
 * A picture from the product API's image host (vendor logos and covers, products, categories, avatars, blog covers).
 * next/image's props (getImageProps) for width/height (no layout shift), lazy loading by default and async decoding;
 * the browser loads the absolute URL straight from the API (`unoptimized`), because that host is only known at run
 * time (a random port in tests, PRODUCT_API_PUBLIC_URL in deployments) and serves generated SVGs. The CSP's img-src
 * allows it (lib/security/origins.ts). Why not the /_next/image optimizer: docs/adr/0012-images.md.
 * A plain <img> with those props rather than the <Image> client component: no next/image code in the browser
 * (issue 14's JS budget; `data-nimg` kept as next/image writes it).
 */
export function ApiImage({ src, alt, ...props }: Omit<ImageProps, "unoptimized" | "loader">) {
  const { props: img } = getImageProps({ src, alt, unoptimized: typeof src === "string" && /^https?:\/\//i.test(src), ...props });
  // eslint-disable-next-line @next/next/no-img-element -- next/image's own props, without its client component
  return <img {...img} alt={alt} data-nimg="1" />;
}
