import "server-only";
import { pageCacheLimitBytes, pageCacheState } from "@/lib/page-cache/store";
import { counter, gauge, histogram } from "./metrics";

// Issue 30 "Metrics": what the storefront counts besides requests — the page cache, the product API as an upstream,
// rate-limit refusals and open chat streams. Every metric is declared here, so a scrape lists them all from the start
// (at zero) and each has one name and one set of labels.

export type PageCacheResult = "hit" | "stale" | "miss" | "pass";
export type UpstreamOutcome = "ok" | "client_error" | "server_error" | "timeout" | "network" | "invalid_response";

const pageCacheRequests = counter("shijo_page_cache_requests_total", "Public page loads by what the page cache did: hit (fresh copy), stale (copy served, refreshed in the background), miss (rendered and kept), pass (rendered per request)", ["result"]);
const upstreamRequests = counter("shijo_upstream_requests_total", "Product API calls by method, path template and outcome", ["method", "path", "outcome"]);
const upstreamDuration = histogram("shijo_upstream_request_duration_seconds", "Time of a product API call until its body is read, by method and path template", ["method", "path"]);
const upstreamErrors = counter("shijo_upstream_errors_total", "Failed product API calls: timeout (API_TIMEOUT_MS), network (refused, reset), server_error (5xx), invalid_response (not the expected JSON)", ["kind"]);
const rateLimited = counter("shijo_rate_limit_rejections_total", "Requests refused with 429 by a rate limit, by rule", ["rule"]);
const chatStreams = gauge("shijo_chat_streams_open", "Chat streams (Server-Sent Events) this instance holds open now");
gauge("shijo_page_cache_bytes", "Bytes of kept public pages in this process", [], function collect() {
  this.set(pageCacheState().bytes);
});
gauge("shijo_page_cache_entries", "Kept public pages (and pass markers) in this process", [], function collect() {
  this.set(pageCacheState().entries.size);
});
gauge("shijo_page_cache_limit_bytes", "PAGE_CACHE_MAX_MB in bytes: the page cache never holds more", [], function collect() {
  this.set(pageCacheLimitBytes());
});
for (const result of ["hit", "stale", "miss", "pass"] as const) pageCacheRequests.inc({ result }, 0);
for (const kind of ["timeout", "network", "server_error", "invalid_response"] as const) upstreamErrors.inc({ kind }, 0);

export function countPageCache(result: PageCacheResult): void {
  pageCacheRequests.inc({ result });
}

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
