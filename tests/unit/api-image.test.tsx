// ApiImage writes the <img> that next/image's getImageProps writes, without shipping getImageProps to the browser
// (ADR 0012, amendments 2 and 3). A vector is compared attribute by attribute with next/image's unoptimized output; a
// raster picture's srcset URLs are compared with next/image's own default loader (the documented
// `/_next/image?url=…&w=…&q=…`), so a change of that format in Next fails here, loudly.
import { renderToStaticMarkup } from "react-dom/server";
import { getImageProps } from "next/image";
import { describe, expect, it } from "vitest";
import { ApiImage } from "@/components/ui/api-image";
import { DEVICE_WIDTHS, IMAGE_QUALITY, optimizerUrl } from "@/lib/images/optimized";

/** The attributes of the first <img> of some markup, as a sorted record. */
function attributes(html: string): Record<string, string> {
  const tag = /<img\b([^>]*)\/?>/.exec(html)?.[1] ?? "";
  return Object.fromEntries([...tag.matchAll(/([\w-]+)="([^"]*)"/g)].map((m) => [m[1].toLowerCase(), m[2]]).sort());
}

const SVG = "http://127.0.0.1:4000/images/vendors/1/cover.svg";
const JPEG = "http://127.0.0.1:4000/images/photos/0123456789abcdef01234567.jpg";
const MEDIA = "/api/media/images/photos/0123456789abcdef01234567.jpg";
const unescape = (s: string) => s.replaceAll("&amp;", "&");

describe("ApiImage: a vector is next/image's unoptimized <img>, without next/image's code", () => {
  const cases = [
    { name: "a lazy thumbnail", props: { width: 200, height: 200, className: "size-20 rounded-xl" } },
    { name: "an eager, high-priority cover (the LCP)", props: { width: 1200, height: 400, loading: "eager" as const, fetchPriority: "high" as const, className: "size-full object-cover" } },
    { name: "a decorative picture with its own style", props: { width: 600, height: 250, style: { objectPosition: "right" } } },
  ];
  for (const { name, props } of cases) {
    it(name, () => {
      const ours = attributes(renderToStaticMarkup(<ApiImage src={SVG} alt="" sizes="100vw" {...props} />));
      // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- the reference rendering
      const theirs = attributes(renderToStaticMarkup(<img {...getImageProps({ src: SVG, alt: "", unoptimized: true, ...props }).props} data-nimg="1" />));
      expect(ours).toEqual(theirs);
      expect(ours.src).toBe(SVG);
      expect(ours.srcset).toBeUndefined();
      expect(ours.loading).toBe(props.loading ?? "lazy");
    });
  }
});

describe("ApiImage: a raster picture through the optimizer (issue 26 §2)", () => {
  it("writes next/image's default-loader URLs, one per width, with the slot's sizes", () => {
    const html = renderToStaticMarkup(<ApiImage src={JPEG} alt="" width={1200} height={400} sizes="100vw" />);
    const ours = attributes(html);
    expect(ours.sizes).toBe("100vw");
    const srcset = unescape(ours.srcset).split(", ");
    expect(srcset).toEqual(DEVICE_WIDTHS.map((w) => `${optimizerUrl(MEDIA, w)} ${w}w`));
    expect(unescape(ours.src)).toBe(optimizerUrl(MEDIA, 1600));
    // next/image's own loader for the same picture, width and quality (640 is a width of its default configuration).
    const theirs = getImageProps({ src: MEDIA, alt: "", width: 640, height: 480, quality: IMAGE_QUALITY }).props;
    expect(theirs.srcSet?.split(", ")[0]).toBe(`${optimizerUrl(MEDIA, 640)} 1x`);
  });

  it("a fixed slot gets the widths for 1× and 2× screens only", () => {
    const ours = attributes(renderToStaticMarkup(<ApiImage src={JPEG} alt="" width={200} height={200} sizes="112px" />));
    expect(unescape(ours.srcset)).toBe(`${optimizerUrl(MEDIA, 128)} 128w, ${optimizerUrl(MEDIA, 256)} 256w`);
    expect(ours.sizes).toBe("112px");
    expect(ours.loading).toBe("lazy");
  });

  it("the LCP picture is eager, high priority and preloaded with the same srcset", () => {
    const html = renderToStaticMarkup(<ApiImage src={JPEG} alt="" width={1200} height={400} sizes="(min-width: 80rem) 77rem, 100vw" preload />);
    const img = attributes(html);
    expect(img.loading).toBe("eager");
    expect(img.fetchpriority).toBe("high");
    const link = /<link\b[^>]*rel="preload"[^>]*>/.exec(html)?.[0] ?? "";
    expect(link).toContain('as="image"');
    expect(link).toMatch(/fetchpriority="high"/i);
    expect(unescape(/imageSrcSet="([^"]*)"/i.exec(link)?.[1] ?? "")).toBe(unescape(img.srcset));
    expect(/imageSizes="([^"]*)"/i.exec(link)?.[1]).toBe("(min-width: 80rem) 77rem, 100vw");
  });
});
