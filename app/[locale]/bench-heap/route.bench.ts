// Bench-only (issue 26 §6, ADR 0042): built only with SHIJO_BENCH_PAGES=1 into .next-bench, never in the
// product's routes. scripts/bench-signed-in.mjs starts the storefront with --expose-gc and asks this before and after
// its loads: the heap that is left once garbage is collected, so a render kept alive after its response (the
// cacheSignal leak, lib/render/release-render-stack.ts) shows as growth.
//
// ?allocation=start and ?allocation=stop (ADR 0029, session 37): between the two, V8's GC profiler records the used
// heap before and after every collection, both ends collected first, so the bench can add up every byte the server
// allocated in between (scripts/lib/bench-measure.mjs allocatedBytes). Unlike CPU time, that does not change with the
// machine's speed.
import { GCProfiler } from "node:v8";
import { processGlobal } from "@/lib/process-global";

export const dynamic = "force-dynamic";

type Probe = { profiler: GCProfiler; startUsedBytes: number };
/** The probe under way between a start and its stop, if any. */
const probes = () => processGlobal("bench-allocation-probe", () => ({ current: null as Probe | null }));

export function GET(request: Request) {
  const gc = (globalThis as { gc?: () => void }).gc;
  const allocation = new URL(request.url).searchParams.get("allocation");
  // Twice: a first full collection can leave objects whose finalizers it ran for the next one.
  gc?.();
  gc?.();
  const gcExposed = typeof gc === "function";
  const heapUsedBytes = process.memoryUsage().heapUsed;
  const held = probes();
  if (allocation === "start") {
    held.current?.profiler.stop();
    const profiler = new GCProfiler();
    held.current = { profiler, startUsedBytes: heapUsedBytes };
    profiler.start();
    return Response.json({ gcExposed, heapUsedBytes });
  }
  if (allocation === "stop") {
    const probe = held.current;
    if (!probe) return Response.json({ message: "no allocation probe was started" }, { status: 409 });
    held.current = null;
    const { statistics } = probe.profiler.stop();
    const collections = statistics.map((s) => ({ beforeBytes: s.beforeGC.heapStatistics.usedHeapSize, afterBytes: s.afterGC.heapStatistics.usedHeapSize }));
    return Response.json({ gcExposed, heapUsedBytes, startUsedBytes: probe.startUsedBytes, collections });
  }
  return Response.json({ gcExposed, heapUsedBytes });
}
