import http from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerFastPath } from "@/lib/page-cache/fast-path";
import { PAGE_FRESH_SECONDS, splitPage } from "@/lib/page-cache/rules";
import { keep, serveFromPageCache } from "@/lib/page-cache/store";

// ADR 0014: the fast path answers only a fresh kept page, with this response's own nonce, and leaves everything else to
// Next (here: a handler answering "next"). A real node:http server calling it as server.ts does, once proxy.ts (here:
// the test) has registered it.
const RENDER_NONCE = "UmVuZGVyTm9uY2VSZW5kZXJOb25jZQ==";
const html = `<!DOCTYPE html><html lang="en" data-session="0"><head><script nonce="${RENDER_NONCE}">1</script></head><body>menu<script nonce="${RENDER_NONCE}">2</script></body></html>`;
registerFastPath({
  csp: (nonce) => `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`,
  staticHeaders: [["X-Frame-Options", "DENY"]],
  sessionCookie: "shijo_session",
  deviceCookie: { name: "shijo_device", maxAge: 100, valid: (v) => /^[A-Za-z0-9-]{8,64}$/.test(v) },
});
let server: http.Server;
let base = "";
const PAGE_LOAD = { Accept: "text/html", "Sec-Fetch-Dest": "document" };

beforeAll(async () => {
  server = http.createServer((request, response) => {
    if (!serveFromPageCache(request, response)) response.end("next");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const entry = (createdAt: number) => ({ page: splitPage(html, RENDER_NONCE), headers: [["content-type", "text/html; charset=utf-8"]] as [string, string][], createdAt, bytes: html.length });
  keep("/en/contact", entry(Date.now()));
  keep("/contact", entry(Date.now()));
  keep("/en/blog", entry(Date.now() - PAGE_FRESH_SECONDS * 1000 - 1));
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("the page cache's fast path", () => {
  it("serves a fresh kept page with a fresh nonce that its policy names, the security headers and a device id", async () => {
    const [a, b] = await Promise.all([fetch(`${base}/en/contact`, { headers: PAGE_LOAD }), fetch(`${base}/en/contact`, { headers: PAGE_LOAD })]);
    const bodies = [await a.text(), await b.text()];
    for (const [i, response] of [a, b].entries()) {
      expect(response.headers.get("x-shijo-page-cache")).toBe("hit");
      expect(response.headers.get("x-frame-options")).toBe("DENY");
      const named = /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1];
      expect(bodies[i]).not.toContain(RENDER_NONCE);
      expect([...bodies[i].matchAll(/nonce="([^"]+)"/g)].map((m) => m[1])).toEqual([named, named]);
      expect(response.headers.get("set-cookie")).toMatch(/^shijo_device=[0-9a-f-]{36}; Path=\/;.*HttpOnly; SameSite=lax$/);
    }
    expect(bodies[0]).not.toBe(bodies[1]);
  });

  it("marks a visitor with a session cookie on <html>, gzips for a browser that asks", async () => {
    const response = await fetch(`${base}/en/contact`, { headers: { ...PAGE_LOAD, Cookie: "shijo_session=sealed; shijo_device=abcdef12-3456", "Accept-Encoding": "gzip" } });
    expect(response.headers.get("set-cookie")).toBeNull();
    expect(await response.text()).toMatch(/<html lang="en" data-session="1">/);
    const raw = await new Promise<Buffer>((resolve) =>
      http.get(`${base}/en/contact`, { headers: { ...PAGE_LOAD, "Accept-Encoding": "gzip" } }, (res) => {
        expect(res.headers["content-encoding"]).toBe("gzip");
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c)).on("end", () => resolve(Buffer.concat(chunks)));
      }),
    );
    expect(gunzipSync(raw).toString()).toContain("menu");
  });

  it("leaves to Next: a stale or unknown copy, a router fetch, a write, a bad device id, an /en visitor on an unprefixed link", async () => {
    const next = async (path: string, init: RequestInit = {}) => (await fetch(`${base}${path}`, init)).text();
    expect(await next("/en/blog", { headers: PAGE_LOAD })).toBe("next");
    expect(await next("/en/partner", { headers: PAGE_LOAD })).toBe("next");
    expect(await next("/en/contact", { headers: { Accept: "*/*", "Sec-Fetch-Dest": "empty" } })).toBe("next");
    expect(await next("/en/contact", { method: "POST", headers: PAGE_LOAD })).toBe("next");
    expect(await next("/en/contact", { headers: { ...PAGE_LOAD, Cookie: "shijo_device=bad%0d%0avalue" } })).toBe("next");
    expect(await next("/contact", { headers: { ...PAGE_LOAD, Cookie: "NEXT_LOCALE=en" } })).toBe("next");
    expect(await next("/contact", { headers: PAGE_LOAD })).toContain("menu");
  });
});
