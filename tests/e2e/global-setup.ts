// Starts what the specs run against: Debian Chromium present, a current production build, the local
// product API (fresh temp data, /__test routes on) and `next start`, both on free loopback ports,
// because another Shijo (npm start, a colleague's e2e run) may hold 3000/4000.
import { spawnSync } from "node:child_process";
import { createWriteStream, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { ensureBuild, ROOT } from "../../scripts/lib/build.mjs";
import { startIsolatedStack } from "../../scripts/lib/stack.mjs";
import { E2E_SESSION_SECRET, SERVER_LOG, STACK_STATE } from "./paths";

export default async function globalSetup(): Promise<void> {
  process.env.PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD = "1";

  const chromium = spawnSync(process.execPath, [path.join(ROOT, "scripts/ensure-chromium.mjs")], { stdio: "inherit" });
  if (chromium.status !== 0) throw new Error("Chromium is not available at /usr/bin/chromium (see the message above)");

  await ensureBuild();

  mkdirSync(path.dirname(SERVER_LOG), { recursive: true });
  const log = createWriteStream(SERVER_LOG, { flags: "w" });
  const started = Date.now();
  // Issue 29: the push specs' local push service listens on loopback; the storefront's BFF and the product API accept
  // such endpoints only with this test-only switch (the product API also needs its test endpoints, on here).
  process.env.PUSH_TEST_ALLOW_LOOPBACK = "1";
  try {
    const stack = await startIsolatedStack({ logStream: log, sessionSecret: E2E_SESSION_SECRET, testEndpoints: true });
    writeFileSync(STACK_STATE, JSON.stringify({ pids: stack.pids, dataDir: stack.dataDir }));
    // Workers start after global setup and inherit these.
    process.env.E2E_BASE_URL = stack.baseUrl;
    process.env.E2E_API_URL = stack.apiUrl;
    console.log(`[e2e] storefront ${stack.baseUrl}, product API ${stack.apiUrl} (ready in ${((Date.now() - started) / 1000).toFixed(1)} s; logs: ${path.relative(ROOT, SERVER_LOG)})`);
  } catch (error) {
    const output = (error as { serviceOutput?: string }).serviceOutput;
    console.error(`\n[e2e] the servers did not start: ${(error as Error).message}`);
    if (output) console.error(`--- last output (full log: ${SERVER_LOG}) ---\n${output}\n---`);
    throw error;
  }
}
