import { defineConfig } from "@playwright/test";
import { playwrightChromiumArgs } from "./scripts/lib/chromium-args.mjs";

// Browsers come from Debian (/usr/bin/chromium), never from Playwright's CDN.
process.env.PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD = "1";

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: "test-results/e2e",
  globalSetup: "./tests/e2e/global-setup.ts",
  globalTeardown: "./tests/e2e/global-teardown.ts",
  // 2 cores shared by the browser, next start and the product API.
  workers: 2,
  fullyParallel: true,
  // No retries: a flaky test is a bug to fix, not to hide.
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: "list",
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    // baseURL and the locale are set per spec through tests/e2e/fixtures.ts.
    browserName: "chromium",
    timezoneId: "Europe/Tirane",
    launchOptions: {
      executablePath: "/usr/bin/chromium",
      // The guide's flags, and no omnibox popup renderer beside every context (scripts/lib/chromium-args.mjs, ADR 0038).
      args: playwrightChromiumArgs(),
    },
    // A trace records the page at every step (DOM snapshots, a screencast): a third of the e2e stage's browser CPU on
    // this 2-core machine (ADR 0022, session 13). `E2E_TRACE=1` keeps one for each failed test; without it a failure
    // still leaves its screenshot and the page's accessibility snapshot (error-context.md) in test-results/e2e.
    trace: process.env.E2E_TRACE === "1" ? "retain-on-failure" : "off",
    screenshot: "only-on-failure",
  },
});
