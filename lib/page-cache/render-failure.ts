import "server-only";
import { headers } from "next/headers";
import { onReadFailure } from "@/lib/read-failures";
import { REQUEST_ID_HEADER } from "@/lib/request-id";
import { FILL_HEADER } from "./rules";
import { noteRenderFailure, pageCacheState } from "./store";

/**
 * A product API read failed (lib/read-failures.ts). When this render is the page cache's own fill request (the
 * proxy's secret header), the proxy is told not to keep the page: an error page is never served from the cache
 * (ADR 0014). Anything else — a visitor's own render, a BFF call, the build — is left alone.
 */
async function markRenderFailed(): Promise<void> {
  if (process.env.NEXT_PHASE === "phase-production-build") return;
  try {
    const given = await headers();
    if (given.get(FILL_HEADER) !== pageCacheState().fillSecret) return;
    const id = given.get(REQUEST_ID_HEADER);
    if (id) noteRenderFailure(id);
  } catch {
    // Outside a request (a script, a test): nothing to tell.
  }
}

/** The page cache watches the data layer's failed reads (the locale layout imports this module). */
export function watchRenderFailures(): void {
  onReadFailure("page-cache", markRenderFailed);
}
