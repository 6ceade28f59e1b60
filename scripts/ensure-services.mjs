#!/usr/bin/env node
// The servers `npm run test:scale` runs against (issue 15): a PostgreSQL server and Redis, from Debian's
// `postgresql` and `redis-server` packages, and nginx in front of the storefronts (issue 30, Debian's `nginx`). Finds
// them, or installs them with apt when missing and running as root (the pattern of scripts/ensure-chromium.mjs);
// otherwise says why the scale stage cannot run.
// Only the binaries are used: the tests start their own throwaway servers (scripts/lib/services.mjs,
// scripts/lib/nginx.mjs), never the system's clusters or services.
import { existsSync, readdirSync } from "node:fs";
import { spawnSync } from "node:child_process";
import path from "node:path";
import { pathToFileURL } from "node:url";

const PACKAGES = { postgres: "postgresql", redis: "redis-server", nginx: "nginx" };
const NAMES = { postgres: "a PostgreSQL server (initdb, postgres)", redis: "redis-server", nginx: "nginx" };

function onPath(name) {
  for (const dir of (process.env.PATH ?? "").split(path.delimiter)) {
    if (dir && existsSync(path.join(dir, name))) return path.join(dir, name);
  }
  return null;
}

/** The directory holding `initdb` and `postgres`: on PATH, else Debian's /usr/lib/postgresql/<newest>/bin. */
export function findPostgresBin() {
  const initdb = onPath("initdb");
  if (initdb && existsSync(path.join(path.dirname(initdb), "postgres"))) return path.dirname(initdb);
  const root = "/usr/lib/postgresql";
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((v) => /^\d+(\.\d+)?$/.test(v))
    .sort((a, b) => Number(b) - Number(a));
  for (const version of versions) {
    const dir = path.join(root, version, "bin");
    if (existsSync(path.join(dir, "initdb")) && existsSync(path.join(dir, "postgres"))) return dir;
  }
  return null;
}

export function findRedisServer() {
  return onPath("redis-server") ?? (existsSync("/usr/bin/redis-server") ? "/usr/bin/redis-server" : null);
}

/** Debian puts nginx in /usr/sbin, which is not on every user's PATH. */
export function findNginx() {
  return onPath("nginx") ?? (existsSync("/usr/sbin/nginx") ? "/usr/sbin/nginx" : null);
}

function find() {
  return { postgresBin: findPostgresBin(), redisServer: findRedisServer(), nginx: findNginx() };
}

function missingOf(found) {
  const missing = [];
  if (!found.postgresBin) missing.push("postgres");
  if (!found.redisServer) missing.push("redis");
  if (!found.nginx) missing.push("nginx");
  return missing;
}

function run(command, args) {
  console.log(`$ ${command} ${args.join(" ")}`);
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } });
  if (result.error) throw result.error;
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} exited with ${result.status}`);
}

/**
 * { ok: true, postgresBin, redisServer, nginx } when all three are usable (installing what is missing when it can),
 * else { ok: false, reason } — a sentence saying what is missing and how to get it.
 */
export function ensureServices({ install = true } = {}) {
  let found = find();
  let missing = missingOf(found);
  if (missing.length === 0) return { ok: true, ...found };
  const packages = missing.map((m) => PACKAGES[m]);
  const hint = `install them once as root (sudo apt-get install -y ${packages.join(" ")}) or run the tests as root`;
  const what = `${missing.map((m) => NAMES[m]).join(" and ")} not found`;
  if (!install) return { ok: false, reason: `${what}; ${hint}` };
  if (process.platform !== "linux" || !existsSync("/usr/bin/apt-get")) {
    return { ok: false, reason: `${what}, and there is no apt-get to install Debian's ${packages.join(" and ")} package; install them and put their binaries on PATH` };
  }
  if (typeof process.getuid !== "function" || process.getuid() !== 0) {
    return { ok: false, reason: `${what}; ${hint}` };
  }
  console.log(`[services] ${what}; installing Debian's ${packages.join(" and ")}…`);
  try {
    run("apt-get", ["update"]);
    run("apt-get", ["install", "-y", "--no-install-recommends", ...packages]);
  } catch (error) {
    return { ok: false, reason: `installing ${packages.join(" and ")} failed: ${error.message}` };
  }
  found = find();
  missing = missingOf(found);
  if (missing.length > 0) return { ok: false, reason: `apt-get finished but ${missing.join(" and ")} is still not found` };
  return { ok: true, ...found };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const result = ensureServices();
  if (result.ok) console.log(`PostgreSQL binaries: ${result.postgresBin}\nredis-server: ${result.redisServer}\nnginx: ${result.nginx}`);
  else console.error(result.reason);
  process.exit(result.ok ? 0 : 1);
}
