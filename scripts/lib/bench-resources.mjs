// What `npm run bench:load` samples every 10 s (issue 30 "soak"): each process's resident memory and open files (from
// /proc, so PostgreSQL's backends and nginx's workers count with their parent), and from the servers' own metrics the
// page cache's size and the open chat streams. resourceVerdict says whether a run stayed within the soak's limits.
// Linux only; Node built-ins only.
import { readdirSync, readFileSync } from "node:fs";

/** Allowed growth of a process's memory from just after the warm-up to the end of a soak. */
export const SOAK_GROWTH = 0.1;

function children() {
  const byParent = new Map();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // "pid (comm) state ppid …": comm may hold spaces and parentheses, so read after the last ")".
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      byParent.set(ppid, [...(byParent.get(ppid) ?? []), Number(entry)]);
    } catch {
      // gone meanwhile
    }
  }
  return byParent;
}

/** `pid` and all its descendants. */
export function processTree(pid) {
  if (!pid) return [];
  const byParent = children();
  const out = [];
  const queue = [pid];
  while (queue.length) {
    const next = queue.shift();
    out.push(next);
    queue.push(...(byParent.get(next) ?? []));
  }
  return out;
}

/** Resident memory (MB) and open file descriptors of a group of processes, summed; null when none is alive. */
export function usage(pids) {
  let rssKb = 0;
  let fds = 0;
  let alive = 0;
  for (const pid of pids) {
    try {
      const status = readFileSync(`/proc/${pid}/status`, "utf8");
      rssKb += Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? 0);
      fds += readdirSync(`/proc/${pid}/fd`).length;
      alive += 1;
    } catch {
      // exited
    }
  }
  return alive ? { rssMb: Number((rssKb / 1024).toFixed(1)), fds } : null;
}

function metric(text, name) {
  let sum = 0;
  let found = false;
  for (const line of text.split("\n")) {
    if (line.startsWith(`${name} `) || line.startsWith(`${name}{`)) {
      sum += Number(line.slice(line.lastIndexOf(" ") + 1));
      found = true;
    }
  }
  return found ? sum : null;
}

/**
 * The gauges of each server's metrics: { name: { chatStreams, pageCacheBytes, pageCacheLimit, requests, dbPool, heapUsedBytes } | null }.
 * A product API's URL ends with "/" (its metrics are at /metrics); a storefront's does not (/api/metrics).
 */
export async function scrapeGauges(servers, token) {
  const out = {};
  await Promise.all(
    Object.entries(servers).map(async ([name, url]) => {
      try {
        const response = await fetch(url.endsWith("/") ? `${url}metrics` : `${url}/api/metrics`, { headers: { Authorization: `Bearer ${token}` }, signal: AbortSignal.timeout(5000) });
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        const text = await response.text();
        out[name] = {
          chatStreams: metric(text, "shijo_chat_streams_open"),
          pageCacheBytes: metric(text, "shijo_page_cache_bytes"),
          pageCacheLimit: metric(text, "shijo_page_cache_limit_bytes"),
          requests: metric(text, "shijo_http_requests_total"),
          dbPool: metric(text, "shijo_db_pool_connections"),
          // V8's live heap (prom-client's default metric): what tells a leak from a heap V8 lets grow on a machine
          // with memory to spare, which RSS alone cannot.
          heapUsedBytes: metric(text, "nodejs_heap_size_used_bytes"),
        };
      } catch {
        out[name] = null;
      }
    }),
  );
  return out;
}

const median = (values) => {
  const sorted = values.filter((v) => typeof v === "number").sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : null;
};

/**
 * Per process: memory and open files just after the warm-up and at the end (medians of the samples in the two
 * windows), and the problems: in a soak, memory growth above SOAK_GROWTH or open files growing; always, a page cache
 * above its limit, more chat streams than watchers, or streams still counted after every watcher left.
 */
