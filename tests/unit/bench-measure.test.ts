import { describe, expect, it } from "vitest";
import { allocatedBytes, benchShares, BUSY_LIMITS, busyReasons, foreignShare, mainThreadSummary, median, parseProcStat, replayRoundsSummary, settleBursts, traceOnCpuTime, treeTicks, type TraceEvent } from "../../scripts/lib/bench-measure.mjs";

// Issue 31: "warn when the machine was busy (load average, or a benchmark index far from the session's median)
// instead of reporting a number that cannot be compared" — scripts/lib/bench-measure.mjs, used by npm run bench.
describe("median", () => {
  it("is the middle value, the mean of the middle two for an even count, and ignores missing figures", () => {
    expect(median([1397, 640, 1402])).toBe(1397);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([null, 7, undefined, Number.NaN])).toBe(7);
    expect(median([])).toBeNull();
  });
});

describe("busyReasons", () => {
  const quiet = { loadBefore: 0.4, cores: 2, foreignShare: 0.02, benchmarkIndex: 1397, onCpuShare: 0.95 };

  it("finds nothing wrong with a quiet run", () => {
    expect(busyReasons(quiet, 1400)).toEqual([]);
  });

  it("flags a load average above one runnable thread per core", () => {
    expect(busyReasons({ ...quiet, loadBefore: 2 }, 1400)).toEqual([]);
    expect(busyReasons({ ...quiet, loadBefore: 2.01 }, 1400)).toEqual(["load average 2.01 on 2 cores"]);
    expect(busyReasons({ ...quiet, loadBefore: 3, cores: 4 }, 1400)).toEqual([]);
  });

  it("flags other processes using more than the limit of the machine's CPU", () => {
    expect(busyReasons({ ...quiet, foreignShare: BUSY_LIMITS.foreignShare }, 1400)).toEqual([]);
    expect(busyReasons({ ...quiet, foreignShare: 0.4 }, 1400)).toEqual(["other processes used 40 % of the CPU"]);
  });

  it("flags a benchmark index more than 25 % away from the session's median, either way", () => {
    expect(busyReasons({ ...quiet, benchmarkIndex: 1060 }, 1400)).toEqual([]);
    expect(busyReasons({ ...quiet, benchmarkIndex: 640 }, 1400)).toEqual(["benchmark index 640 is 46 % of the session median 1400"]);
    expect(busyReasons({ ...quiet, benchmarkIndex: 1800 }, 1400)).toEqual(["benchmark index 1800 is 129 % of the session median 1400"]);
  });

  it("flags a main thread that waited for a CPU during its tasks", () => {
    expect(busyReasons({ ...quiet, onCpuShare: 0.3 }, 1400)).toEqual(["main thread on a CPU 30 % of its task time"]);
  });

  it("gives every reason at once, and none for figures it does not have", () => {
    expect(busyReasons({ loadBefore: 13.5, cores: 2, foreignShare: 0.8, benchmarkIndex: 208, onCpuShare: 0.2 }, 640)).toHaveLength(4);
    expect(busyReasons({ cores: 2 }, null)).toEqual([]);
  });
});

describe("mainThreadSummary", () => {
  const url = "http://localhost:3000/stores";
  const meta = (pid: number, tid: number, name: string): TraceEvent => ({ name: "thread_name", ph: "M", pid, tid, ts: 0, args: { name } });
  const task = (ts: number, durMs: number, cpuMs: number, pid = 1): TraceEvent => ({ name: "RunTask", ph: "X", pid, tid: 1, ts, dur: durMs * 1000, tdur: cpuMs * 1000 });
  const events: TraceEvent[] = [
    meta(1, 1, "CrRendererMain"),
    meta(2, 1, "CrRendererMain"),
    { name: "navigationStart", ph: "R", pid: 1, tid: 1, ts: 1_000_000, args: { data: { documentLoaderURL: url, isLoadingMainFrame: true, isOutermostMainFrame: true } } },
    task(900_000, 30, 30), // before the navigation: about:blank
    task(1_010_000, 80, 78), // parse and first layout, before the first paint
    { name: "Layout", ph: "X", pid: 1, tid: 1, ts: 1_020_000, dur: 20_000, tdur: 20_000 }, // nested: not a task
    { name: "firstContentfulPaint", ph: "R", pid: 1, tid: 1, ts: 1_100_000 },
    task(1_200_000, 120, 30), // hydration, descheduled for 90 ms: 30 ms × 4 = 120 → blocks 70
    task(1_400_000, 10, 10), // 40 ms at 4×: not long
    task(1_500_000, 50, 5, 2), // another renderer (an iframe, another tab)
  ];

  it("counts the page's top-level tasks after its navigation, by wall and CPU time", () => {
    expect(mainThreadSummary(events, { url })).toEqual({
      tasks: 3,
      wallMs: 210,
      cpuMs: 118,
      onCpuShare: 0.56,
      longTasksFromCpu: 2,
      longestCpuMs: 78,
    });
    expect(mainThreadSummary(events, { url, cpuSlowdown: 1 })?.longTasksFromCpu).toBe(1);
  });

  it("falls back to the first http navigation, and says nothing without a renderer", () => {
    expect(mainThreadSummary(events, { url: "http://localhost:3000/other" })?.tasks).toBe(3);
    expect(mainThreadSummary([])).toBeNull();
  });

  it("shrinks each of the page's tasks, and what ran inside it, to the task's CPU time (for Lighthouse's replay)", () => {
    const trace = { traceEvents: events };
    const shrunk = traceOnCpuTime(trace, url).traceEvents;
    const at = (i: number) => ({ ts: shrunk[i].ts, dur: shrunk[i].dur });
    expect(at(4)).toEqual({ ts: 1_010_000, dur: 78_000 }); // the first layout task: 80 ms wall, 78 on a CPU
    expect(at(5)).toEqual({ ts: 1_010_000 + 10_000 * (78 / 80), dur: 20_000 * (78 / 80) }); // its Layout, inside it
    expect(at(7)).toEqual({ ts: 1_200_000, dur: 30_000 }); // hydration: 120 ms wall, 30 ms CPU
    expect(at(3)).toEqual({ ts: 900_000, dur: 30_000 }); // about:blank, before the page: untouched
    expect(at(9)).toEqual({ ts: 1_500_000, dur: 50_000 }); // another renderer: untouched
    expect(events[7].dur).toBe(120_000); // the input is not changed
    expect(mainThreadSummary(shrunk, { url })?.onCpuShare).toBe(1);
  });
});

