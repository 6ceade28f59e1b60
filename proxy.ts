import { NextResponse, type NextRequest } from "next/server";
import createMiddleware from "next-intl/middleware";
import { routing } from "@/lib/i18n/routing";
import { CURRENT_PATH_HEADER, localizePath, splitLocale } from "@/lib/i18n/paths";
import { guardRedirect } from "@/lib/auth/guard";
import { readSealedSession } from "@/lib/session/seal";
import { DEVICE_COOKIE, sessionCookieName } from "@/lib/session/config";
import { buildCsp, HSTS, isMetadataImagePath, STATIC_SECURITY_HEADERS } from "@/lib/security/csp";
import { externalOrigins } from "@/lib/security/origins";
import { validDeviceId } from "@/lib/security/device-id";
import { newRequestId, REQUEST_ID_HEADER } from "@/lib/request-id";
import { isCacheablePath, isCacheableRequest, newNonce } from "@/lib/page-cache/rules";
import { listenForDrops } from "@/lib/page-cache/invalidate";
import { isFillRequest, servePublicPage } from "@/lib/page-cache/serve";
import { registerFastPath } from "@/lib/page-cache/fast-path";
import { isOfflineKeepable, OFFLINE_HEADER, OFFLINE_PUBLIC } from "@/lib/pwa/offline-rules";

const handleI18n = createMiddleware(routing);
const DEVICE_MAX_AGE = 400 * 24 * 60 * 60;
// The public page cache (ADR 0014) runs in production builds unless PAGE_CACHE=off.
const PAGE_CACHE_ON = process.env.NODE_ENV === "production" && process.env.PAGE_CACHE !== "off";
const pageCsp = (nonce: string) => buildCsp({ nonce, dev: process.env.NODE_ENV !== "production", ...externalOrigins() });
// ADR 0014: fresh kept pages are answered before Next's request handling (server.ts), with this proxy's own policy,
// headers and cookies.
if (PAGE_CACHE_ON) {
  registerFastPath({
    csp: pageCsp,
    // Every page the fast path answers is a public page: the service worker may keep it for offline reading (ADR 0021).
    staticHeaders: [...Object.entries(STATIC_SECURITY_HEADERS), ["Strict-Transport-Security", HSTS], [OFFLINE_HEADER, OFFLINE_PUBLIC]],
    sessionCookie: sessionCookieName(),
    deviceCookie: { name: DEVICE_COOKIE, maxAge: DEVICE_MAX_AGE, valid: (value) => validDeviceId(value) !== undefined },
  });
}

// Next 16 calls this file "proxy" (formerly middleware). It is the fast path only:
// protected layouts check the session again on the server.
export default async function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  // Issue 10: every request gets a fresh id here (a client's own x-request-id is replaced, never trusted); the BFF
  // and the pages read it back for their log lines, and the response carries it so a report can quote it.
  const requestId = newRequestId();
  request.headers.set(REQUEST_ID_HEADER, requestId);

  // Issue 9 #7: a path that is not valid percent-encoding (`/%ZZ`, `/stores%FF`) is answered here, cleanly,
  // before anything downstream tries to decode it and throws: 400 for the BFF, the 404 page for pages.
  if (!isDecodable(pathname)) {
    if (pathname === "/api" || pathname.startsWith("/api/")) {
      return finish(request, NextResponse.json({ error: "Bad Request" }, { status: 400, headers: { "Cache-Control": "no-store" } }));
    }
    return notFound(request);
  }
  if (pathname === "/api" || pathname.startsWith("/api/")) {
    const response = NextResponse.next({ request: { headers: request.headers } });
    response.headers.set(REQUEST_ID_HEADER, requestId);
    return response;
  }
  const { locale, path, explicit } = splitLocale(pathname);
  if (isMetadataImagePath(pathname)) return passOn(request, locale, path);

  // A visitor who chose English before (NEXT_LOCALE, set only by the language chooser) is moved
  // from an unprefixed link to /en; nobody else is: Accept-Language never moves a shared link.
  if (!explicit && request.cookies.get("NEXT_LOCALE")?.value === "en") {
    return finish(request, NextResponse.redirect(new URL(localizePath(path, "en") + search, request.url)));
  }

  const fillRequest = isFillRequest(request);
  // Issue 14 / ADR 0014: a public page is the same for everyone, so it is served from the page cache with a fresh
  // nonce. No guard applies to these paths, so the session cookie is not even opened: only whether one came along
  // (the header shows the account's parts or the login button before the client fills in the name).
  if (!fillRequest && PAGE_CACHE_ON && isCacheablePath(path) && isCacheableRequest({ method: request.method, search, headers: request.headers })) {
    listenForDrops();
    const cached = await servePublicPage(request, { signedIn: request.cookies.has(sessionCookieName()), csp: pageCsp });
    if (cached) return finish(request, cached, { offline: true });
  }

  const session = await readSealedSession(request.cookies.get(sessionCookieName())?.value);
  const target = guardRedirect(path + search, { loggedIn: Boolean(session.token), verified: Boolean(session.user?.verified) });
  if (target && pathname !== "/sq" && !pathname.startsWith("/sq/")) {
    return finish(request, NextResponse.redirect(new URL(localizePath(target, locale), request.url)));
  }

  const nonce = newNonce();
  request.headers.set("x-nonce", nonce);
  request.headers.set("Content-Security-Policy", pageCsp(nonce));
  request.headers.set(CURRENT_PATH_HEADER, path + search);

  const response = handleI18n(request);
  response.headers.set("Content-Security-Policy", pageCsp(nonce));
  return finish(request, response, { deviceCookie: !fillRequest, offline: isOfflineKeepable(path) });
}

