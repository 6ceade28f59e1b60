#!/usr/bin/env node
// `npm test`, the single gate CI runs: typecheck and lint side by side, then unit, integration, scale, e2e.
// Stops at the first failure; each runner's own output (and closing lines) is shown as is. The scale stage needs a
// PostgreSQL server and Redis (installed by scripts/ensure-services.mjs when root); without them it is skipped with
// the reason — a skip is not a failure.
import { spawn } from "node:child_process";
import { ensureServices } from "./ensure-services.mjs";
import { ROOT } from "./lib/build.mjs";

/** Why the scale stage cannot run (PostgreSQL or Redis missing and not installable here), or null. */
let services = null;
function servicesMissing() {
  services ??= ensureServices();
  return services.ok ? null : services.reason;
}

/**
 * The integration suite runs once: on PostgreSQL inside the scale stage when that can run (step 3 of
 * scripts/test-scale.mjs, the database production uses), on PGlite here otherwise. PGlite, `npm start`'s database,
 * is what the e2e stage's product API runs on.
 */
function integrationInScale() {
  return servicesMissing() === null ? "runs on PostgreSQL inside the scale stage" : null;
}

// typecheck and lint each keep one core busy for about 50 s, and neither needs the other: they run side by side,
// each one's output printed whole when it ends (`with` names the stage that shares the time).
const STAGES = [
  { name: "typecheck", script: "typecheck", with: "lint" },
  { name: "lint", script: "lint" },
  { name: "unit", script: "test:unit" },
  { name: "integration", script: "test:integration", elsewhere: integrationInScale },
  { name: "scale", script: "test:scale", skipReason: servicesMissing },
  { name: "e2e", script: "test:e2e" },
];

const bold = (s) => `\x1b[1m${s}\x1b[0m`;
const green = (s) => `\x1b[32m${s}\x1b[0m`;
const red = (s) => `\x1b[31m${s}\x1b[0m`;
const dim = (s) => `\x1b[2m${s}\x1b[0m`;
const yellow = (s) => `\x1b[33m${s}\x1b[0m`;

function banner(text, colour = bold) {
  const line = "═".repeat(Math.max(60, text.length + 4));
  console.log(`\n${colour(line)}\n${colour(`  ${text}`)}\n${colour(line)}`);
}

function runScript(script, { quiet = false } = {}) {
  return new Promise((resolve) => {
    // npm run echoes the script's command line first, which says exactly what runs.
    const child = spawn("npm", ["run", script], { cwd: ROOT, stdio: quiet ? ["ignore", "pipe", "pipe"] : "inherit", env: quiet && process.stdout.isTTY ? { FORCE_COLOR: "1", ...process.env } : process.env });
    let output = "";
    if (quiet) for (const stream of [child.stdout, child.stderr]) stream.on("data", (chunk) => (output += chunk));
    let interrupted = false;
    const onSignal = () => (interrupted = true);
    process.on("SIGINT", onSignal);
    child.on("exit", (code, signal) => {
      process.off("SIGINT", onSignal);
      resolve({ code: interrupted ? 130 : signal ? 1 : code ?? 1, output });
    });
  });
}

const results = [];
const started = Date.now();
let failed = null;
/** Stages started early, beside the one before them: name → the promise of their result. */
const early = new Map();
for (const stage of STAGES) {
  banner(`npm test › ${stage.name}  (npm run ${stage.script})`);
  if (early.has(stage.name)) {
    const { code, output, seconds } = await early.get(stage.name);
    process.stdout.write(output);
    results.push({ ...stage, code, seconds, beside: STAGES.find((s) => s.with === stage.name).name });
    if (code !== 0) {
      failed = stage;
      banner(`✖ ${stage.name} FAILED (exit ${code}) — stopping here; later stages did not run`, red);
      break;
    }
    continue;
  }
  if (stage.with) {
    const t1 = Date.now();
    early.set(stage.with, runScript(STAGES.find((s) => s.name === stage.with).script, { quiet: true }).then((r) => ({ ...r, seconds: ((Date.now() - t1) / 1000).toFixed(1) })));
  }
  const elsewhere = stage.elsewhere?.();
  if (elsewhere) {
    console.log(dim(`${stage.name} ${elsewhere}`));
    results.push({ ...stage, code: 0, seconds: "0.0", elsewhere });
    continue;
  }
  const skipped = stage.skipReason?.();
  if (skipped) {
    console.log(yellow(`SKIPPED ${stage.name}: ${skipped}`));
    results.push({ ...stage, code: 0, seconds: "0.0", skipped });
    continue;
  }
  const t0 = Date.now();
  const { code } = await runScript(stage.script);
  const seconds = ((Date.now() - t0) / 1000).toFixed(1);
  results.push({ ...stage, code, seconds });
  if (code !== 0) {
    failed = stage;
    banner(`✖ ${stage.name} FAILED (exit ${code}) — stopping here; later stages did not run`, red);
    break;
  }
  // The typecheck stage checked every file the build would check again (next.config.ts `typescript`).
  if (stage.name === "typecheck") process.env.SHIJO_BUILD_TYPECHECKED = "1";
}

console.log(`\n${bold("npm test summary")}`);
for (const stage of STAGES) {
  const r = results.find((x) => x.name === stage.name);
  const status = !r ? dim("not run") : r.elsewhere ? dim(r.elsewhere) : r.skipped ? yellow(`SKIPPED — ${r.skipped}`) : r.code === 0 ? green("passed") : red(`FAILED (exit ${r.code})`);
  console.log(`  ${stage.name.padEnd(12)} ${status}${r ? dim(`  ${r.seconds} s${r.beside ? ` (beside ${r.beside})` : ""}`) : ""}`);
}
console.log(`  ${"total".padEnd(12)} ${dim(`${((Date.now() - started) / 1000).toFixed(1)} s`)}`);
process.exit(failed ? 1 : 0);
