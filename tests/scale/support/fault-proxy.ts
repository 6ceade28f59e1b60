import http from "node:http";
import type { AddressInfo } from "node:net";

// Issue 15 "Faults, tested": a real HTTP proxy in front of the real product API. By default it forwards every
// request unchanged; a path pattern can be switched to a fault, so the storefront meets a slow or broken upstream
// exactly as it would in production (a socket that never answers, a 500 from a crashing server, a truncated body,
// JSON of another shape). Not a mock: what it does not break comes from the product API.

export type Fault = "pass" | "hang" | "500" | "invalid-json" | "wrong-shape";

export interface FaultProxy {
  url: string;
  port: number;
  /** Requests whose path (without the query) matches `pattern` meet `fault` from now on; "pass" removes the rule. */
  set(pattern: RegExp, fault: Fault): void;
  /** Every path back to pass-through; requests left hanging are cut. */
  reset(): void;
  /** Paths (with query) that met each fault, in order. */
  readonly seen: Array<{ fault: Fault; path: string }>;
  close(): Promise<void>;
}

/** What a crashing upstream framework might send: the storefront must never show any of it. */
export const LEAKY_500_BODY = "Internal Server Error\nTypeError: Cannot read properties of undefined (reading 'vendors')\n    at listVendors (/srv/product-api/vendors.js:42:17)\n";
const INVALID_JSON = '{"vendors":{"current_page":1,"data":[{"id":1,"title":"Half a resp';
const WRONG_SHAPE = JSON.stringify({ status: "ok", vendors: "not a page of vendors", data: [42], page_data: null, food_categories: 7 });

/** `target` is the product API's origin (its routes sit at the root, as the local one's do). */
export async function startFaultProxy({ target, port = 0, host = "127.0.0.1" }: { target: string; port?: number; host?: string }): Promise<FaultProxy> {
  const upstream = new URL(target);
  const rules: Array<{ pattern: RegExp; fault: Fault }> = [];
  const hanging = new Set<http.ServerResponse>();
  const seen: FaultProxy["seen"] = [];

  const faultFor = (path: string): Fault => rules.find((r) => r.pattern.test(path))?.fault ?? "pass";

  const server = http.createServer((req, res) => {
    const path = req.url ?? "/";
    const fault = faultFor(path.split("?")[0]);
    if (fault !== "pass") seen.push({ fault, path });
    switch (fault) {
      case "hang":
        // Headers never come; the storefront's own timeout has to end the wait.
        req.resume();
        hanging.add(res);
        res.on("close", () => hanging.delete(res));
        return;
      case "500":
        req.resume();
        res.writeHead(500, { "Content-Type": "text/plain" }).end(LEAKY_500_BODY);
        return;
      case "invalid-json":
        req.resume();
        res.writeHead(200, { "Content-Type": "application/json" }).end(INVALID_JSON);
        return;
      case "wrong-shape":
        req.resume();
        res.writeHead(200, { "Content-Type": "application/json" }).end(WRONG_SHAPE);
        return;
      case "pass": {
        const headers = { ...req.headers, host: upstream.host };
        const forward = http.request(
          { protocol: upstream.protocol, hostname: upstream.hostname, port: upstream.port, method: req.method, path, headers },
          (answer) => {
            res.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(res);
          },
        );
        forward.on("error", () => {
          if (!res.headersSent) res.writeHead(502, { "Content-Type": "text/plain" });
          res.end();
        });
        res.on("close", () => forward.destroy());
        req.pipe(forward);
        return;
      }
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address() as AddressInfo;

  const cutHanging = () => {
    for (const res of hanging) res.destroy();
    hanging.clear();
  };
  return {
    url: `http://${host}:${address.port}/`,
    port: address.port,
    seen,
    set(pattern, fault) {
      const at = rules.findIndex((r) => r.pattern.source === pattern.source && r.pattern.flags === pattern.flags);
      if (at >= 0) rules.splice(at, 1);
      if (fault !== "pass") rules.unshift({ pattern, fault });
    },
    reset() {
      rules.length = 0;
      cutHanging();
    },
    close() {
      cutHanging();
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