describe("the CPU other processes used", () => {
  it("reads the machine's busy and total ticks from /proc/stat, steal counted as busy", () => {
    expect(parseProcStat("cpu  100 5 20 300 10 1 2 7 0 0\ncpu0 50 2 10 150 5 0 1 3 0 0")).toEqual({ busy: 135, total: 445 });
  });

  it("sums the ticks of a process and its descendants, including reaped children, whatever its name", () => {
    const stat = (pid: number, comm: string, ppid: number, u: number, s: number, cu = 0, cs = 0) =>
      `${pid} (${comm}) S ${ppid} 1 1 0 -1 4194560 1 0 0 0 ${u} ${s} ${cu} ${cs} 20 0 1 0 1 1 1`;
    const ticks = treeTicks(
      { 10: stat(10, "node", 1, 100, 10), 11: stat(11, "next-server (v16)", 10, 50, 5), 12: stat(12, "chromium", 10, 20, 2, 30, 3), 13: stat(13, "cc1", 12, 1, 1), 99: stat(99, "other helper", 1, 500, 50) },
      10,
    );
    expect(Object.fromEntries(ticks)).toEqual({ 10: 110, 11: 55, 12: 55, 13: 2 });
  });

  it("is the machine's busy time that the bench's own processes did not use", () => {
    const before = { machine: { busy: 1000, total: 2000 }, tree: new Map([[10, 100], [11, 50]]) };
    const after = { machine: { busy: 1600, total: 3000 }, tree: new Map([[10, 300], [11, 50], [12, 100]]) };
    // 600 busy ticks of 1000; the bench used 200 + 0 + 100.
    expect(foreignShare(before, after)).toBe(0.3);
    expect(foreignShare(before, before)).toBeNull();
  });
});

describe("the CPU the bench itself used (session 41: the page waited behind the bench's own Chromium)", () => {
  const stat = (pid: number, ppid: number, ticks: number) => `${pid} (x) S ${ppid} 1 1 0 -1 4194560 1 0 0 0 ${ticks} 0 0 0 20 0 1 0 1 1 1`;
  // The bench (10) runs Lighthouse and launched Chromium (20: its zygote 21 and a renderer 22 under it) and a server
  // (30, with a child 31). Snapshots as bench.mjs takes them: treeTicks of the bench, and of the Chromium it launched.
  const snapshot = (total: number, ticks: Record<number, number>) => {
    const parents: Record<number, number> = { 10: 1, 20: 10, 21: 20, 22: 21, 30: 10, 31: 30 };
    const stats = Object.fromEntries(Object.entries(ticks).map(([pid, t]) => [pid, stat(Number(pid), parents[Number(pid)], t)]));
    return { machine: { busy: 0, total }, tree: treeTicks(stats, 10), chromium: treeTicks(stats, 20) };
  };

  it("splits the bench's ticks into its Chromium (every process under it), Lighthouse (the bench process) and its servers", () => {
    const before = snapshot(1000, { 10: 100, 20: 10, 21: 0, 30: 40, 31: 0 });
    // A renderer started meanwhile (22) counts in full; a server's child (31) counts with the servers.
    const after = snapshot(2000, { 10: 200, 20: 310, 21: 10, 22: 300, 30: 90, 31: 50 });
    expect(benchShares(before, after, 10)).toEqual({ chromium: 0.61, lighthouse: 0.1, servers: 0.1 });
  });

  it("has no shares without two snapshots, and counts nothing as Chromium when it was not launched", () => {
    const first = { machine: { busy: 0, total: 1000 }, tree: new Map([[10, 100]]) };
    expect(benchShares(null, first, 10)).toEqual({ chromium: null, lighthouse: null, servers: null });
    const after = { machine: { busy: 500, total: 2000 }, tree: new Map([[10, 150], [30, 50]]) };
    expect(benchShares(first, after, 10)).toEqual({ chromium: 0, lighthouse: 0.05, servers: 0.05 });
  });
});

