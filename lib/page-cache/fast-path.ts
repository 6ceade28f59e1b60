// ADR 0014: the page cache's fast path. A fresh kept page is answered by server.ts before it hands the request to Next
// (serveFromPageCache calls the function registered here), before Next builds its request objects and runs proxy.ts:
// that machinery costs more than the page itself. The rules are the proxy's own (lib/page-cache/rules.ts)
// and anything they do not cover — a stale or missing copy, a malformed device cookie, a visitor whose language
// cookie moves them to /en — is left to Next and proxy.ts, which serve or render it as before.
import type { IncomingMessage } from "node:http";
import { splitLocale } from "@/lib/i18n/paths";
import { REQUEST_ID_HEADER } from "@/lib/request-id";
import { copyHeaders, freshness, isCacheablePath, isCacheableRequest, joinPage, newNonce, pageCacheKey } from "./rules";
import { gzipJoinedPage } from "./gzip-splice";
import { isPass, pageCacheState, type FastServe } from "./store";
import { noteFastPathHit } from "./telemetry";

export interface FastPathConfig {
  /** The CSP header for a nonce (the proxy's own policy). */
  csp: (nonce: string) => string;
  /** Headers every response of the proxy carries (security headers, HSTS). */
  staticHeaders: [string, string][];
  sessionCookie: string;
  deviceCookie: { name: string; maxAge: number; valid: (value: string) => boolean };
}

function headerOf(request: IncomingMessage) {
  return {
    get(name: string): string | null {
      const value = request.headers[name.toLowerCase()];
      return value === undefined ? null : Array.isArray(value) ? value.join(", ") : value;
    },
  };
}

function cookiesOf(header: string | undefined): Map<string, string> {
  const jar = new Map<string, string>();
  for (const pair of (header ?? "").split(";")) {
    const at = pair.indexOf("=");
    if (at > 0) jar.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
  }
  return jar;
}

export function fastServe(config: FastPathConfig): FastServe {
  return (request, response) => {
    try {
      const method = request.method ?? "GET";
      const url = request.url ?? "";
      if (!url.startsWith("/") || url.startsWith("//")) return false;
      const at = url.indexOf("?");
      const pathname = at < 0 ? url : url.slice(0, at);
      const search = at < 0 ? "" : url.slice(at);
      const headers = headerOf(request);
      if (!isCacheableRequest({ method, search, headers })) return false;
      const { path, explicit } = splitLocale(pathname);
      if (!isCacheablePath(path)) return false;
      const jar = cookiesOf(request.headers.cookie);
      // The language chooser's cookie sends an unprefixed link to /en: proxy.ts answers that redirect.
      if (!explicit && jar.get("NEXT_LOCALE") === "en") return false;
      const device = jar.get(config.deviceCookie.name);
      if (device !== undefined && !config.deviceCookie.valid(device)) return false;

      const state = pageCacheState();
      const entry = state.entries.get(pageCacheKey(pathname, search));
      if (!entry || isPass(entry) || freshness(Date.now() - entry.createdAt) !== "fresh") return false;
      noteFastPathHit(request, response, pathname);

      const nonce = newNonce();
      const signedIn = jar.has(config.sessionCookie);
      // Before any header is set: if this threw, Next would answer the request with nothing of ours on it.
      // The page's parts were deflated once; only the nonce is compressed now (lib/page-cache/gzip-splice.ts).
      const zipped = /\bgzip\b/.test(headers.get("accept-encoding") ?? "") && method === "GET" ? gzipJoinedPage(entry.page, nonce, signedIn) : null;
      response.statusCode = 200;
      for (const [name, value] of entry.headers) response.setHeader(name, value);
      for (const [name, value] of config.staticHeaders) response.setHeader(name, value);
      response.setHeader("Content-Security-Policy", config.csp(nonce));
      for (const [name, value] of copyHeaders(entry.createdAt, "hit")) response.setHeader(name, value);
      response.setHeader(REQUEST_ID_HEADER, crypto.randomUUID());
      if (device === undefined) {
        const secure = (request.socket as { encrypted?: boolean }).encrypted || headers.get("x-forwarded-proto")?.split(",")[0]?.trim() === "https";
        const expires = new Date(Date.now() + config.deviceCookie.maxAge * 1000).toUTCString();
        response.setHeader(
          "Set-Cookie",
          `${config.deviceCookie.name}=${crypto.randomUUID()}; Path=/; Expires=${expires}; Max-Age=${config.deviceCookie.maxAge}; HttpOnly; SameSite=lax${secure ? "; Secure" : ""}`,
        );
      }
      if (zipped) {
        response.setHeader("Content-Encoding", "gzip");
        const vary = entry.headers.find(([name]) => name === "vary")?.[1];
        if (!/accept-encoding/i.test(vary ?? "")) response.setHeader("Vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
        response.end(zipped);
      } else {
        const body = joinPage(entry.page, nonce, signedIn);
        response.end(Buffer.from(body.buffer, body.byteOffset, body.byteLength));
      }
      return true;
    } catch {
      return false;
    }
  };
}

/** Makes the fast path available to server.ts (once per process). */
export function registerFastPath(config: FastPathConfig): void {
  pageCacheState().fastServe ??= fastServe(config);
}
