// `npm run bench:pairs` (scripts/bench-pairs.mjs): storefront variants measured side by side on the same replayed
// product-API answers, their runs alternated. The helpers here are pure (Node built-ins only) and unit-tested.
//
// Why pairs: on this shared 2-core machine the storefront's speed drifts by ±25 % from one minute to the next (ADR 0029,
// session 34), so a figure taken before a change and one taken after it, minutes apart, compare the machine as much as
// the change. Two variants started together, measured in turn round after round, see the same drift.
import { median } from "./bench-measure.mjs";

/** What a variant may say: its name, a git worktree holding its own build, Node's flags, environment, instances. */
const KEYS = new Set(["name", "dir", "nodeArgs", "env", "instances"]);

/**
 * The variants of BENCH_PAIRS: a JSON array of { name, dir?, nodeArgs?, env?, instances? } (at least one). `dir`: a
 * checkout (a git worktree) with its own node_modules and `.next-bench` build, default this one; `nodeArgs`: Node's
 * flags before the server, default the product's own (SERVER_ARGS'); `env`: more environment for the storefront;
 * `instances`: storefronts of that variant sharing each run's connections (1 or 2, default 1). Throws a sentence
 * saying what is wrong.
 */
export function parseVariants(text) {
  let value;
  try {
    value = JSON.parse(text);
  } catch {
    throw new Error(`BENCH_PAIRS is not JSON: ${text}`);
  }
  if (!Array.isArray(value) || value.length === 0) throw new Error("BENCH_PAIRS must be a JSON array of one or more variants");
  const names = new Set();
  return value.map((variant, index) => {
    const where = `BENCH_PAIRS[${index}]`;
    if (!variant || typeof variant !== "object" || Array.isArray(variant)) throw new Error(`${where} is not an object`);
    for (const key of Object.keys(variant)) if (!KEYS.has(key)) throw new Error(`${where} has an unknown key "${key}" (known: ${[...KEYS].join(", ")})`);
    const { name, dir, nodeArgs, env = {}, instances = 1 } = variant;
    if (typeof name !== "string" || !name.trim()) throw new Error(`${where} needs a name`);
    if (names.has(name)) throw new Error(`${where}: the name "${name}" is used twice`);
    names.add(name);
    if (dir !== undefined && (typeof dir !== "string" || !dir)) throw new Error(`${where}.dir must be a path`);
    if (nodeArgs !== undefined && !(Array.isArray(nodeArgs) && nodeArgs.every((a) => typeof a === "string" && a.startsWith("--")))) {
      throw new Error(`${where}.nodeArgs must be a list of Node flags ("--…")`);
    }
    if (typeof env !== "object" || Array.isArray(env) || !Object.values(env).every((v) => typeof v === "string")) throw new Error(`${where}.env must map names to strings`);
    if (instances !== 1 && instances !== 2) throw new Error(`${where}.instances must be 1 or 2`);
    return { name, dir: dir ?? null, nodeArgs: nodeArgs ?? null, env, instances };
  });
}

/** A run's connections shared by a variant's instances: 10 over 2 is 5 and 5, 9 over 2 is 5 and 4. */
export function connectionsPerInstance(connections, instances) {
  if (!Number.isInteger(connections) || connections < instances) throw new Error(`${connections} connections cannot be shared by ${instances} instances`);
  return Array.from({ length: instances }, (_, i) => Math.floor(connections / instances) + (i < connections % instances ? 1 : 0));
}

/** The order the variants run in, round `round` (0-based): forwards, then backwards, so neither always goes first. */
export function roundOrder(variants, round) {
  return round % 2 ? [...variants].reverse() : [...variants];
}

/**
 * One run of a variant, its instances measured at once, as one figure: views and req/s summed, CPU ms a view over all
 * of them, and the worst instance's p50 and p99 (a visitor may land on either). `parts`: per instance { views,
 * reqPerSec, cpuMs, p50Ms, p99Ms, non2xx }.
 */
export function combineInstances(parts) {
  const views = parts.reduce((n, p) => n + p.views, 0);
  return {
    views,
    reqPerSec: parts.reduce((n, p) => n + p.reqPerSec, 0),
    cpuMsPerView: views ? parts.reduce((n, p) => n + p.cpuMs, 0) / views : null,
    p50Ms: Math.max(...parts.map((p) => p.p50Ms)),
    p99Ms: Math.max(...parts.map((p) => p.p99Ms)),
    non2xx: parts.reduce((n, p) => n + p.non2xx, 0),
  };
}

/**
 * The table: one row per page and variant, the median of its rounds, and its CPU ms a view as a share of the first
 * variant's on the same page (below 1 = cheaper). `runs`: { page, variant, cpuMsPerView, reqPerSec, p50Ms, p99Ms,
 * non2xx } in any order; `variants`: their names in order.
 */
export function summarizePairs(runs, variants) {
  const pages = [...new Set(runs.map((r) => r.page))];
  const rows = [];
  for (const page of pages) {
    let first = null;
    for (const variant of variants) {
      const mine = runs.filter((r) => r.page === page && r.variant === variant);
      if (!mine.length) continue;
      const cpu = median(mine.map((r) => r.cpuMsPerView));
      if (first === null) first = cpu;
      rows.push({
        page,
        variant,
        rounds: mine.length,
        cpuMsPerView: cpu,
        cpuRuns: mine.map((r) => r.cpuMsPerView),
        reqPerSec: median(mine.map((r) => r.reqPerSec)),
        p50Ms: median(mine.map((r) => r.p50Ms)),
        p99Ms: median(mine.map((r) => r.p99Ms)),
        non2xx: mine.reduce((n, r) => n + r.non2xx, 0),
        cpuToFirst: first && cpu !== null ? cpu / first : null,
      });
    }
  }
  return rows;
}