function isDecodable(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

/**
 * A generated Open Graph or Twitter image (its URL keeps `/sq/`): passed on without next-intl's redirect or a device
 * cookie, but with the policy and a nonce like every response — a page that merely has the same shape renders with them.
 */
function passOn(request: NextRequest, locale: string, path: string): NextResponse {
  const nonce = newNonce();
  const csp = pageCsp(nonce);
  const headers = new Headers(request.headers);
  headers.set("x-nonce", nonce);
  headers.set("Content-Security-Policy", csp);
  headers.set(CURRENT_PATH_HEADER, path);
  headers.set("X-NEXT-INTL-LOCALE", locale);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set("Content-Security-Policy", csp);
  return finish(request, response, { deviceCookie: false });
}

/** The bilingual 404 page, with its nonce CSP, for a path that cannot be routed at all. */
function notFound(request: NextRequest): NextResponse {
  const { pathname } = request.nextUrl;
  const locale = pathname === "/en" || pathname.startsWith("/en/") ? "en" : "sq";
  const nonce = newNonce();
  const csp = pageCsp(nonce);
  const headers = new Headers(request.headers);
  headers.set("x-nonce", nonce);
  headers.set("Content-Security-Policy", csp);
  headers.set(CURRENT_PATH_HEADER, "/");
  // next-intl's own middleware is skipped here, so tell its request config the locale it would have set.
  headers.set("X-NEXT-INTL-LOCALE", locale);
  const response = NextResponse.rewrite(new URL(`/${locale}/__not-found`, request.url), { status: 404, request: { headers } });
  response.headers.set("Content-Security-Policy", csp);
  return finish(request, response);
}

function finish(request: NextRequest, response: NextResponse, { deviceCookie = true, offline = false } = {}): NextResponse {
  const requestId = request.headers.get(REQUEST_ID_HEADER);
  if (requestId) response.headers.set(REQUEST_ID_HEADER, requestId);
  // ADR 0021: the service worker keeps only answers marked here (a public page, the cart, the offline page).
  if (offline) response.headers.set(OFFLINE_HEADER, OFFLINE_PUBLIC);
  for (const [name, value] of Object.entries(STATIC_SECURITY_HEADERS)) response.headers.set(name, value);
  if (process.env.NODE_ENV === "production") response.headers.set("Strict-Transport-Security", HSTS);
  // Not on the page cache's own fill request: a page kept for everyone never carries a cookie.
  if (deviceCookie && !validDeviceId(request.cookies.get(DEVICE_COOKIE)?.value)) {
    // spec 1 §3: a browser-kept device id, sent upstream with every product API call; a malformed one is replaced.
    response.cookies.set(DEVICE_COOKIE, crypto.randomUUID(), {
      httpOnly: true,
      sameSite: "lax",
      secure: request.nextUrl.protocol === "https:",
      path: "/",
      maxAge: DEVICE_MAX_AGE,
    });
  }
  return response;
}

export const config = {
  // Every request but the files served as they are (issue 24: every HTML response carries the policy, so a page or a
  // 404 is never left out by its shape). Not matched, each by its exact path: Next's build output and image optimizer
  // (`_next/static/`, `_next/image`) and its dev server's own endpoints; the files in public/ (tests/unit/
  // proxy-matcher.test.ts fails when one is added and not listed here); the metadata files at the root (icon,
  // robots, the sitemaps; issue 29's service worker and app icons); and npm run bench's static baseline, which carries a fixed policy from next.config.ts. Any
  // other path — `/restaurant/{hash}/menu.html`, `/stores.json`, `/favicon.ico`, `/_vercel/x` — runs the proxy.
  matcher: [
    "/((?!_next/static/|_next/image$|_next/webpack-hmr$|__nextjs|badges/(?:app-store|google-play)\\.svg$|icons/(?:icon-192|icon-512|maskable-512|badge-96)\\.png$|sw\\.js$|map/style\\.json$|baseline\\.html$|icon\\.svg$|robots\\.txt$|sitemap_index\\.xml$|sitemap/\\d+\\.xml$).*)",
  ],
};
