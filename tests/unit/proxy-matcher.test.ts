// Issue 24 "Also found": a page URL whose last segment has a dot (`/sq/restaurant/{hash}/menu.html`) was left out by
// proxy.ts's matcher and served without the Content-Security-Policy. Now the proxy runs for every path but the files
// served as they are, each listed by its exact path. Checked with Next's own matcher test helper (a documented door:
// next/experimental/testing/server).
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { unstable_doesMiddlewareMatch } from "next/experimental/testing/server";
import { describe, expect, it } from "vitest";
import { FIXED_CSP_PATHS, isMetadataImagePath } from "@/lib/security/csp";

// Next reads the matcher from proxy.ts's source as a literal (it must be one), and so does this test: importing the
// proxy would load next-intl's middleware, which does not run under vitest.
const source = readFileSync(path.join(process.cwd(), "proxy.ts"), "utf8");
const literal = /matcher:\s*\[\s*("(?:[^"\\]|\\.)*")\s*,?\s*\]/.exec(source);
const config = { matcher: [JSON.parse(literal![1]) as string] };

const runs = (url: string) => unstable_doesMiddlewareMatch({ config, url });

function files(dir: string, base = dir): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? files(full, base) : ["/" + path.relative(base, full).split(path.sep).join("/")];
  });
}

describe("proxy.ts runs for every page-shaped path, dotted or encoded", () => {
  it.each([
    "/sq/restaurant/e435fd83f471/menu.html",
    "/restaurant/e435fd83f471/menu.html",
    "/en/restaurant/e435fd83f471/menu.js",
    "/en/store/e435fd83f471/pizza-napoli/delivery.json",
    "/restaurant/e435fd83f471/menu%2Ehtml",
    "/restaurant/e435fd83f471/x.HTML",
    "/stores.json",
    "/en/blog/a.b/c.css",
    "/favicon.ico",
    "/badges/other.svg",
    "/map/style.json.html",
    "/map",
    "/en/map",
    "/_vercel/insights",
    "/_next/../restaurant/e435fd83f471/x",
    "/_nextjs",
    "/bench-static/x",
    "/sitemap/x.html",
    "/en/restaurant/e435fd83f471/opengraph-image",
    "/sq/store/e435fd83f471/pizza-napoli/delivery/opengraph-image-1oitxw",
    "/api/session",
  ])("%s", (url) => {
    expect(runs(url)).toBe(true);
  });
});

describe("the files served as they are skip it", () => {
  it("every file in public/ (a new one must be listed in the matcher)", () => {
    const publicFiles = files(path.join(process.cwd(), "public"));
    expect(publicFiles.length).toBeGreaterThan(0);
    for (const file of publicFiles) expect(runs(file), file).toBe(false);
  });

  it.each(["/_next/static/chunks/main.js", "/_next/image", "/icon.svg", "/robots.txt", "/sitemap_index.xml", "/sitemap/0.xml", "/sitemap/12.xml", ...FIXED_CSP_PATHS])(
    "%s",
    (url) => {
      expect(runs(url)).toBe(false);
    },
  );
});

describe("generated Open Graph images are passed on by the proxy without a locale redirect", () => {
  it.each([
    ["/sq/restaurant/e435fd83f471/pizza-napoli/opengraph-image-1lowz8", true],
    ["/en/restaurant/e435fd83f471/pizza-napoli/twitter-image-1lowz8", true],
    ["/sq/store/h/n/delivery/opengraph-image-1oitxw", true],
    ["/en/landing/h/opengraph-image-1s4bbe", true],
    ["/restaurant/e435fd83f471/pizza-napoli/opengraph-image-1lowz8", false],
    ["/sq/restaurant/e435fd83f471/pizza-napoli", false],
    ["/sq/opengraph-image", false],
    ["/en/order/opengraph-image", false],
  ])("%s → %s", (url, expected) => {
    expect(isMetadataImagePath(url)).toBe(expected);
  });
});
