// Issue 14 / ADR 0014: the kept copies of public pages, per storefront process (lib/process-global.ts: proxy.ts, the
// route handlers and server.ts each have their own instance of this module).
import type { IncomingMessage, ServerResponse } from "node:http";
import { processGlobal } from "@/lib/process-global";
import { PAGE_MAX_AGE_SECONDS, PAGE_PASS_SECONDS, type SplitPage } from "./rules";

export interface PageEntry {
  page: SplitPage;
  /** Response headers replayed with every copy (content type, Vary, Link). */
  headers: [string, string][];
  createdAt: number;
  bytes: number;
}

/** "Render this one per request for a while": the last fill could not be kept. */
export interface PassEntry {
  pass: true;
  createdAt: number;
}

interface PageCacheState {
  entries: Map<string, PageEntry | PassEntry>;
  bytes: number;
  filling: Map<string, Promise<PageEntry | PassEntry>>;
  /** Request ids of cache-fill renders during which a product API read failed (see noteRenderFailure). */
  failedRenders: Set<string>;
  /** Bumped by invalidation: a fill that started before it is not kept. */
  generation: number;
  /** The secret that marks this process's own fill requests (never leaves the process). */
  fillSecret: string;
  /** The fast path proxy.ts registers once it has loaded (lib/page-cache/fast-path.ts), with its own policy. */
  fastServe?: FastServe;
}

/** Answers a request from a fresh kept page and says true, or says false and leaves it to Next. */
export type FastServe = (request: IncomingMessage, response: ServerResponse) => boolean;

const MAX_BYTES = Math.max(1, Number(process.env.PAGE_CACHE_MAX_MB ?? 64)) * 1024 * 1024;

/** PAGE_CACHE_MAX_MB in bytes: kept pages never add up to more (issue 30's metrics report it). */
export function pageCacheLimitBytes(): number {
  return MAX_BYTES;
}

export function pageCacheState(): PageCacheState {
  return processGlobal<PageCacheState>("page-cache", () => ({
    entries: new Map(),
    bytes: 0,
    filling: new Map(),
    failedRenders: new Set(),
    generation: 0,
    fillSecret: crypto.randomUUID(),
  }));
}

/**
 * server.ts's first step for every request (ADR 0014): a fresh kept page is answered here, before Next builds its
 * request objects. False (Next handles it) for everything else, and until proxy.ts has registered the fast path.
 */
export function serveFromPageCache(request: IncomingMessage, response: ServerResponse): boolean {
  const serve = pageCacheState().fastServe;
  return serve ? serve(request, response) : false;
}

export function isPass(entry: PageEntry | PassEntry): entry is PassEntry {
  return "pass" in entry;
}

/** The entry for a key, or undefined when there is none or it is too old to serve. */
export function lookup(key: string, now = Date.now()): PageEntry | PassEntry | undefined {
  const state = pageCacheState();
  const entry = state.entries.get(key);
  if (!entry) return undefined;
  const limit = (isPass(entry) ? PAGE_PASS_SECONDS : PAGE_MAX_AGE_SECONDS) * 1000;
  if (now - entry.createdAt >= limit) {
    remove(key);
    return undefined;
  }
  return entry;
}

function remove(key: string): void {
  const state = pageCacheState();
  const entry = state.entries.get(key);
  if (!entry) return;
  if (!isPass(entry)) state.bytes -= entry.bytes;
  state.entries.delete(key);
}

export function keep(key: string, entry: PageEntry | PassEntry): void {
  const state = pageCacheState();
  remove(key);
  state.entries.set(key, entry);
  if (!isPass(entry)) state.bytes += entry.bytes;
  // Oldest first (a Map keeps insertion order; a refreshed key moves to the end).
  for (const old of state.entries.keys()) {
    if (state.bytes <= MAX_BYTES) break;
    remove(old);
  }
}

/** One fill per key at a time: concurrent misses wait for the same render. */
export function fillOnce(key: string, fill: () => Promise<PageEntry | PassEntry>): Promise<PageEntry | PassEntry> {
  const state = pageCacheState();
  const pending = state.filling.get(key);
  if (pending) return pending;
  const generation = state.generation;
  const promise = fill()
    .then((entry) => {
      if (state.generation === generation) keep(key, entry);
      return entry;
    })
    .finally(() => state.filling.delete(key));
  state.filling.set(key, promise);
  return promise;
}

/** Drops every kept page whose key starts with one of the prefixes (all of them without prefixes). */
export function dropPages(prefixes?: string[]): number {
  const state = pageCacheState();
  state.generation++;
  let dropped = 0;
  for (const key of [...state.entries.keys()]) {
    if (!prefixes || prefixes.some((prefix) => key.startsWith(prefix))) {
      remove(key);
      dropped++;
    }
  }
  return dropped;
}

/** Called by the product API client when a read fails during a cache-fill render: that page is not kept. */
export function noteRenderFailure(requestId: string): void {
  const state = pageCacheState();
  if (state.failedRenders.size > 10_000) state.failedRenders.clear();
  state.failedRenders.add(requestId);
}

export function takeRenderFailure(requestId: string | null): boolean {
  if (!requestId) return false;
  return pageCacheState().failedRenders.delete(requestId);
}
