import "server-only";
import type { z } from "zod";
import { env, productApiUrl } from "@/lib/env";
import { validDeviceId } from "@/lib/security/device-id";
import { log } from "@/lib/log";
import { readFailed } from "@/lib/read-failures";
import { injectTraceContext, observeUpstream } from "@/lib/observability/upstream";
import { extractErrorMessage } from "./errors";
import { fail, ok, type ApiResult } from "./result";
import { releaseRenderStackAtEnd } from "@/lib/render/release-render-stack";
import { getOverKeptSocket, type Answer } from "./transport";

const apiLog = log.child({ area: "api" });

export interface ApiContext {
  token?: string;
  deviceId?: string;
  locale: "sq" | "en";
}

export interface ApiRequest<S extends z.ZodType> {
  method?: "GET" | "POST" | "PUT" | "DELETE";
  query?: Record<string, string | number | boolean | undefined | null | Array<string | number>>;
  body?: unknown;
  schema: S;
  ctx: ApiContext;
  /** Base URL override (the landing gateway); defaults to PRODUCT_API_URL. */
  baseUrl?: string;
  headers?: Record<string, string>;
  timeoutMs?: number;
  /** Next fetch cache options for public reads. */
  next?: { revalidate?: number; tags?: string[] };
}

export function buildUrl(base: string, path: string, query?: ApiRequest<z.ZodType>["query"]): URL {
  // Dot segments in any spelling (URL parsing turns %2e%2e into ".."), backslashes (read as "/"), schemes and
  // protocol-relative or credentialed forms never leave the product API's base.
  if (/^[a-z][a-z0-9+.-]*:/i.test(path) || path.startsWith("//") || /(^|[/\\])(\.|%2e){1,2}([/\\?#]|$)/i.test(path) || path.includes("..") || /[\\@]|%5c|%2f%2f/i.test(path) || /[\u0000-\u001f\u007f]/.test(path)) {
    throw new Error(`apiFetch refuses path ${path}`);
  }
  const url = new URL(path.replace(/^\/+/, ""), base);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === "") continue;
    if (Array.isArray(value)) value.forEach((v) => url.searchParams.append(`${key}[]`, String(v)));
    else url.searchParams.set(key, String(value));
  }
  return url;
}

/** spec 1 §7: App-Key, platform Web, device id, language, bearer (never on suggest-quiz paths). */
export function buildHeaders(path: string, ctx: ApiContext, extra?: Record<string, string>): Headers {
  const headers = new Headers({
    Accept: "application/json",
    "App-Key": env.PRODUCT_API_KEY,
    platform: "Web",
    language: ctx.locale,
  });
  // The cookie is the client's to write: only a well-formed id becomes a header (lib/security/device-id.ts).
  const deviceId = validDeviceId(ctx.deviceId);
  if (deviceId) headers.set("device-id", deviceId);
  if (ctx.token && !path.includes("suggest-quiz")) headers.set("Authorization", `Bearer ${ctx.token}`);
  for (const [k, v] of Object.entries(extra ?? {})) headers.set(k, v);
  return headers;
}

export async function apiFetch<S extends z.ZodType>(path: string, req: ApiRequest<S>): Promise<ApiResult<z.infer<S>>> {
  releaseRenderStackAtEnd();
  const result = await observeUpstream(req.method ?? "GET", path, () => request(path, req));
  // Whoever listens is told (the page cache does not keep a page rendered meanwhile: ADR 0014).
  if (!result.ok && result.error.status >= 500) await readFailed();
  return result;
}

async function request<S extends z.ZodType>(path: string, req: ApiRequest<S>): Promise<ApiResult<z.infer<S>>> {
  const method = req.method ?? "GET";
  const url = buildUrl(req.baseUrl ?? productApiUrl(), path, req.query);
  const headers = buildHeaders(path, req.ctx, req.headers);
  injectTraceContext(headers);
  let body: string | undefined;
  if (req.body !== undefined && method !== "GET") {
    headers.set("Content-Type", "application/json");
    body = JSON.stringify(req.body);
  }
  // The deadline is a timer cleared once the answer is read, not AbortSignal.timeout: that one's timer runs to its end
  // (30 s by default) whatever happens, and holds the request's async context until then — the page or route, its
  // response, everything it read. Under load that was every request of the last 30 s kept in memory (ADR 0029,
  // session 30: a BFF route at ~600 req/s grew the heap by ~10 MB a second; with the timer cleared it stays flat).
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(new DOMException("The product API took too long", "TimeoutError")), req.timeoutMs ?? env.API_TIMEOUT_MS);
  let response: Answer;
  try {
    // A person's own read (with their token, never cached) over a kept-alive socket; anything else through fetch,
    // Next's data cache and its static-or-dynamic decision (lib/api/transport.ts, ADR 0044).
    if (method === "GET" && req.ctx.token && !req.next) response = await getOverKeptSocket(url, headers, deadline.signal);
    else {
      const answer = await fetch(url, {
        method,
        headers,
        body,
        signal: deadline.signal,
        ...(req.next ? { next: req.next } : { cache: "no-store" as const }),
      });
      response = { status: answer.status, text: await answer.text().catch(() => "") };
    }
  } catch (error) {
    const timeout = error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
    // The error only (lib/log keeps its type, message, code and cause): never the request's headers or body. Next's
    // own "dynamic server usage" signal (a no-store fetch while prerendering) is not an upstream failure.
    const nextSignal = typeof error === "object" && error !== null && "digest" in error && error.digest === "DYNAMIC_SERVER_USAGE";
    if (!nextSignal) apiLog.warn({ method, path, err: error }, timeout ? "upstream timed out" : "upstream unreachable");
    return fail({ kind: timeout ? "timeout" : "network", status: timeout ? 504 : 502, message: null });
  } finally {
    clearTimeout(timer);
  }
  const payload = parseBody(response.text);
  if (response.status < 200 || response.status > 299) {
    if (response.status >= 500) apiLog.warn({ method, path, status: response.status }, "upstream failed");
    const fields = extractFieldErrors(payload);
    return fail({
      kind: response.status === 422 || response.status === 400 ? "validation" : "http",
      status: response.status,
      message: extractErrorMessage(payload),
      ...(fields ? { fields } : {}),
    });
  }
  const parsed = req.schema.safeParse(payload);
  if (!parsed.success) {
    // Only where and why: an issue's input (the upstream's data, possibly personal) is never logged.
    const issues = parsed.error.issues.slice(0, 3).map((issue) => ({ code: issue.code, path: issue.path.join("."), message: issue.message }));
    apiLog.error({ method, path, issues }, "response did not match schema");
    return fail({ kind: "validation", status: 502, message: null });
  }
  return ok(parsed.data, response.status);
}

function parseBody(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function extractFieldErrors(payload: unknown): Record<string, string[]> | undefined {
  if (!payload || typeof payload !== "object") return undefined;
  const errors = (payload as Record<string, unknown>).errors;
  if (!errors || typeof errors !== "object" || Array.isArray(errors)) return undefined;
  const out: Record<string, string[]> = {};
  for (const [key, value] of Object.entries(errors as Record<string, unknown>)) {
    out[key] = Array.isArray(value) ? value.map(String) : [String(value)];
  }
  return out;
}
