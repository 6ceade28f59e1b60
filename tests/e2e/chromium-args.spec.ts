// ADR 0038: the Chromium of the tests and the bench starts without the omnibox popup's WebUI renderer, which took
// 1.0–1.9 s of CPU beside every browser context on this 2-core machine, and keeps every feature Playwright itself
// switches off (Chromium keeps only the last --disable-features, so ours repeats Playwright's list).
import { readFileSync } from "node:fs";
import { chromium } from "@playwright/test";
import { procStats, treeTicks } from "../../scripts/lib/bench-measure.mjs";
import { CHROMIUM_FLAGS, OMNIBOX_WEBUI_FEATURES, playwrightChromiumArgs } from "../../scripts/lib/chromium-args.mjs";
import { expect, test } from "./fixtures";

// As playwright.config.ts launches it (scripts/ensure-chromium.mjs installs it there).
const EXECUTABLE = "/usr/bin/chromium";

/** The command lines of the renderer processes under `root` (the browser this test started, not another worker's). */
function renderersOf(root: number): string[] {
  const out: string[] = [];
  for (const pid of treeTicks(procStats(), root).keys()) {
    try {
      const cmd = readFileSync(`/proc/${pid}/cmdline`, "utf8").replace(/\0/g, " ");
      if (cmd.includes("--type=renderer")) out.push(cmd);
    } catch {
      // gone meanwhile
    }
  }
  return out;
}

const disabledFeatures = (cmd: string) => (/--disable-features=(\S*)/.exec(cmd)?.[1] ?? "").split(",").filter(Boolean);

/** Starts Chromium with `args`, opens a context and a page, and reports its renderers for up to `waitMs`. */
async function renderersWith(args: string[], until: (renderers: string[]) => boolean, waitMs: number): Promise<string[]> {
  const server = await chromium.launchServer({ executablePath: EXECUTABLE, args });
  try {
    const browser = await chromium.connect(server.wsEndpoint());
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto("about:blank");
    const root = server.process().pid!;
    const started = Date.now();
    let renderers = renderersOf(root);
    while (!until(renderers) && Date.now() - started < waitMs) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      renderers = renderersOf(root);
    }
    await browser.close();
    return renderers;
  } finally {
    await server.close();
  }
}

const webui = (renderers: string[]) => renderers.filter((cmd) => cmd.includes("--top-chrome-webui"));

test.describe("the tests' and the bench's Chromium (ADR 0038)", () => {
  test.skip(process.platform !== "linux", "reads /proc");
  test.use({ locale: "sq-AL" });
  test.setTimeout(60_000);

  test("with the guide's flags alone, a context brings the omnibox popup's renderer; with ours it does not, and Playwright's own disabled features stay off", async () => {
    // Chromium as Playwright starts it with the guide's flags only: the WebUI renderer comes with the context.
    const plain = await renderersWith([...CHROMIUM_FLAGS], (r) => webui(r).length > 0, 15_000);
    expect(webui(plain), "Chromium no longer starts an omnibox WebUI renderer: ADR 0038's features may be dropped").toHaveLength(1);
    const playwrightOwn = disabledFeatures(plain.find((cmd) => !cmd.includes("--top-chrome-webui")) ?? plain[0]);
    expect(playwrightOwn.length).toBeGreaterThan(0);

    // With scripts/lib/chromium-args.mjs: no such renderer (given the same time to appear), and every feature
    // Playwright switches off is still off beside ours.
    const ours = await renderersWith(playwrightChromiumArgs(), () => false, 3_000);
    expect(ours.length).toBeGreaterThan(0);
    expect(webui(ours)).toEqual([]);
    const effective = new Set(disabledFeatures(ours[0]));
    expect(playwrightOwn.filter((f) => !effective.has(f)), "a feature Playwright switches off is missing from PLAYWRIGHT_DISABLED_FEATURES").toEqual([]);
    for (const feature of OMNIBOX_WEBUI_FEATURES) expect(effective.has(feature)).toBe(true);
  });
});