export function resourceVerdict(samples, { seconds, loadSeconds = seconds, soak, watchers }) {
  // `seconds`: the configured run (BENCH_LOAD_SECONDS); `loadSeconds`: until the last round under way finished.
  const warmEnd = Math.min(600, Math.max(120, seconds * 0.2));
  const windowS = Math.min(120, Math.max(10, seconds / 4));
  const during = samples.filter((s) => s.t <= loadSeconds);
  const early = during.filter((s) => s.t >= warmEnd && s.t <= warmEnd + windowS);
  const late = during.filter((s) => s.t >= loadSeconds - windowS);
  const names = [...new Set(samples.flatMap((s) => Object.keys(s.processes)))];
  const problems = [];
  const table = names.map((name) => {
    const series = (list, key) => list.map((s) => s.processes[name]?.[key]);
    const baseline = median(series(soak ? early : during.slice(0, 2), "rssMb"));
    const final = median(series(late, "rssMb"));
    const growth = baseline && final ? (final - baseline) / baseline : null;
    const fdsBaseline = median(series(soak ? early : during.slice(0, 2), "fds"));
    const fdsFinal = median(series(late, "fds"));
    if (soak && growth !== null && growth > SOAK_GROWTH) problems.push(`${name}: memory grew ${(growth * 100).toFixed(1)} % after the warm-up (${baseline} → ${final} MB; limit ${SOAK_GROWTH * 100} %)`);
    if (soak && fdsBaseline !== null && fdsFinal !== null && fdsFinal - fdsBaseline > Math.max(10, fdsBaseline * 0.1)) problems.push(`${name}: open files grew from ${fdsBaseline} to ${fdsFinal}`);
    const heap = (list) => {
      const mb = median(list.map((s) => s.gauges[name]?.heapUsedBytes).filter((v) => typeof v === "number"));
      return mb === null ? null : Number((mb / 1e6).toFixed(1));
    };
    return {
      process: name,
      "RSS MB start": series(during, "rssMb").find((v) => v !== undefined) ?? null,
      [soak ? "RSS MB after warm-up" : "RSS MB early"]: baseline,
      "RSS MB end": final,
      "RSS MB max": Math.max(...series(samples, "rssMb").filter((v) => typeof v === "number")),
      "growth %": growth === null ? null : Number((growth * 100).toFixed(1)),
      [soak ? "fds after warm-up" : "fds early"]: fdsBaseline,
      "fds end": fdsFinal,
      "fds max": Math.max(...series(samples, "fds").filter((v) => typeof v === "number")),
      [soak ? "heap MB after warm-up" : "heap MB early"]: heap(soak ? early : during.slice(0, 2)),
      "heap MB end": heap(late),
    };
  });
  const storefronts = (s) => Object.entries(s.gauges).filter(([name]) => name.startsWith("storefront"));
  for (const s of samples) {
    for (const [name, g] of Object.entries(s.gauges)) {
      if (g?.pageCacheBytes !== null && g?.pageCacheLimit && g.pageCacheBytes > g.pageCacheLimit) problems.push(`${name} at ${s.t} s: page cache ${g.pageCacheBytes} bytes above its limit ${g.pageCacheLimit}`);
    }
    const open = storefronts(s).reduce((sum, [, g]) => sum + (g?.chatStreams ?? 0), 0);
    if (open > watchers) problems.push(`at ${s.t} s: ${open} chat streams open for ${watchers} watchers`);
  }
  const last = samples.at(-1);
  if (last) {
    for (const [name, g] of Object.entries(last.gauges)) {
      if (g?.chatStreams) problems.push(`${name}: ${g.chatStreams} chat streams still counted after every watcher left`);
    }
  }
  const streams = samples.map((s) => storefronts(s).reduce((sum, [, g]) => sum + (g?.chatStreams ?? 0), 0));
  const pageCache = samples.map((s) => storefronts(s).map(([, g]) => g?.pageCacheBytes ?? 0)).flat();
  return {
    soak,
    warmUpSeconds: soak ? warmEnd : null,
    table,
    chatStreamsMax: streams.length ? Math.max(...streams) : 0,
    chatStreamsEnd: last ? Object.values(last.gauges).reduce((sum, g) => sum + (g?.chatStreams ?? 0), 0) : null,
    pageCacheMaxBytes: pageCache.length ? Math.max(...pageCache) : 0,
    problems,
  };
}
