// `npm run bench` (issue 31): what makes a Lighthouse figure comparable from one run to the next. Node built-ins only.
//
// Lighthouse's default mobile run *simulates* a 4× slower CPU by multiplying the task durations it observed on this
// machine. An observed duration is wall time: on two shared cores a task that was descheduled for 30 ms reports 30 ms
// more, and the simulated TBT grows by four times that. So every run also records what the machine was doing (load
// average, the CPU other processes used, Lighthouse's own benchmark index) and what the page's main thread really
// did (CPU time per task from the trace's thread clock, `tdur`), and a run taken on a busy machine is marked as such.
// Lighthouse's own simulation is then replayed on the trace with every task shrunk to its CPU time: a TBT that
// compares across runs whatever else the machine was doing.
import { readdirSync, readFileSync } from "node:fs";

/** When a run is not comparable (ADR 0014, session 9). */
export const BUSY_LIMITS = {
  /** 1-minute load average before the page, per core: above 1 there were more runnable threads than cores. */
  loadPerCore: 1,
  /** Share of the machine's CPU used by processes outside the bench (other builds, tests, servers) during the page. */
  foreignShare: 0.15,
  /** Benchmark index within ±25 % of the session's median. */
  indexDeviation: 0.25,
  /** The page's main thread was on a CPU for at least 75 % of its tasks' wall time. */
  mainThreadOnCpu: 0.75,
};

