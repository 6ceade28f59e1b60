import { describe, expect, it } from "vitest";
import { CACHE_TTL } from "@/lib/cache/keys";
import {
  freshness,
  isCacheablePath,
  isCacheableRequest,
  isStorable,
  joinPage,
  nonceOf,
  PAGE_FRESH_SECONDS,
  PAGE_MAX_AGE_SECONDS,
  splitPage,
  withSessionMark,
} from "@/lib/page-cache/rules";
import { dropPages, fillOnce, keep, lookup, noteRenderFailure, pageCacheState, takeRenderFailure } from "@/lib/page-cache/store";

const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);
const headers = (entries: Record<string, string> = {}) => new Headers(entries);

describe("issue 14: which pages are served from the page cache", () => {
  it('"home, stores, vendor, categories, blog list and post, landing, download-app, contact, courier, partner" are', () => {
    for (const path of [
      "/",
      "/stores",
      "/store/e435fd83f471/pizza-napoli/delivery",
      "/restaurant/e435fd83f471/pizza-napoli",
      "/categories",
      "/blog",
      "/blog/1/sekreti-i-nje-tave-kosi-te-persosur",
      "/landing/1ebf0765db9c",
      "/landing/1ebf0765db9c/pickup",
      "/download-app",
      "/contact",
      "/courier",
      "/partner",
      "/terms-conditions",
    ]) {
      expect(isCacheablePath(path), path).toBe(true);
    }
  });

  it("personal and protected pages never are", () => {
    for (const path of ["/cart", "/search", "/login", "/checkout", "/orders", "/order/1", "/profile", "/profile/wallet", "/social/chat", "/map", "/favorites", "/settings", "/verification", "/store/x", "/blog/1", "/stores/x"]) {
      expect(isCacheablePath(path), path).toBe(false);
    }
  });

  it("only plain GET/HEAD page loads: no RSC navigation, prefetch or server action", () => {
    const html = { Accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8" };
    const navigation = { ...html, "Sec-Fetch-Dest": "document", "Sec-Fetch-Mode": "navigate" };
    expect(isCacheableRequest({ method: "GET", search: "", headers: headers(navigation) })).toBe(true);
    expect(isCacheableRequest({ method: "GET", search: "", headers: headers(html) }), "a crawler").toBe(true);
    expect(isCacheableRequest({ method: "HEAD", search: "?a=1", headers: headers(html) })).toBe(true);
    expect(isCacheableRequest({ method: "POST", search: "", headers: headers(navigation) })).toBe(false);
    // The router's fetch as the proxy sees it (Next strips RSC, Next-Router-* and _rsc before the proxy runs).
    expect(isCacheableRequest({ method: "GET", search: "", headers: headers({ Accept: "*/*", "Sec-Fetch-Dest": "empty", "Sec-Fetch-Mode": "cors" }) })).toBe(false);
    expect(isCacheableRequest({ method: "GET", search: "", headers: headers({ Accept: "*/*" }) }), "a fetch from a browser without Sec-Fetch").toBe(false);
    expect(isCacheableRequest({ method: "GET", search: "", headers: headers({ ...html, "Sec-Fetch-Dest": "empty" }) })).toBe(false);
    expect(isCacheableRequest({ method: "GET", search: "", headers: headers({ ...navigation, RSC: "1" }) })).toBe(false);
    expect(isCacheableRequest({ method: "GET", search: "", headers: headers({ ...navigation, "Next-Router-Prefetch": "1" }) })).toBe(false);
    expect(isCacheableRequest({ method: "GET", search: "", headers: headers({ ...navigation, "Next-Action": "abc" }) })).toBe(false);
    expect(isCacheableRequest({ method: "GET", search: "?_rsc=x1", headers: headers(navigation) })).toBe(false);
    expect(isCacheableRequest({ method: "GET", search: `?q=${"x".repeat(2000)}`, headers: headers(navigation) })).toBe(false);
  });

  it("keeps only a 200 HTML response that sets no cookie", () => {
    expect(isStorable({ status: 200, contentType: "text/html; charset=utf-8", setsCookie: false })).toBe(true);
    expect(isStorable({ status: 200, contentType: "text/html; charset=utf-8", setsCookie: true })).toBe(false);
    expect(isStorable({ status: 404, contentType: "text/html", setsCookie: false })).toBe(false);
    expect(isStorable({ status: 308, contentType: null, setsCookie: false })).toBe(false);
    expect(isStorable({ status: 200, contentType: "application/json", setsCookie: false })).toBe(false);
  });
});

describe("issue 14: the CSP stays strict — every served copy has its own nonce", () => {
  const rendered = '<!DOCTYPE html><html lang="sq" data-session="0"><head><script nonce="N0NCE0NCE0NCE0NCE0">a</script></head><body><p>data-session="0" in text — Ç ë 🍕</p><script nonce="N0NCE0NCE0NCE0NCE0">b</script></body></html>';

  it("reads the nonce from the render's policy", () => {
    expect(nonceOf("default-src 'self'; script-src 'self' 'nonce-N0NCE0NCE0NCE0NCE0' 'strict-dynamic'")).toBe("N0NCE0NCE0NCE0NCE0");
    expect(nonceOf("script-src 'self' 'unsafe-inline'")).toBeNull();
    expect(nonceOf(null)).toBeNull();
  });

  it("replaces every occurrence of the render's nonce with the fresh one, and nothing else (also after multi-byte text)", () => {
    const page = splitPage(rendered, "N0NCE0NCE0NCE0NCE0");
    const served = text(joinPage(page, "FRESHFRESHFRESHFRESH", false));
    expect(served).not.toContain("N0NCE0NCE0NCE0NCE0");
    expect(served.match(/nonce="FRESHFRESHFRESHFRESH"/g)).toHaveLength(2);
    expect(served.replaceAll("FRESHFRESHFRESHFRESH", "N0NCE0NCE0NCE0NCE0")).toBe(rendered);
    const other = text(joinPage(page, "OTHEROTHEROTHEROTHER", false));
    expect(other).not.toBe(served);
  });

  it("marks the session on the <html> tag only, never in the page's text", () => {
    const served = text(joinPage(splitPage(rendered, "N0NCE0NCE0NCE0NCE0"), "FRESHFRESHFRESHFRESH", true));
    expect(served).toContain('<html lang="sq" data-session="1">');
    expect(served).toContain('<p>data-session="0" in text — Ç ë 🍕</p>');
    expect(withSessionMark(rendered, false)).toBe(rendered);
  });
});

describe("issue 14: a change behind a cached page shows within 60 s", () => {
  it('"the page reflects it within the TTL you document (≤ 60 s)": page age + the data it was made from', () => {
    const longestData = Math.max(...Object.values(CACHE_TTL));
    expect(PAGE_MAX_AGE_SECONDS + longestData).toBeLessThanOrEqual(60);
    expect(freshness(0)).toBe("fresh");
    expect(freshness(PAGE_FRESH_SECONDS * 1000 - 1)).toBe("fresh");
    expect(freshness(PAGE_FRESH_SECONDS * 1000)).toBe("stale");
    expect(freshness(PAGE_MAX_AGE_SECONDS * 1000)).toBe("expired");
  });

  it("a copy past its age is gone; an invalidation during a fill keeps the fill's result out", async () => {
    const page = splitPage("<html>x</html>", "nonce-never-there");
    keep("/old", { page, headers: [], createdAt: Date.now() - PAGE_MAX_AGE_SECONDS * 1000, bytes: 10 });
    expect(lookup("/old")).toBeUndefined();

    let release!: () => void;
    const pending = fillOnce("/racing", () => new Promise((resolve) => (release = () => resolve({ page, headers: [], createdAt: Date.now(), bytes: 10 }))));
    keep("/kept", { page, headers: [], createdAt: Date.now(), bytes: 10 });
    expect(dropPages(), "the kept page was dropped").toBeGreaterThanOrEqual(1);
    expect(lookup("/kept")).toBeUndefined();
    release();
    await pending;
    expect(lookup("/racing")).toBeUndefined();
  });

  it("concurrent misses share one fill", async () => {
    let fills = 0;
    const page = splitPage("<html>y</html>", "nonce-never-there");
    const fill = async () => {
      fills++;
      await new Promise((r) => setTimeout(r, 10));
      return { page, headers: [], createdAt: Date.now(), bytes: 10 };
    };
    await Promise.all(Array.from({ length: 20 }, () => fillOnce("/burst", fill)));
    expect(fills).toBe(1);
    expect(lookup("/burst")).toBeDefined();
  });

  it("a render whose product API read failed is reported once to the proxy", () => {
    noteRenderFailure("req-1");
    expect(takeRenderFailure("req-1")).toBe(true);
    expect(takeRenderFailure("req-1")).toBe(false);
    expect(takeRenderFailure(null)).toBe(false);
    expect(pageCacheState().fillSecret).toMatch(/^[0-9a-f-]{36}$/);
  });
});
