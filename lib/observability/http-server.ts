// Issue 30 "Metrics": every request the storefront's server answers — fast-path page-cache hits included, which Next
// never sees — counted and timed by route template, method and status. server.ts calls it first for each request.
// No Next and no server-only import: server.ts loads it outside Next's bundles.
import type { IncomingMessage, ServerResponse } from "node:http";
import { recordHttpRequest } from "@/contract/telemetry/metrics";
import { routeTemplate } from "./route-template";

export function observeHttpRequest(request: IncomingMessage, response: ServerResponse): void {
  const started = performance.now();
  const url = request.url ?? "/";
  const method = request.method ?? "GET";
  // "close" comes once the response is finished or the client went away; a chat stream is timed until it closes.
  response.once("close", () => recordHttpRequest(routeTemplate(url), method, response.statusCode, (performance.now() - started) / 1000));
}
