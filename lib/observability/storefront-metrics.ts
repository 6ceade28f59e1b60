import "server-only";
import { counter, gauge, histogram } from "@/contract/telemetry/metrics";

// Issue 30 "Metrics": what the storefront counts besides requests — the product API as an upstream, rate-limit
// refusals and open chat streams (the page cache's own are in lib/page-cache/telemetry.ts). Declared here once, so a
// scrape lists them from the start (at zero) and each has one name and one set of labels.

export type UpstreamOutcome = "ok" | "client_error" | "server_error" | "timeout" | "network" | "invalid_response";

const upstreamRequests = counter("shijo_upstream_requests_total", "Product API calls by method, path template and outcome", ["method", "path", "outcome"]);
const upstreamDuration = histogram("shijo_upstream_request_duration_seconds", "Time of a product API call until its body is read, by method and path template", ["method", "path"]);
const upstreamErrors = counter("shijo_upstream_errors_total", "Failed product API calls: timeout (API_TIMEOUT_MS), network (refused, reset), server_error (5xx), invalid_response (not the expected JSON)", ["kind"]);
const rateLimited = counter("shijo_rate_limit_rejections_total", "Requests refused with 429 by a rate limit, by rule", ["rule"]);
const chatStreams = gauge("shijo_chat_streams_open", "Chat streams (Server-Sent Events) this instance holds open now");
for (const kind of ["timeout", "network", "server_error", "invalid_response"] as const) upstreamErrors.inc({ kind }, 0);

export function countUpstream(method: string, path: string, outcome: UpstreamOutcome, seconds: number): void {
  upstreamRequests.inc({ method, path, outcome });
  upstreamDuration.observe({ method, path }, seconds);
  if (outcome !== "ok" && outcome !== "client_error") upstreamErrors.inc({ kind: outcome });
}

export function countRateLimited(rule: string): void {
  rateLimited.inc({ rule });
}

/** One more open chat stream; the returned function closes it (once, however often it is called). */
export function openChatStream(): () => void {
  chatStreams.inc();
  let open = true;
  return () => {
    if (!open) return;
    open = false;
    chatStreams.dec();
  };
}
