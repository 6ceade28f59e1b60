// ADR 0044: a signed-in read (a GET with the person's token) reaches the product API over node:http on a kept-alive
// socket (lib/api/transport.ts); public reads and writes keep the global fetch (Next's data cache and its
// static-or-dynamic decision). Against a real HTTP server on a loopback port.
import http from "node:http";
import type { AddressInfo, Socket } from "node:net";
import zlib from "node:zlib";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { apiFetch } from "@/lib/api/client";

let server: http.Server;
let baseUrl: string;
const sockets = new Set<Socket>();
const seen: Array<{ method: string; url: string; auth: string | undefined; body: string }> = [];
let dropNextOnReusedSocket = false;

beforeAll(async () => {
  server = http.createServer(async (request, response) => {
    let body = "";
    for await (const chunk of request) body += chunk;
    seen.push({ method: request.method ?? "", url: request.url ?? "", auth: request.headers.authorization, body });
    if (request.url?.startsWith("/hang")) return; // never answers
    if (dropNextOnReusedSocket && (request.socket as Socket & { served?: number }).served) {
      // The product API closed this idle socket just as it was used again.
      dropNextOnReusedSocket = false;
      request.socket.destroy();
      return;
    }
    (request.socket as Socket & { served?: number }).served = 1;
    if (request.url?.startsWith("/packed") && /\bgzip\b/.test(String(request.headers["accept-encoding"]))) {
      response.writeHead(200, { "content-type": "application/json", "content-encoding": "gzip" });
      return response.end(zlib.gzipSync(JSON.stringify({ ok: true, name: "i ngjeshur" })));
    }
    if (request.url?.startsWith("/missing")) {
      response.writeHead(404, { "content-type": "application/json" });
      return response.end(JSON.stringify({ message: "Nuk u gjet" }));
    }
    response.writeHead(200, { "content-type": "application/json" });
    response.end(JSON.stringify({ ok: true, name: "Çajupi — ëë" }));
  });
  server.on("connection", (socket) => sockets.add(socket));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});
afterEach(() => {
  seen.length = 0;
  vi.restoreAllMocks();
});

const schema = z.object({ ok: z.boolean(), name: z.string() });
const signedIn = { locale: "sq" as const, token: "tok-1" };

describe("how apiFetch reaches the product API", () => {
  it("a signed-in read goes over a kept-alive socket, not fetch: reads one after another share one connection", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    const before = sockets.size;
    for (let i = 0; i < 3; i++) {
      const result = await apiFetch("orders", { ctx: signedIn, schema, baseUrl, query: { page: i + 1 } });
      expect(result).toEqual({ ok: true, data: { ok: true, name: "Çajupi — ëë" }, status: 200 });
    }
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(sockets.size - before, "new connections for three reads").toBe(1);
    expect(seen.map((s) => [s.method, s.url, s.auth])).toEqual([
      ["GET", "/orders?page=1", "Bearer tok-1"],
      ["GET", "/orders?page=2", "Bearer tok-1"],
      ["GET", "/orders?page=3", "Bearer tok-1"],
    ]);
  });

  it("a read on a socket the product API closed meanwhile is asked once more on a new one", async () => {
    await apiFetch("orders", { ctx: signedIn, schema, baseUrl });
    dropNextOnReusedSocket = true;
    const result = await apiFetch("orders", { ctx: signedIn, schema, baseUrl });
    expect(result.ok).toBe(true);
    expect(seen).toHaveLength(3);
  });

  it("an answer the product API compressed is read as sent (a remote API compresses when asked)", async () => {
    expect(await apiFetch("packed", { ctx: signedIn, schema, baseUrl })).toEqual({ ok: true, data: { ok: true, name: "i ngjeshur" }, status: 200 });
  });

  it("an upstream error keeps its status and the spec's message", async () => {
    const result = await apiFetch("missing", { ctx: signedIn, schema, baseUrl });
    expect(result).toEqual({ ok: false, error: { kind: "http", status: 404, message: "Nuk u gjet" } });
  });

  it("gives up at the deadline (504) and leaves no request hanging", async () => {
    const started = Date.now();
    const result = await apiFetch("hang", { ctx: signedIn, schema, baseUrl, timeoutMs: 200 });
    expect(result).toEqual({ ok: false, error: { kind: "timeout", status: 504, message: null } });
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it("an unreachable product API is a network failure (502)", async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const url = `http://127.0.0.1:${(closed.address() as AddressInfo).port}/`;
    await new Promise((resolve) => closed.close(resolve));
    expect(await apiFetch("orders", { ctx: signedIn, schema, baseUrl: url })).toEqual({ ok: false, error: { kind: "network", status: 502, message: null } });
  });

  it("a write and a guest's read keep fetch (Next's data cache and its per-request decision)", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    await apiFetch("orders", { ctx: signedIn, schema, baseUrl, method: "POST", body: { a: 1 } });
    await apiFetch("vendors", { ctx: { locale: "sq" }, schema, baseUrl });
    await apiFetch("blogs", { ctx: signedIn, schema, baseUrl, next: { revalidate: 60 } });
    expect(fetchSpy).toHaveBeenCalledTimes(3);
    expect(seen.map((s) => [s.method, s.url, s.body])).toEqual([
      ["POST", "/orders", '{"a":1}'],
      ["GET", "/vendors", ""],
      ["GET", "/blogs", ""],
    ]);
  });
});
