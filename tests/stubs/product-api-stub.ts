// A BFF route's product API in a unit test: one answer function, asked whichever way the route calls. A write or a
// public read goes through the global fetch (stubbed with the function); a signed-in read goes over node:http on a
// kept-alive socket (lib/api/transport.ts), so a real HTTP server on a loopback port answers it with the same
// function, and the product API's base URL (lib/env) points there while the test file runs.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, vi } from "vitest";
import { env } from "@/lib/env";

export type Upstream = (url: URL, init: RequestInit) => Response | Promise<Response>;

export function productApiStub() {
  let answer: Upstream = () => new Response(JSON.stringify({ error: "no answer set" }), { status: 500 });
  const server = http.createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) if (typeof value === "string") headers.set(name, value);
    const body = chunks.length ? Buffer.concat(chunks).toString("utf8") : undefined;
    const url = new URL(request.url ?? "/", `http://${request.headers.host}`);
    const reply = await answer(url, { method: request.method, headers, body });
    response.writeHead(reply.status, Object.fromEntries(reply.headers));
    response.end(Buffer.from(await reply.arrayBuffer()));
  });
  let before: string | undefined;
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    before = env.PRODUCT_API_URL;
    env.PRODUCT_API_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });
  afterAll(async () => {
    env.PRODUCT_API_URL = before;
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  return {
    /** Answers every product API call with `upstream` from now on (vi.unstubAllGlobals() undoes the fetch half). */
    answer(upstream: Upstream) {
      answer = upstream;
      vi.stubGlobal("fetch", (url: URL | string, init: RequestInit = {}) => upstream(new URL(url), init));
    },
  };
}
