// `npm run bench`'s prerendered baseline (issue 14): the page in scripts/bench-baseline/, built as an app of its own
// into bench-results/baseline-app (git-ignored) with the storefront's Next, and served by `next start` beside the
// storefront. It is no route of the storefront (issue 27): the product's build ships no benchmark page.
import { createHash } from "node:crypto";
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { ROOT } from "./build.mjs";
import { spawnService, stopService, waitForHttp } from "./stack.mjs";

const SOURCE = path.join(ROOT, "scripts/bench-baseline");
const APP = path.join(ROOT, "bench-results/baseline-app");
const NEXT = path.join(ROOT, "node_modules/next/dist/bin/next");

/** The baseline's sources and the Next version: a change of either builds it again. */
function sourceHash() {
  const hash = createHash("sha256").update(readFileSync(path.join(ROOT, "node_modules/next/package.json")));
  for (const file of readdirSync(path.join(SOURCE, "app")).sort()) hash.update(file).update(readFileSync(path.join(SOURCE, "app", file)));
  return hash.digest("hex");
}

async function run(args, logStream) {
  const service = spawnService({ name: "baseline-build", args: [NEXT, ...args], env: { NEXT_TELEMETRY_DISABLED: "1" }, logStream });
  const { code } = await service.exited;
  if (code !== 0) throw new Error(`next ${args[0]} of the bench baseline failed (exit ${code}):\n${service.tail.join("\n")}`);
}

/** Builds the baseline app when its sources or Next changed. */
export async function buildBaseline(logStream) {
  const hash = sourceHash();
  const stamp = path.join(APP, ".next/baseline-hash");
  if (existsSync(stamp) && readFileSync(stamp, "utf8") === hash) return;
  rmSync(APP, { recursive: true, force: true });
  mkdirSync(APP, { recursive: true });
  cpSync(path.join(SOURCE, "app"), path.join(APP, "app"), { recursive: true });
  // Modules resolve from the repository's node_modules (the same Next and React as the storefront's).
  writeFileSync(path.join(APP, "next.config.mjs"), `export default { poweredByHeader: false, turbopack: { root: ${JSON.stringify(ROOT)} } };\n`);
  console.log("[bench] building the prerendered baseline page (bench-results/baseline-app)…");
  await run(["build", APP], logStream);
  writeFileSync(stamp, hash);
}

/** `next start` of the baseline app on `port`; resolves once its page answers. */
export async function startBaseline({ port, logStream, onSpawn }) {
  await buildBaseline(logStream);
  const service = spawnService({ name: "baseline", args: [NEXT, "start", APP, "--port", String(port), "--hostname", "localhost"], env: { NEXT_TELEMETRY_DISABLED: "1" }, logStream });
  onSpawn?.(service);
  const url = `http://localhost:${port}`;
  try {
    await waitForHttp(`${url}/`, { service, timeoutMs: 60_000, accept: (r) => r.ok });
  } catch (error) {
    await stopService(service);
    throw error;
  }
  return { service, url };
}
