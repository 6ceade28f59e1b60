// Issue 14 / ADR 0014: public pages are served from an HTML cache, each copy with a fresh CSP nonce. The rules here
// are pure (no Next, no Node APIs) so proxy.ts and the unit tests share them.
import { SESSION_ATTRIBUTE } from "@/lib/html-marks";

/**
 * "A public page (home, stores, vendor, categories, blog list and post, landing, download-app, contact, courier,
 * partner — both locales) is served from a cache": these, plus the legal and help pages, which are the same for everyone.
 * Paths are unprefixed (after the locale split). Not here: /cart and /search (they read the visitor's own state) and
 * every protected area.
 */
const EXACT = new Set([
  "/",
  "/stores",
  "/categories",
  "/blog",
  "/download-app",
  "/contact",
  "/courier",
  "/partner",
  "/careers",
  "/help",
  "/help/customer",
  "/help/courier",
  "/help/partner",
  "/privacy-policy",
  "/courier/privacy-policy",
  "/partner/privacy-policy",
  "/terms-conditions",
  "/delete-account-help",
]);
const SEGMENT = "[^/]{1,200}";
const PATTERNS = [
  new RegExp(`^/store/${SEGMENT}/${SEGMENT}/${SEGMENT}$`),
  new RegExp(`^/restaurant/${SEGMENT}/${SEGMENT}$`),
  new RegExp(`^/blog/${SEGMENT}/${SEGMENT}$`),
  new RegExp(`^/landing/${SEGMENT}(?:/${SEGMENT})?$`),
];

export function isCacheablePath(path: string): boolean {
  return EXACT.has(path) || PATTERNS.some((pattern) => pattern.test(path));
}

/** Freshness, in seconds. A copy younger than FRESH is served as is; until MAX_AGE it is served while one request
 * renders a new copy in the background; older copies are never served. */
export const PAGE_FRESH_SECONDS = 20;
export const PAGE_MAX_AGE_SECONDS = 30;
/** A page that could not be kept (an upstream failed, a redirect, a 404) is rendered per request for this long. */
export const PAGE_PASS_SECONDS = 5;

export type Freshness = "fresh" | "stale" | "expired";

export function freshness(ageMs: number): Freshness {
  if (ageMs < PAGE_FRESH_SECONDS * 1000) return "fresh";
  if (ageMs < PAGE_MAX_AGE_SECONDS * 1000) return "stale";
  return "expired";
}

/** Header names that mark a request as something other than a plain page load (RSC navigation, prefetch, action). */
const NOT_A_PAGE_LOAD = ["rsc", "next-router-state-tree", "next-router-prefetch", "next-router-segment-prefetch", "next-action", "next-url"];

export interface RequestFacts {
  method: string;
  search: string;
  headers: { get(name: string): string | null };
}

/**
 * Only plain GET/HEAD page loads are answered from the cache; everything else is rendered as before. Next removes its
 * own RSC headers and `_rsc` query from the request the proxy sees (server/web/adapter.js), so a client-side
 * navigation is told apart by what the browser says itself: a page load asks for HTML (Accept: text/html) and, in
 * every current browser, is fetched as a document (Sec-Fetch-Dest), while the router's fetch is `empty` and asks for
 * anything. The Next headers are checked too, in case a future Next passes them on.
 */
export function isCacheableRequest({ method, search, headers }: RequestFacts): boolean {
  if (method !== "GET" && method !== "HEAD") return false;
  if (NOT_A_PAGE_LOAD.some((name) => headers.get(name) !== null)) return false;
  if (/[?&]_rsc=/.test(search)) return false;
  const dest = headers.get("sec-fetch-dest");
  if (dest !== null && dest !== "document") return false;
  if (!/\btext\/html\b/i.test(headers.get("accept") ?? "")) return false;
  return search.length <= 1024;
}

/** The cache key: the path as requested (the locale prefix is part of it) and the query. */
export function pageCacheKey(pathname: string, search: string): string {
  return `${pathname}${search}`;
}