// Session 35: a fresh storefront costs more a view for its first ~20 s under load, and §6's one-line page runs first:
// the pages settle it, in turn, before anything is measured.
describe("settleBursts", () => {
  it("takes the pages in turn, in bursts, for exactly the time asked (the last burst shortened)", () => {
    expect(settleBursts(["/bench-session", "/cart", "/orders"], 10)).toEqual([
      { path: "/bench-session", seconds: 3 },
      { path: "/cart", seconds: 3 },
      { path: "/orders", seconds: 3 },
      { path: "/bench-session", seconds: 1 },
    ]);
    expect(settleBursts(["/cart"], 30).reduce((n, b) => n + b.seconds, 0)).toBe(30);
  });

  it("is nothing when switched off or given no page", () => {
    expect(settleBursts(["/cart"], 0)).toEqual([]);
    expect(settleBursts([], 30)).toEqual([]);
  });
});

// Session 35: §6's replayed pages in rounds, each compared with the one-line page's runs around its own round, so the
// machine's drift from minute to minute is shared by a page and what it is compared with.
describe("replayRoundsSummary", () => {
  const run = (round: number, page: string, reqPerSec: number, p99Ms = 80, webCpuMsPerView: number | null = 1000 / reqPerSec) => ({
    round,
    page,
    base: page === "/bench-session",
    reqPerSec,
    p50Ms: p99Ms / 2,
    p99Ms,
    webCpuMsPerView,
    othersShare: 0,
    views: reqPerSec * 5,
    non2xx: 0,
    errors: 0,
    replayed: 0,
    replayMisses: page === "/orders" && round === 1 ? 2 : 0,
    missed: page === "/orders" && round === 1 ? ["GET /orders"] : [],
    load: `1.${round + 1}→1.${round + 2}`,
  });

  it("takes each page's ratio to the one-line runs around its round, and the medians over the rounds", () => {
    // The machine slows down between rounds: the one-line page goes 400 → 300 → 200 → 300 req/s.
    const rows = replayRoundsSummary([
      run(-1, "/bench-session", 400),
      run(0, "/orders", 140, 90),
      run(0, "/bench-session", 300),
      run(1, "/orders", 100, 150),
      run(1, "/bench-session", 200),
      run(2, "/orders", 90, 110),
      run(2, "/bench-session", 300),
    ]);
    expect(rows.map((r) => r.page)).toEqual(["/bench-session", "/orders"]);
    const orders = rows[1];
    // 140 ÷ 350, 100 ÷ 250, 90 ÷ 250: each 0.4 or 0.36; against one mean of every one-line run (300) the first would be 0.47.
    expect(orders.roundRatios).toEqual([0.4, 0.4, 0.36]);
    expect(orders.ratioToMinimal).toBeCloseTo(0.4);
    expect(orders.p99Ms).toBe(110);
    expect(orders.reqPerSec).toBe(100);
    expect(orders.replayMisses).toBe(2);
    expect(orders.missed).toEqual(["GET /orders"]);
    expect(orders.load).toBe("1.1→1.4");
    // CPU: the mean of the one-line runs' ms a view around the round over the page's (2.92 ÷ 7.14, 4.17 ÷ 10, 4.17 ÷ 11.1).
    expect(orders.cpuRatioToMinimal).toBe(0.41);
    expect(rows[0]).toMatchObject({ base: true, rounds: 4, reqPerSec: 300 });
    // CPU ms a view to a tenth: the one-line page's median is the mean of 3.33… and 3.33…, the page's 1000 ÷ 100.
    expect(rows[0].webCpuMsPerView).toBe(3.3);
    expect(orders.webCpuMsPerView).toBe(10);
  });
});

// ADR 0029, session 37: "the bytes the storefront allocates a view, which do not change with the machine's speed".
describe("allocatedBytes", () => {
  it("adds what each collection found on the heap above what the one before left", () => {
    // After the start's full collection 100 MB are in use; 60 MB are allocated, a scavenge leaves 104; 50 more, one
    // leaves 106; the end's full collection finds 20 more and leaves 101.
    const mb = 1e6;
    expect(
      allocatedBytes({
        startUsedBytes: 100 * mb,
        collections: [
          { beforeBytes: 160 * mb, afterBytes: 104 * mb },
          { beforeBytes: 154 * mb, afterBytes: 106 * mb },
          { beforeBytes: 126 * mb, afterBytes: 101 * mb },
        ],
      }),
    ).toBe(130 * mb);
  });

  it("counts nothing for a collection that found less in use than the one before left", () => {
    expect(allocatedBytes({ startUsedBytes: 50, collections: [{ beforeBytes: 40, afterBytes: 40 }, { beforeBytes: 45, afterBytes: 30 }] })).toBe(5);
  });

  it("is null when nothing was collected in between (no figure rather than zero)", () => {
    expect(allocatedBytes({ startUsedBytes: 50, collections: [] })).toBeNull();
  });
});
