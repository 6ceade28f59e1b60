// apiFetch's deadline (lib/api/client.ts): a product-API call gives up after API_TIMEOUT_MS (a timeout, 504), and once
// its answer is read no deadline timer is left waiting. AbortSignal.timeout's timer ran its whole 30 s after every call
// and, under Next's fetch, kept the request's context (the page or route, its response, all it read) alive until then:
// a BFF route at ~600 req/s grew the storefront's heap by ~10 MB a second (ADR 0029, session 30). The retention itself
// needs Next's patched fetch and a loaded server, so it is measured by the bench, not here.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { apiFetch } from "@/lib/api/client";

let server: http.Server;
let baseUrl: string;
beforeAll(async () => {
  server = http.createServer((request, response) => {
    if (request.url?.startsWith("/hang")) return; // never answers
    response.writeHead(200, { "content-type": "application/json", connection: "close" });
    response.end(JSON.stringify({ ok: true }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

const schema = z.object({ ok: z.boolean() });
const ctx = { locale: "sq" as const };

describe("apiFetch's deadline", () => {
  it("is set for each call and cleared once the answer is read: no timer is left waiting for it", async () => {
    const deadlines = new Set<unknown>();
    const cleared = new Set<unknown>();
    const realSet = globalThis.setTimeout;
    const realClear = globalThis.clearTimeout;
    const set = vi.spyOn(globalThis, "setTimeout").mockImplementation(((fn: () => void, ms?: number) => {
      const id = realSet(fn, ms);
      if (ms === 30_000) deadlines.add(id);
      return id;
    }) as typeof setTimeout);
    const clear = vi.spyOn(globalThis, "clearTimeout").mockImplementation(((id?: Parameters<typeof clearTimeout>[0]) => {
      cleared.add(id);
      return realClear(id);
    }) as typeof clearTimeout);
    try {
      const result = await apiFetch("ping", { ctx, schema, baseUrl, timeoutMs: 30_000 });
      expect(result.ok).toBe(true);
    } finally {
      set.mockRestore();
      clear.mockRestore();
    }
    expect(deadlines.size, "apiFetch set its deadline as a timer of its own").toBe(1);
    expect([...deadlines].every((id) => cleared.has(id)), "the deadline still waits after the call ended").toBe(true);
  });

  it("still gives up at the deadline: an upstream that never answers is a timeout (504)", async () => {
    const started = Date.now();
    const result = await apiFetch("hang", { ctx, schema, baseUrl, timeoutMs: 200 });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatchObject({ kind: "timeout", status: 504 });
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