/** Median of the finite numbers in `values` (mean of the middle two for an even count); null when there are none. */
export function median(values) {
  const sorted = values.filter((v) => typeof v === "number" && Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/**
 * Why a Lighthouse run was taken on a busy machine (empty when it was quiet). `run`: loadBefore (1-minute load
 * average when the page started), cores, foreignShare (0–1), benchmarkIndex, onCpuShare (main thread CPU ÷ wall);
 * `sessionIndex`: the median benchmark index of the whole bench session. A missing figure is no reason.
 */
export function busyReasons(run, sessionIndex, limits = BUSY_LIMITS) {
  const reasons = [];
  const pct = (x) => `${Math.round(x * 100)} %`;
  if (run.loadBefore != null && run.cores && run.loadBefore > limits.loadPerCore * run.cores) {
    reasons.push(`load average ${run.loadBefore.toFixed(2)} on ${run.cores} cores`);
  }
  if (run.foreignShare != null && run.foreignShare > limits.foreignShare) {
    reasons.push(`other processes used ${pct(run.foreignShare)} of the CPU`);
  }
  if (run.benchmarkIndex != null && sessionIndex) {
    const ratio = run.benchmarkIndex / sessionIndex;
    if (Math.abs(ratio - 1) > limits.indexDeviation) {
      reasons.push(`benchmark index ${Math.round(run.benchmarkIndex)} is ${pct(ratio)} of the session median ${Math.round(sessionIndex)}`);
    }
  }
  if (run.onCpuShare != null && run.onCpuShare < limits.mainThreadOnCpu) {
    reasons.push(`main thread on a CPU ${pct(run.onCpuShare)} of its task time`);
  }
  return reasons;
}

/** The renderer main thread that loaded `url` (the outermost frame's navigation), else the busiest CrRendererMain. */
function pageMainThread(events, url) {
  const navigations = events.filter((e) => e.name === "navigationStart" && e.args?.data?.isLoadingMainFrame && e.args?.data?.isOutermostMainFrame !== false);
  const nav = navigations.find((e) => e.args.data.documentLoaderURL === url) ?? navigations.find((e) => /^https?:/.test(e.args.data.documentLoaderURL ?? ""));
  if (nav) return { pid: nav.pid, tid: nav.tid, navigationStart: nav.ts };
  const counts = new Map();
  const mains = new Set(events.filter((e) => e.ph === "M" && e.name === "thread_name" && e.args?.name === "CrRendererMain").map((e) => `${e.pid}:${e.tid}`));
  for (const e of events) {
    const key = `${e.pid}:${e.tid}`;
    if (e.ph === "X" && mains.has(key)) counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const busiest = [...counts].sort((a, b) => b[1] - a[1])[0];
  if (!busiest) return null;
  const [pid, tid] = busiest[0].split(":").map(Number);
  return { pid, tid, navigationStart: null };
}

const TOP_LEVEL = new Set(["RunTask", "ThreadControllerImpl::RunTask"]);

/** The page's top-level main-thread tasks (each with its trace event), after the page's navigation started. */
function topLevelTasks(traceEvents, url) {
  const thread = pageMainThread(traceEvents, url);
  if (!thread) return null;
  const start = thread.navigationStart ?? -Infinity;
  const candidates = traceEvents
    .filter((e) => e.pid === thread.pid && e.tid === thread.tid && e.ph === "X" && TOP_LEVEL.has(e.name) && e.ts >= start)
    .sort((a, b) => a.ts - b.ts);
  const tasks = [];
  let end = -Infinity;
  for (const e of candidates) {
    if (e.ts < end) continue; // nested
    tasks.push(e);
    end = e.ts + (e.dur ?? 0);
  }
  return { thread, tasks };
}

/**
 * The page's main-thread tasks from a Chrome trace (Lighthouse's artifacts.Trace.traceEvents): how many top-level
 * tasks ran, their wall and CPU time (unthrottled, as observed), the share of wall time they were on a CPU, and how
 * many would be long tasks at `cpuSlowdown` (CPU time × slowdown > 50 ms).
 */
export function mainThreadSummary(traceEvents, { url, cpuSlowdown = 4 } = {}) {
  const found = topLevelTasks(traceEvents, url);
  if (!found) return null;
  const tasks = found.tasks.map((e) => ({ wallMs: (e.dur ?? 0) / 1000, cpuMs: (e.tdur ?? e.dur ?? 0) / 1000 }));
  const wallMs = tasks.reduce((s, t) => s + t.wallMs, 0);
  const cpuMs = tasks.reduce((s, t) => s + t.cpuMs, 0);
  const round = (x) => Math.round(x * 10) / 10;
  return {
    tasks: tasks.length,
    wallMs: round(wallMs),
    cpuMs: round(cpuMs),
    onCpuShare: wallMs > 0 ? Math.round((cpuMs / wallMs) * 100) / 100 : null,
    longTasksFromCpu: tasks.filter((t) => t.cpuMs * cpuSlowdown > 50).length,
    longestCpuMs: round(Math.max(0, ...tasks.map((t) => t.cpuMs))),
  };
}

/**
 * The same trace as if the page's main thread had never waited for a CPU: each top-level task, and everything inside
 * it, shrunk in place to the task's CPU time (its thread clock, `tdur`). Lighthouse's simulation replayed on this
 * trace gives the TBT it would have reported on a quiet machine, as far as the main thread is concerned (network
 * timings stay as observed). Returns a new trace; the input is not changed.
 */
export function traceOnCpuTime(trace, url) {
  const found = topLevelTasks(trace.traceEvents, url);
  if (!found) return trace;
  const { thread, tasks } = found;
  const scaled = new Map();
  const inThread = trace.traceEvents.filter((e) => e.pid === thread.pid && e.tid === thread.tid && e.ph === "X" && e.dur != null).sort((a, b) => a.ts - b.ts);
  let i = 0;
  for (const task of tasks) {
    const k = task.tdur != null && task.dur > 0 ? Math.min(1, task.tdur / task.dur) : 1;
    const end = task.ts + task.dur;
    while (i < inThread.length && inThread[i].ts < task.ts) i++;
    for (; i < inThread.length && inThread[i].ts < end; i++) {
      const e = inThread[i];
      scaled.set(e, { ts: task.ts + (e.ts - task.ts) * k, dur: e.dur * k });
    }
  }
  return { ...trace, traceEvents: trace.traceEvents.map((e) => (scaled.has(e) ? { ...e, ...scaled.get(e) } : e)) };
}

/** Busy and total CPU ticks of the machine from /proc/stat's first line (steal counts as busy: CPU we did not get). */
export function parseProcStat(text) {
  const fields = text.split("\n")[0].trim().split(/\s+/).slice(1).map(Number);
  const [user, nice, system, idle, iowait = 0, irq = 0, softirq = 0, steal = 0] = fields;
  const busy = user + nice + system + irq + softirq + steal;
  return { busy, total: busy + idle + iowait };
}

/**
 * CPU ticks used by `rootPid` and its descendants, from /proc/<pid>/stat texts ({ pid: text }). Children already
 * reaped count through their parent's cutime/cstime.
 */
export function treeTicks(stats, rootPid) {
  const parsed = new Map();
  for (const [pid, text] of Object.entries(stats)) {
    // The command name may contain spaces and parentheses: the fields start after the last ")".
    const rest = text.slice(text.lastIndexOf(")") + 2).split(" ");
    parsed.set(Number(pid), { ppid: Number(rest[1]), ticks: Number(rest[11]) + Number(rest[12]) + Number(rest[13]) + Number(rest[14]) });
  }
  const children = new Map();
  for (const [pid, p] of parsed) children.set(p.ppid, [...(children.get(p.ppid) ?? []), pid]);
  const perPid = new Map();
  const queue = [rootPid];
  while (queue.length) {
    const pid = queue.pop();
    const p = parsed.get(pid);
    if (!p || perPid.has(pid)) continue;
    perPid.set(pid, p.ticks);
    queue.push(...(children.get(pid) ?? []));
  }
  return perPid;
}

/** Share of the machine's CPU that processes outside the bench used between two snapshots (0–1). */
export function foreignShare(before, after) {
  const total = after.machine.total - before.machine.total;
  if (total <= 0) return null;
  const machineBusy = after.machine.busy - before.machine.busy;
  let ours = 0;
  for (const [pid, ticks] of after.tree) ours += ticks - (before.tree.get(pid) ?? 0);
  return Math.min(1, Math.max(0, (machineBusy - ours) / total));
}

/**
 * Who of the bench itself used the machine's CPU between two snapshots, as shares of it (0–1): the Chromium it launched
 * (the pids of `chromium`, treeTicks of the process it started: the page's renderer among them), Lighthouse (the bench's own
 * process, `selfPid`) and its servers (every other process of `tree`, the bench's). Session 41: with other processes at
 * 0–3 %, the page's main thread was still on a CPU only 35–50 % of its task time, its renderer waiting for one of the
 * two cores behind Chromium's browser and GPU processes and the servers; "busy" then names the bench's own share, not
 * another program. Null shares when a snapshot is missing; a snapshot without `chromium` counts no Chromium.
 */
export function benchShares(before, after, selfPid) {
  const total = after?.machine && before?.machine ? after.machine.total - before.machine.total : 0;
  if (!(total > 0)) return { chromium: null, lighthouse: null, servers: null };
  const used = (pids) => [...pids].reduce((sum, pid) => sum + (after.tree.get(pid) ?? 0) - (before.tree.get(pid) ?? 0), 0);
  const inChromium = new Set(after.chromium?.keys() ?? []);
  const share = (ticks) => Math.min(1, Math.max(0, ticks / total));
  return {
    chromium: share(used(inChromium)),
    lighthouse: share(used([selfPid])),
    servers: share(used([...after.tree.keys()].filter((pid) => pid !== selfPid && !inChromium.has(pid)))),
  };
}

/** Prints `rows` as a table: `columns` are [title, (row) => value]; the first two columns left-aligned, the rest right. */
export function printColumns(rows, columns) {
  const cells = rows.map((r) => columns.map(([, get]) => {
    const v = get(r);
    return v == null ? "–" : String(v);
  }));
  const widths = columns.map(([title], i) => Math.max(title.length, ...cells.map((c) => c[i].length)));
  const line = (values) => values.map((v, i) => (i < 2 ? v.padEnd(widths[i]) : v.padStart(widths[i]))).join("  ");
  console.log(`\n${line(columns.map(([t]) => t))}\n${widths.map((w) => "─".repeat(w)).join("  ")}`);
  for (const c of cells) console.log(line(c));
}

/** Every process's /proc/<pid>/stat line, by pid (Linux; throws elsewhere). A process gone meanwhile is left out. */
export function procStats() {
  const stats = {};
  for (const pid of readdirSync("/proc").filter((d) => /^\d+$/.test(d))) {
    try {
      stats[pid] = readFileSync(`/proc/${pid}/stat`, "utf8");
    } catch {
      // gone meanwhile
    }
  }
  return stats;
}

/**
 * The unmeasured load that settles a fresh server before its first measured run (session 35): bursts of
 * `burstSeconds` over `paths` in turn, `totalSeconds` in all (the last burst shortened to fit). A storefront started
 * a few seconds before costs more a view for its first ~20 s under load, whatever was warmed page by page: the
 * one-line page took 4.2, 3.2, 2.9, 2.9 … ms a view in consecutive 6-s rounds, and the first measured page was
 * judged against that (a one-line page's first run at 224 req/s and its last at 300, in one §6 run).
 */
export function settleBursts(paths, totalSeconds, burstSeconds = 3) {
  const bursts = [];
  if (!paths.length || !(totalSeconds > 0) || !(burstSeconds > 0)) return bursts;
  for (let spent = 0, i = 0; spent < totalSeconds; i++) {
    const seconds = Math.min(burstSeconds, totalSeconds - spent);
    bursts.push({ path: paths[i % paths.length], seconds });
    spent += seconds;
  }
  return bursts;
}

/**
 * Issue 26 §6's replayed pages measured in rounds (session 35). The one-line page runs before the first round and after
 * each one; every page runs once a round. A page's ratio is the median over the rounds of its req/s over the mean of
 * the one-line page's two runs around its round, so a drift of the machine's speed (±25 % from minute to minute here)
 * is shared by the page and what it is compared with. Its req/s, p50, p99 and CPU ms a view are the medians of its
 * runs. `runs`: in the order they ran, each { round, page, base, reqPerSec, p50Ms, p99Ms, webCpuMsPerView,
 * othersShare, views, non2xx, errors, replayed, replayMisses, missed, load } (`round` of a one-line run: the rounds
 * it closes and opens, -1 before the first). Returns one row per page, the one-line page first (base: true).
 */
export function replayRoundsSummary(runs) {
  const bases = runs.filter((r) => r.base);
  const mean = (values) => values.reduce((n, v) => n + v, 0) / values.length;
  /** The one-line page's runs that open and close `round`: their mean req/s and CPU ms a view. */
  const around = (round) => {
    const pair = [bases.find((b) => b.round === round - 1), bases.find((b) => b.round === round)].filter(Boolean);
    if (!pair.length) return null;
    return { reqPerSec: mean(pair.map((b) => b.reqPerSec)), cpu: pair.every((b) => b.webCpuMsPerView) ? mean(pair.map((b) => b.webCpuMsPerView)) : null };
  };
  const hundredths = (x) => (x === null ? null : Math.round(x * 100) / 100);
  const tenths = (x) => (x === null ? null : Math.round(x * 10) / 10);
  const rows = [];
  for (const page of new Set(runs.map((r) => r.page))) {
    const mine = runs.filter((r) => r.page === page);
    const base = mine[0].base;
    const reqPerSec = median(mine.map((r) => r.reqPerSec));
    // A page's run against the one-line runs around its round; the one-line page is its own measure (1).
    const compared = base ? [] : mine.map((r) => ({ run: r, minimal: around(r.round) }));
    const ratios = compared.map(({ run, minimal }) => (minimal?.reqPerSec ? run.reqPerSec / minimal.reqPerSec : 0));
    const cpuRatios = compared.map(({ run, minimal }) => (minimal?.cpu && run.webCpuMsPerView ? minimal.cpu / run.webCpuMsPerView : null));
    rows.push({
      page,
      base,
      rounds: mine.length,
      reqPerSec: Math.round(reqPerSec),
      p50Ms: median(mine.map((r) => r.p50Ms)),
      p99Ms: median(mine.map((r) => r.p99Ms)),
      // An even count's median is the mean of the middle two: 4.7, not 4.699999999999999.
      webCpuMsPerView: tenths(median(mine.map((r) => r.webCpuMsPerView))),
      othersShare: median(mine.map((r) => r.othersShare)),
      ratioToMinimal: base ? (reqPerSec ? 1 : 0) : (median(ratios) ?? 0),
      roundRatios: ratios.map(hundredths),
      cpuRatioToMinimal: base ? 1 : hundredths(median(cpuRatios)),
      views: mine.reduce((n, r) => n + r.views, 0),
      non2xx: mine.reduce((n, r) => n + r.non2xx, 0),
      errors: mine.reduce((n, r) => n + r.errors, 0),
      replayed: mine.reduce((n, r) => n + r.replayed, 0),
      replayMisses: mine.reduce((n, r) => n + r.replayMisses, 0),
      missed: [...new Set(mine.flatMap((r) => r.missed ?? []))],
      load: `${mine[0].load.split("→")[0]}→${mine.at(-1).load.split("→").at(-1)}`,
    });
  }
  return rows.sort((a, b) => Number(b.base) - Number(a.base));
}

/**
 * Bytes a process allocated on V8's heap between two points, from what V8's GC profiler recorded in between
 * (app/[locale]/bench-heap/route.bench.ts, ?allocation=start then ?allocation=stop; ADR 0029, session 37). Each
 * collection frees what was garbage, so what was allocated since the one before is the used heap before it less the
 * used heap after the one before; the first is counted from `startUsedBytes`, the used heap right after a full
 * collection at the start. The probe's end collects first, so the last run's allocations are counted too. Null
 * without collections. Unlike CPU time, the total does not change with the machine's speed.
 */
export function allocatedBytes({ startUsedBytes, collections }) {
  if (!collections?.length) return null;
  let total = 0;
  let after = startUsedBytes;
  for (const { beforeBytes, afterBytes } of collections) {
    total += Math.max(0, beforeBytes - after);
    after = afterBytes;
  }
  return total;
}
