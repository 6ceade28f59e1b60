// Issue 14 / ADR 0014: the proxy's side of the public page cache. A miss renders the page once through this same
// server — as a guest: the fill request carries no cookie, so nothing personal can be in it — and keeps the HTML split
// at the nonce it was rendered with; every visitor then gets a copy joined with a fresh nonce and a CSP naming it.
import { NextResponse, type NextRequest } from "next/server";
import { REQUEST_ID_HEADER } from "@/lib/request-id";
import {
  copyHeaders,
  FILL_HEADER,
  freshness,
  isStorable,
  joinPage,
  newNonce,
  nonceOf,
  pageCacheKey,
  splitPage,
} from "./rules";
import { scriptsAfterPaint } from "./scripts-after-paint";
import { fillOnce, isPass, lookup, pageCacheState, takeRenderFailure, type PageEntry, type PassEntry } from "./store";
import { fillTraceHeaders, withPageCacheSpan, type PageCacheResult } from "./telemetry";

/** Response headers of the render that every copy repeats. Everything else (cookies, CSP, ids) is per response. */
const KEPT_HEADERS = ["content-type", "vary", "link", "content-language", "x-robots-tag"];
const FILL_TIMEOUT_MS = 35_000;

/** True for this process's own fill request (the header's value is a secret that never leaves the process). */
export function isFillRequest(request: NextRequest): boolean {
  return request.headers.get(FILL_HEADER) === pageCacheState().fillSecret;
}

/** This server itself: PAGE_CACHE_ORIGIN, which server.ts sets to where it listens unless configuration did. */
function selfOrigin(): string {
  return process.env.PAGE_CACHE_ORIGIN ?? `http://localhost:${process.env.PORT ?? 3000}`;
}

async function fill(pathname: string, search: string): Promise<PageEntry | PassEntry> {
  const startedAt = Date.now();
  const pass: PassEntry = { pass: true, createdAt: startedAt };
  try {
    const response = await fetch(`${selfOrigin()}${pathname}${search}`, {
      // Nothing of the visitor's: no cookie, no language preference (pages take the locale from the path only).
      // Uncompressed: fetch asks for gzip unless told, and Next then compressed every filled page for this process to
      // inflate again (the large seed's 523 KB stores page: 3.2 ms gzip and 4.0 ms gunzip a fill, ADR 0033).
      headers: { [FILL_HEADER]: pageCacheState().fillSecret, Accept: "text/html", "Accept-Encoding": "identity", ...fillTraceHeaders() },
      redirect: "manual",
      cache: "no-store",
      signal: AbortSignal.timeout(FILL_TIMEOUT_MS),
    });
    const html = await response.text();
    const failed = takeRenderFailure(response.headers.get(REQUEST_ID_HEADER));
    const nonce = nonceOf(response.headers.get("content-security-policy"));
    const storable = isStorable({ status: response.status, contentType: response.headers.get("content-type"), setsCookie: response.headers.getSetCookie().length > 0 });
    if (failed || !nonce || !storable) return pass;
    const headers = KEPT_HEADERS.flatMap((name) => {
      const value = response.headers.get(name);
      return value ? [[name, value] as [string, string]] : [];
    });
    // Aged from when the render started: the data it read is at least that old.
    const page = splitPage(scriptsAfterPaint(html, nonce), nonce);
    return { page, headers, createdAt: startedAt, bytes: page.bytes };
  } catch {
    return pass;
  }
}

/**
 * The cached copy of a public page for this request, or null to render it as before (no copy could be made: an
 * upstream failed, the page redirects or is a 404, the fill timed out).
 */
export function servePublicPage(request: NextRequest, opts: { signedIn: boolean; csp: (nonce: string) => string }): Promise<NextResponse | null> {
  return withPageCacheSpan(request.nextUrl.pathname, () => serve(request, opts));
}

async function serve(request: NextRequest, opts: { signedIn: boolean; csp: (nonce: string) => string }): Promise<{ result: PageCacheResult; value: NextResponse | null }> {
  const { pathname, search } = request.nextUrl;
  const key = pageCacheKey(pathname, search);
  let entry = lookup(key);
  let status: "hit" | "stale" | "miss";
  const refill = () => fill(pathname, search);
  if (entry && isPass(entry)) {
    return { result: "pass", value: null };
  }
  if (entry) {
    if (freshness(Date.now() - entry.createdAt) === "stale") {
      void fillOnce(key, refill);
      status = "stale";
    } else {
      status = "hit";
    }
  } else {
    entry = await fillOnce(key, refill);
    if (isPass(entry)) {
      return { result: "pass", value: null };
    }
    status = "miss";
  }
  const nonce = newNonce();
  const body = request.method === "HEAD" ? null : joinPage(entry.page, nonce, opts.signedIn);
  const response = new NextResponse(body as BodyInit | null, { status: 200, headers: entry.headers });
  response.headers.set("Content-Security-Policy", opts.csp(nonce));
  for (const [name, value] of copyHeaders(entry.createdAt, status)) response.headers.set(name, value);
  return { result: status, value: response };
}