/** An HTML response worth keeping: 200, HTML, and nothing in it that belongs to one visitor. */
export function isStorable(response: { status: number; contentType: string | null; setsCookie: boolean }): boolean {
  return response.status === 200 && /^text\/html\b/i.test(response.contentType ?? "") && !response.setsCookie;
}

/** The nonce the page was rendered with, from its Content-Security-Policy header. */
export function nonceOf(csp: string | null): string | null {
  const match = /'nonce-([A-Za-z0-9+/=_-]{16,200})'/.exec(csp ?? "");
  return match ? match[1] : null;
}


/**
 * A kept page split at every occurrence of the nonce it was rendered with. Serving a copy joins the parts with a
 * fresh nonce, so every response carries its own (the way a reverse proxy's nonce substitution works). The render's
 * nonce was random and never left the server, so nothing in the page's data can have planted it.
 */
export interface SplitPage {
  /** parts[0] with the <html> tag saying signed out / signed in, then the remaining parts — UTF-8 bytes, so a copy
   * is a few memory copies, not a string join and an encoding per request. */
  head: { signedOut: Uint8Array; signedIn: Uint8Array };
  rest: Uint8Array[];
  bytes: number;
}

const utf8 = new TextEncoder();

export function splitPage(html: string, nonce: string): SplitPage {
  const [first, ...rest] = html.split(nonce);
  const parts = rest.map((part) => utf8.encode(part));
  const head = { signedOut: utf8.encode(first), signedIn: utf8.encode(withSessionMark(first, true)) };
  return { head, rest: parts, bytes: head.signedOut.length + head.signedIn.length + parts.reduce((n, p) => n + p.length, 0) };
}

/** The page with this nonce in every place the render's was. The nonce is base64 (ASCII). */
export function joinPage(page: SplitPage, nonce: string, signedIn: boolean): Uint8Array {
  const head = signedIn ? page.head.signedIn : page.head.signedOut;
  const mark = utf8.encode(nonce);
  const out = new Uint8Array(head.length + page.rest.reduce((n, p) => n + mark.length + p.length, 0));
  out.set(head, 0);
  let at = head.length;
  for (const part of page.rest) {
    out.set(mark, at);
    out.set(part, at + mark.length);
    at += mark.length + part.length;
  }
  return out;
}

/** Sets the <html> tag's session marker (only in the tag itself, never in the page's text). */
export function withSessionMark(html: string, signedIn: boolean): string {
  const start = html.indexOf("<html");
  if (start < 0) return html;
  const end = html.indexOf(">", start);
  if (end < 0) return html;
  const tag = html.slice(start, end);
  const marked = tag.replace(new RegExp(`\\s${SESSION_ATTRIBUTE}="[01]"`), ` ${SESSION_ATTRIBUTE}="${signedIn ? 1 : 0}"`);
  return html.slice(0, start) + marked + html.slice(end);
}

/** The header that marks the proxy's own fill request; its value is a per-process secret (lib/page-cache/store.ts). */
export const FILL_HEADER = "x-shijo-page-fill";
/** Which way a page was served: hit, stale (served while a new copy renders), miss (rendered for the cache). */
export const CACHE_STATUS_HEADER = "x-shijo-page-cache";

/** A fresh CSP nonce for one response (base64 of a random UUID). */
export function newNonce(): string {
  return btoa(crypto.randomUUID());
}

/** What every served copy says about itself, whichever way it is served (proxy.ts or the fast path). */
export function copyHeaders(createdAt: number, status: "hit" | "stale" | "miss", now = Date.now()): [string, string][] {
  return [
    // Every copy has its own nonce: a shared cache (CDN) must not keep it; the browser revalidates.
    ["Cache-Control", "private, no-cache, max-age=0, must-revalidate"],
    [CACHE_STATUS_HEADER, status],
    ["Age", String(Math.max(0, Math.floor((now - createdAt) / 1000)))],
  ];
}
