import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { gzipSync } from "node:zlib";
import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { servePublicPage } from "@/lib/page-cache/serve";
import { dropPages } from "@/lib/page-cache/store";

// ADR 0014 / 0033: a page cache miss renders the page through this same server (PAGE_CACHE_ORIGIN). Here a real HTTP
// server stands in for it and records what the fill asked: it must ask for the page uncompressed — fetch asks for gzip
// unless told, and the server would compress each filled page only for the fill to inflate it again.
const NONCE = "bm9uY2Utb2YtdGhlLXJlbmRlcg==";
const seen: IncomingHttpHeaders[] = [];
let server: Server;

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push(req.headers);
    const html = `<!doctype html><html><head><script nonce="${NONCE}">1</script></head><body>Kontakt ë</body></html>`;
    const gzip = /\bgzip\b/.test(String(req.headers["accept-encoding"] ?? ""));
    res.writeHead(200, { "content-type": "text/html; charset=utf-8", "content-security-policy": `script-src 'nonce-${NONCE}'`, ...(gzip ? { "content-encoding": "gzip" } : {}) });
    res.end(gzip ? gzipSync(html) : html);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  process.env.PAGE_CACHE_ORIGIN = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  delete process.env.PAGE_CACHE_ORIGIN;
  dropPages();
  await new Promise((resolve) => server.close(resolve));
});

describe("ADR 0033: the page cache's fill asks this server for the page uncompressed", () => {
  it("sends Accept-Encoding: identity, and serves the page with a fresh nonce", async () => {
    dropPages();
    const response = await servePublicPage(new NextRequest("http://localhost/sq/contact?fill=1"), { signedIn: false, csp: (nonce) => `script-src 'nonce-${nonce}'` });
    expect(seen.at(-1)?.["accept-encoding"]).toBe("identity");
    expect(response?.status).toBe(200);
    const html = await response!.text();
    expect(html).toContain("Kontakt ë");
    expect(html).not.toContain(NONCE);
  });
});
