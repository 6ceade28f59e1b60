// Issue 24 "Also found": `/sq/restaurant/{hash}/menu.html` answered 200 with the vendor page and no
// Content-Security-Policy (proxy.ts's matcher skipped paths ending in a file extension). Every HTML response carries
// the policy now: pages and 404s whatever their last segment, the page cache's copies (its fast path answers before
// Next), and the bench's two baselines (a fixed policy). Requests go out as curl sends them — raw paths over
// node:http, dot segments and percent-encoding left as they are — and every redirect hop is checked too.
import http from "node:http";
import { BROWSER_LOCALE, expect, test } from "./fixtures";
import { NAPOLI } from "./checkout-helpers";

interface Hop {
  path: string;
  status: number;
  type: string;
  csp: string | undefined;
  cache: string | undefined;
  location: string | undefined;
}

/** GET `path` exactly as written (no URL normalisation), as a browser loading a page would ask for it. */
function rawGet(base: string, path: string): Promise<Hop> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const request = http.get({ hostname, port, path, headers: { Accept: "text/html,application/xhtml+xml", "Sec-Fetch-Dest": "document" } }, (response) => {
      response.resume();
      response.on("end", () =>
        resolve({
          path,
          status: response.statusCode ?? 0,
          type: String(response.headers["content-type"] ?? ""),
          csp: response.headers["content-security-policy"] as string | undefined,
          cache: response.headers["x-shijo-page-cache"] as string | undefined,
          location: response.headers.location,
        }),
      );
    });
    request.on("error", reject);
  });
}

/** Every hop from `path` to its final answer (at most 4 redirects). */
async function hops(base: string, path: string): Promise<Hop[]> {
  const out: Hop[] = [];
  let next: string | undefined = path;
  while (next && out.length < 5) {
    const hop = await rawGet(base, next);
    out.push(hop);
    next = hop.status >= 300 && hop.status < 400 && hop.location ? new URL(hop.location, base).pathname + new URL(hop.location, base).search : undefined;
  }
  return out;
}

const NONCE_POLICY = /script-src [^;]*'nonce-[^']+'/;

test.describe("every HTML response carries the Content-Security-Policy (issue 24)", () => {
  test.use({ locale: BROWSER_LOCALE.sq });
  const pages = [
    `/sq/restaurant/${NAPOLI}/menu.html`,
    `/restaurant/${NAPOLI}/menu.html`,
    `/en/restaurant/${NAPOLI}/menu.js`,
    `/en/restaurant/${NAPOLI}/menu.json`,
    `/restaurant/${NAPOLI}/menu%2Ehtml`,
    `/restaurant/${NAPOLI}/menu.HTML`,
    `/restaurant/${NAPOLI}/m%65nu.html`,
    `/en/restaurant/${NAPOLI}/opengraph-image`,
    `/en/store/${NAPOLI}/pizza-napoli/opengraph-image`,
    `/store/${NAPOLI}/pizza-napoli/delivery.php`,
    `/_next/../restaurant/${NAPOLI}/menu.html`,
    `/badges/../restaurant/${NAPOLI}/menu.html`,
    `/_next/static/../../en/restaurant/${NAPOLI}/x.css`,
    "/stores.json",
    "/en/blog/a.b/c.txt",
    "/favicon.ico",
    "/badges/nope.svg",
    "/map/style.json.html",
    "/_vercel/insights/script.js",
    "/_next/nope",
    "/sitemap/x.html",
  ];

  test("dotted, encoded and dot-segment page paths: every HTML hop has the nonce policy", async ({ baseURL }) => {
    test.slow();
    const seen: string[] = [];
    const finals = new Map<string, Hop>();
    let htmlHops = 0;
    for (const path of pages) {
      const chain = await hops(baseURL!, path);
      finals.set(path, chain.at(-1)!);
      for (const hop of chain) {
        seen.push(`${hop.status} ${path} → ${hop.path}`);
        if (!/text\/html/.test(hop.type)) continue;
        htmlHops++;
        expect(hop.csp, `${hop.status} ${hop.path} (from ${path})`).toMatch(NONCE_POLICY);
      }
    }
    expect(htmlHops, seen.join("\n")).toBeGreaterThan(0);
    // The vendor page itself answered under a dotted name (the case the issue found), not only 404s.
    const dotted = finals.get(`/sq/restaurant/${NAPOLI}/menu.html`)!;
    expect(dotted.status, seen.join("\n")).toBe(200);
    expect(dotted.type).toMatch(/text\/html/);
  });

  test("a dotted vendor page kept by the page cache is served from it with a fresh nonce policy", async ({ baseURL }) => {
    const path = `/restaurant/${NAPOLI}/menu.html`;
    const first = (await hops(baseURL!, path)).at(-1)!;
    expect(first.status).toBe(200);
    expect(first.csp).toMatch(NONCE_POLICY);
    let again = await rawGet(baseURL!, path);
    for (let i = 0; i < 20 && again.cache !== "hit"; i++) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      again = await rawGet(baseURL!, path);
    }
    expect(again.cache, "a page-cache hit (the fast path or the proxy)").toBe("hit");
    expect(again.csp).toMatch(NONCE_POLICY);
    expect(again.csp).not.toBe(first.csp);
  });

  test("the bench's static baseline carries a fixed policy; static files and images are still served as they are", async ({ baseURL, request }) => {
    for (const path of ["/baseline.html"]) {
      const hop = await rawGet(baseURL!, path);
      expect(hop.status, path).toBe(200);
      expect(hop.csp, path).toContain("script-src 'none'");
    }
    for (const [path, type] of [
      ["/badges/app-store.svg", "image/svg+xml"],
      ["/map/style.json", "application/json"],
      ["/robots.txt", "text/plain"],
      ["/sitemap_index.xml", "application/xml"],
      ["/icon.svg", "image/svg+xml"],
    ] as const) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(200);
      expect(response.headers()["content-type"], path).toContain(type);
    }
    // The vendor page's preview image keeps its /sq/ URL: no locale redirect on the way.
    const html = await (await request.get(`/restaurant/${NAPOLI}/pizza-napoli`)).text();
    const image = new URL(html.match(/<meta property="og:image" content="([^"]+)"/)![1].replace(/&amp;/g, "&"));
    expect(image.pathname).toMatch(/^\/sq\//);
    const png = await request.get(image.pathname + image.search, { maxRedirects: 0 });
    expect(png.status()).toBe(200);
    expect(png.headers()["content-type"]).toBe("image/png");
  });
});
