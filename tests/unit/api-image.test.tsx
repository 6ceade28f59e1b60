// ApiImage writes the <img> that next/image's getImageProps writes for an unoptimized picture, without shipping
// getImageProps to the browser (ADR 0012, amendment 2). Compared attribute by attribute with next/image itself.
import { renderToStaticMarkup } from "react-dom/server";
import { getImageProps } from "next/image";
import { describe, expect, it } from "vitest";
import { ApiImage } from "@/components/ui/api-image";

/** The attributes of the first <img> of some markup, as a sorted record. */
function attributes(html: string): Record<string, string> {
  const tag = /<img\b([^>]*)\/?>/.exec(html)?.[1] ?? "";
  return Object.fromEntries([...tag.matchAll(/([\w-]+)="([^"]*)"/g)].map((m) => [m[1].toLowerCase(), m[2]]).sort());
}

const SRC = "http://127.0.0.1:4000/images/vendors/1/cover.svg";

describe("ApiImage: next/image's unoptimized <img>, without next/image's code", () => {
  const cases = [
    { name: "a lazy thumbnail", props: { width: 200, height: 200, className: "size-20 rounded-xl" } },
    { name: "an eager, high-priority cover (the LCP)", props: { width: 1200, height: 400, loading: "eager" as const, fetchPriority: "high" as const, className: "size-full object-cover" } },
    { name: "a decorative picture with its own style", props: { width: 600, height: 250, style: { objectPosition: "right" } } },
  ];
  for (const { name, props } of cases) {
    it(name, () => {
      const ours = attributes(renderToStaticMarkup(<ApiImage src={SRC} alt="" {...props} />));
      // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- the reference rendering
      const theirs = attributes(renderToStaticMarkup(<img {...getImageProps({ src: SRC, alt: "", unoptimized: true, ...props }).props} data-nimg="1" />));
      expect(ours).toEqual(theirs);
      expect(ours.src).toBe(SRC);
      expect(ours.loading).toBe(props.loading ?? "lazy");
    });
  }
});
