#!/usr/bin/env node
// `npm run test:e2e [-- playwright args]`: Playwright against a production build on free ports
// (see playwright.config.ts and tests/e2e/global-setup.ts).
import { spawn } from "node:child_process";
import path from "node:path";
import { ROOT } from "./lib/build.mjs";

const child = spawn(process.execPath, [path.join(ROOT, "node_modules/@playwright/test/cli.js"), "test", ...process.argv.slice(2)], {
  cwd: ROOT,
  stdio: "inherit",
  env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: "1" },
});
// Ctrl-C reaches Playwright directly (same process group) and it runs the global teardown itself;
// a second SIGINT from us would make it skip that. SIGTERM is passed on.
process.on("SIGINT", () => {});
process.on("SIGTERM", () => child.kill("SIGTERM"));
child.on("exit", (code, signal) => process.exit(signal ? 1 : (code ?? 1)));
