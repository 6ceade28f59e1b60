// Bench-only (issue 26 §6, ADR 0042): built only with SHIJO_BENCH_PAGES=1 into .next-bench, never in the
// product's routes. scripts/bench-signed-in.mjs starts the storefront with --expose-gc and asks this before and after
// its loads: the heap that is left once garbage is collected, so a render kept alive after its response (the
// cacheSignal leak, lib/render/release-render-stack.ts) shows as growth.
export const dynamic = "force-dynamic";

export function GET() {
  const gc = (globalThis as { gc?: () => void }).gc;
  // Twice: a first full collection can leave objects whose finalizers it ran for the next one.
  gc?.();
  gc?.();
  return Response.json({ gcExposed: typeof gc === "function", heapUsedBytes: process.memoryUsage().heapUsed });
}
