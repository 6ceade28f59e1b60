// The storefront's server: Next's documented custom server (nextjs.org/docs/app/guides/custom-server), and the one way
// to start the storefront — `npm start` / `npm run dev`, the tests, the bench and production all run this file
// (docs/operations.md): `node --import tsx server.ts [--dev] [--port 3000] [--hostname 0.0.0.0]`.
//
// Before Next sees a request it does three things Next has no door for:
//  0. counts and times it by route template for /api/metrics (lib/observability/http-server.ts, issue 30);
//  1. the TCP peer into `x-shijo-peer`, over whatever a client sent (per-IP limits: lib/bff/client-ip.ts, ADR 0010);
//  2. a fresh kept public page answered at once (the page cache's fast path: lib/page-cache/fast-path.ts, ADR 0014),
//     before Next builds its request objects and runs proxy.ts.
// Everything else is `handle(req, res)`, Next's own request handler.
import { createServer } from "node:http";
import { parseArgs } from "node:util";

const { values: args } = parseArgs({
  options: { dev: { type: "boolean", default: false }, port: { type: "string" }, hostname: { type: "string" } },
});
const dev = args.dev;
const port = Number(args.port ?? process.env.PORT ?? 3000);
const hostname = args.hostname;
if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`not a port: ${args.port ?? process.env.PORT}`);
// As `next start` / `next dev` set it, before React and Next are loaded (they pick their builds by it).
Object.assign(process.env, { NODE_ENV: dev ? "development" : "production", PORT: String(port) });

const { default: next } = await import("next");
const { recordPeer } = await import("@/lib/bff/client-ip");
const { serveFromPageCache } = await import("@/lib/page-cache/store");
const { observeHttpRequest } = await import("@/lib/observability/http-server");

const server = createServer((request, response) => {
  // Every request counted and timed by route template (issue 30), fast-path hits included: Next never sees those.
  observeHttpRequest(request, response);
  recordPeer(request);
  if (serveFromPageCache(request, response)) return;
  handle(request, response).catch((error: unknown) => {
    console.error(`Failed to handle ${request.method} ${request.url}`, error);
    if (!response.headersSent) response.statusCode = 500;
    response.end();
  });
});
// An idle kept-alive connection is closed after KEEP_ALIVE_TIMEOUT_MS (default 65 s), not Node's 5 s: a client or a
// load balancer that reuses a connection just as the server drops it gets ECONNRESET (seen in e2e, session 16), so
// the server must outwait the peer's own idle timeout (60 s on common load balancers). headersTimeout stays above it.
const keepAlive = Number(process.env.KEEP_ALIVE_TIMEOUT_MS ?? 65_000);
if (!Number.isInteger(keepAlive) || keepAlive < 1000) throw new Error(`KEEP_ALIVE_TIMEOUT_MS is not a number of milliseconds ≥ 1000: ${process.env.KEEP_ALIVE_TIMEOUT_MS}`);
server.keepAliveTimeout = keepAlive;
server.headersTimeout = keepAlive + 1000;
const app = next({ dev, port, hostname, httpServer: server });
const handle = app.getRequestHandler();
await app.prepare();

server.listen(port, hostname, () => {
  const address = server.address();
  const listening = typeof address === "object" && address ? address.port : port;
  const host = !hostname || hostname === "0.0.0.0" || hostname === "::" ? "localhost" : hostname.includes(":") ? `[${hostname}]` : hostname;
  // The page cache renders a missing copy by asking this server itself (lib/page-cache/serve.ts).
  process.env.PAGE_CACHE_ORIGIN ??= `http://${host}:${listening}`;
  console.log(`> Shijo storefront on http://${host}:${listening} (${dev ? "development" : "production"})`);
});

// As `next start` does: stop taking connections, let requests under way finish, then close Next.
let stopping = false;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    server.close(() => void app.close().finally(() => process.exit(signal === "SIGINT" ? 130 : 143)));
    server.closeIdleConnections();
  });
}
