// ADR 0022: a language-independent e2e flow runs once, in one of the two languages (flowsIn in tests/e2e/fixtures.ts),
// unless E2E_EVERY_LANGUAGE=1. This holds that no flow is lost on the way: Playwright's own list of the tests,
// taken with and without the switch, names the same tests (file, line, title), the default run fewer times.
import { execFileSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(__dirname, "../..");

interface Suite {
  title: string;
  specs?: Array<{ title: string; file: string; line: number; tests: unknown[] }>;
  suites?: Suite[];
}

/** Every test Playwright would run, as "file:line title [describe]", once per run of it. */
function listed(everyLanguage: boolean): string[] {
  const out = execFileSync(process.execPath, [path.join(ROOT, "node_modules/@playwright/test/cli.js"), "test", "--list", "--reporter=json"], {
    cwd: ROOT,
    env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: "1", E2E_EVERY_LANGUAGE: everyLanguage ? "1" : "" },
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  const runs: string[] = [];
  const walk = (suite: Suite, describe: string) => {
    for (const spec of suite.specs ?? []) for (const _ of spec.tests) runs.push(`${spec.file}:${spec.line} ${spec.title} [${describe}]`);
    for (const child of suite.suites ?? []) walk(child, child.title);
  };
  for (const suite of (JSON.parse(out) as { suites: Suite[] }).suites) walk(suite, suite.title);
  return runs;
}

/** A test's name without its language: "chat (sq)" and "chat (en)" are the same describe. */
const withoutLanguage = (run: string) => run.replace(/\((sq|en)\)\]$/, "]");

describe("e2e flows in one language (ADR 0022)", () => {
  const every = listed(true);
  const once = listed(false);

  it("the default run names every test the every-language run names, in fewer runs", () => {
    expect(new Set(once.map(withoutLanguage))).toEqual(new Set(every.map(withoutLanguage)));
    expect(once.length).toBeLessThan(every.length);
    // Each test is placed at its own line of its spec (so `npm run test:e2e -- chat.spec.ts:111` picks it), never
    // at the helper's.
    for (const run of once) expect(run).toMatch(/^[\w-]+\.spec\.ts:\d+ /);
  });

  it("a flow runs in exactly one language, and both languages get flows; a test about the words runs in both", () => {
    const count = (runs: string[]) => runs.reduce((m, r) => m.set(withoutLanguage(r), (m.get(withoutLanguage(r)) ?? 0) + 1), new Map<string, number>());
    const all = count(every);
    const some = count(once);
    const halved = [...all].filter(([name, n]) => n === 2 && some.get(name) === 1).map(([name]) => name);
    expect(halved.length).toBeGreaterThan(50);
    // Neither language is left with a small share of the runs (each had over 100 of ~230 in session 16).
    const inLanguage = once.filter((r) => /\((sq|en)\)\]$/.test(r)).length;
    for (const lang of ["sq", "en"]) expect(once.filter((r) => r.endsWith(`(${lang})]`)).length, lang).toBeGreaterThan(inLanguage * 0.4);
    // Examples of each kind, by title.
    expect(some.get(once.map(withoutLanguage).find((r) => r.includes("A starts a chat with B"))!)).toBe(1);
    expect(once.filter((r) => r.includes("MapLibre's own strings are in the page's language"))).toHaveLength(2);
  });
});
