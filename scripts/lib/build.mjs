// Decides whether `.next` holds a production build of the current sources, and builds when it does not.
// Shared by scripts/start.mjs, the Playwright global setup and scripts/bench.mjs. Node built-ins only.
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { addCompileHints, MAPLIBRE_MARK, maplibreChunks } from "./compile-hints.mjs";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

// Everything `next build` reads, and the step that follows it. The product API and tests are not part of the build.
const INPUT_DIRS = ["app", "components", "lib", "messages", "public"];
const INPUT_FILES = [
  "proxy.ts",
  "middleware.ts",
  "instrumentation.ts",
  "next.config.ts",
  "package-lock.json",
  "tsconfig.json",
  "global.d.ts",
  "postcss.config.mjs",
  "postcss.config.js",
  "postcss.config.cjs",
  "scripts/lib/compile-hints.mjs",
  ".env",
  ".env.production",
  ".env.local",
  ".env.production.local",
];
const SKIP_NAMES = new Set([".DS_Store", "node_modules"]);
const HASH_NAME = "shijo-build-hash";
/** The bench-only build (next.config.ts BENCH_DIST_DIR, ADR 0027): SHIJO_BENCH_PAGES=1 builds and starts it. */
export const BENCH_BUILD = { distDir: ".next-bench", env: { SHIJO_BENCH_PAGES: "1" } };

function listFiles(dir, root, out) {
  let entries;
  try {
    entries = readdirSync(path.join(root, dir), { withFileTypes: true });
  } catch {
    return out; // a missing input directory is simply no input
  }
  for (const entry of entries) {
    if (SKIP_NAMES.has(entry.name)) continue;
    const rel = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) listFiles(rel, root, out);
    else if (entry.isFile()) out.push(rel);
  }
  return out;
}

/** sha256 over the paths and contents of the build inputs, plus NEXT_PUBLIC_* values (inlined at build time). */
export function computeBuildHash(root = ROOT) {
  const files = INPUT_DIRS.flatMap((dir) => listFiles(dir, root, []));
  for (const file of INPUT_FILES) if (existsSync(path.join(root, file))) files.push(file);
  files.sort();
  const hash = createHash("sha256");
  for (const file of files) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(path.join(root, file)));
    hash.update("\0");
  }
  const publicEnv = Object.keys(process.env)
    .filter((k) => k.startsWith("NEXT_PUBLIC_"))
    .sort()
    .map((k) => `${k}=${process.env[k]}`);
  hash.update(publicEnv.join("\n"));
  return hash.digest("hex");
}

/** Why a build is needed, or null when `distDir` (`.next`) is current. */
export function staleReason(root = ROOT, distDir = ".next") {
  if (!existsSync(path.join(root, distDir, "BUILD_ID"))) return `no production build in ${distDir}`;
  let stored;
  try {
    stored = readFileSync(path.join(root, distDir, HASH_NAME), "utf8").trim();
  } catch {
    return "the build has no source hash";
  }
  return stored === computeBuildHash(root) ? null : "sources changed since the last build";
}

export function isBuildCurrent(root = ROOT, distDir = ".next") {
  return staleReason(root, distDir) === null;
}

/**
 * Runs `next build` (output shown, or written to `logStream`), adds the compile hints, and records the source hash.
 * `distDir` and `env` build the bench-only build (BENCH_BUILD); next.config.ts picks the directory from `env`.
 */
export async function runBuild({ root = ROOT, logStream, distDir = ".next", env = {} } = {}) {
  const before = computeBuildHash(root);
  const started = Date.now();
  const code = await new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(root, "node_modules/next/dist/bin/next"), "build"], {
      cwd: root,
      // NODE_ENV must be production for a build, whatever the caller runs under; a SHIJO_BENCH_PAGES left in the
      // shell never puts the bench pages into `.next` (only `env` asks for them).
      env: { ...process.env, SHIJO_BENCH_PAGES: "", ...env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" },
      stdio: logStream ? ["ignore", "pipe", "pipe"] : "inherit",
    });
    if (logStream) {
      child.stdout.pipe(logStream, { end: false });
      child.stderr.pipe(logStream, { end: false });
    }
    child.on("error", reject);
    child.on("exit", (c, signal) => resolve(signal ? 1 : c));
  });
  if (code !== 0) throw new Error(`next build failed (exit ${code})`);
  addCompileHints(path.join(root, distDir));
  // MapLibre's chunk is found by a string of MapLibre's own (compile-hints.mjs): fail loudly, not silently unhinted.
  // The offline maps are always in the build; only the Mapbox adapter (NEXT_PUBLIC_MAPBOX_TOKEN) may leave them out.
  if (!(env.NEXT_PUBLIC_MAPBOX_TOKEN ?? process.env.NEXT_PUBLIC_MAPBOX_TOKEN) && maplibreChunks(path.join(root, distDir)).length === 0) {
    throw new Error(`no client chunk holds ${MAPLIBRE_MARK}: MapLibre's chunk went unhinted (see scripts/lib/compile-hints.mjs)`);
  }
  // Sources edited during the build: record the hash we built from, so the next run rebuilds.
  writeFileSync(path.join(root, distDir, HASH_NAME), `${before}\n`);
  if (computeBuildHash(root) !== before) console.warn("[build] sources changed while building; the next run will rebuild");
  return { ms: Date.now() - started };
}

/** Builds when `distDir` (`.next`) is missing or stale; returns what it did. */
export async function ensureBuild({ root = ROOT, log = console.log, logStream, distDir = ".next", env = {} } = {}) {
  const reason = staleReason(root, distDir);
  if (!reason) {
    log(`[build] ${distDir} is current (built ${statSync(path.join(root, distDir, "BUILD_ID")).mtime.toISOString()})`);
    return { built: false, ms: 0 };
  }
  log(`[build] ${reason}: running next build…`);
  const { ms } = await runBuild({ root, logStream, distDir, env });
  log(`[build] done in ${(ms / 1000).toFixed(1)} s`);
  return { built: true, ms };
}
