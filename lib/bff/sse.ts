import "server-only";
import { NextResponse, type NextRequest } from "next/server";
import { buildHeaders, buildUrl, type ApiContext } from "@/lib/api/client";
import { extractErrorMessage } from "@/lib/api/errors";
import type { ApiError } from "@/lib/api/result";
import { env, productApiUrl } from "@/lib/env";
import { log } from "@/lib/log";
import { injectTraceContext } from "@/lib/observability/upstream";
import { openChatStream } from "@/lib/observability/storefront-metrics";

const streamLog = log.child({ area: "live-stream" });

// ADR 0013 (chat) and ADR 0020 (group orders): a product API event stream is opened with the session's token (server
// memory only) and its Server-Sent Events are piped through unchanged, so the token never reaches the browser.
// Closing the tab aborts the upstream request; an upstream refusal (403 non-member, 404) is answered as it came.
export async function pipeUpstreamStream(opts: {
  path: string;
  query?: Record<string, string | undefined>;
  api: ApiContext;
  request: NextRequest;
  fail: (error: ApiError) => Promise<NextResponse>;
}): Promise<NextResponse> {
  const { path, api, request, fail } = opts;
  const upstream = new AbortController();
  const abort = () => upstream.abort();
  request.signal.addEventListener("abort", abort, { once: true });
  // Only the connection has a deadline: once the headers are in, the stream stays open as long as the browser does.
  const connectTimer = setTimeout(abort, env.API_TIMEOUT_MS);
  let response: Response;
  try {
    const headers = buildHeaders(path, api, { Accept: "text/event-stream" });
    injectTraceContext(headers);
    response = await fetch(buildUrl(productApiUrl(), path, opts.query), { headers, signal: upstream.signal, cache: "no-store" });
  } catch (error) {
    request.signal.removeEventListener("abort", abort);
    if (!request.signal.aborted) streamLog.warn({ err: error, path: path.split("/")[0] }, "live stream unreachable");
    const timeout = !request.signal.aborted && upstream.signal.aborted;
    return fail({ kind: timeout ? "timeout" : "network", status: timeout ? 504 : 502, message: null });
  } finally {
    clearTimeout(connectTimer);
  }
  if (!response.ok || !response.body) {
    request.signal.removeEventListener("abort", abort);
    const body: unknown = await response.json().catch(() => null);
    return fail({ kind: "http", status: response.ok ? 502 : response.status, message: extractErrorMessage(body) });
  }
  // Issue 30: the open-streams gauge counts it until the browser leaves or the upstream ends it.
  const closed = openChatStream();
  request.signal.addEventListener("abort", closed, { once: true });
  const upstreamBody = response.body.getReader();
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const { done, value } = await upstreamBody.read();
        if (done) {
          closed();
          controller.close();
        } else controller.enqueue(value);
      } catch (error) {
        closed();
        controller.error(error);
      }
    },
    cancel(reason) {
      closed();
      return upstreamBody.cancel(reason);
    },
  });
  return new NextResponse(body, {
    status: 200,
    headers: {
      "Content-Type": "text/event-stream; charset=utf-8",
      "Cache-Control": "no-store",
      "X-Accel-Buffering": "no",
      Connection: "keep-alive",
    },
  });
}

/**
 * The wrapper marks every answer "private, no-store"; a stream adds no-transform so `next start`'s gzip, which would
 * hold events back until its buffer fills, leaves it alone (the compression middleware skips no-transform).
 */
export function noTransform(response: NextResponse): NextResponse {
  if (response.headers.get("Content-Type")?.startsWith("text/event-stream")) response.headers.set("Cache-Control", "no-store, no-transform");
  return response;
}
