// Accessibility checks with axe-core in the browser (issue 10 "Tests"). @axe-core/playwright needs Node 22, so the
// engine's own bundle is injected into the page and run there.
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import type { AxeResults, ImpactValue, Result, RunOptions } from "axe-core";
import { ROOT } from "../../scripts/lib/build.mjs";
import { expect } from "./fixtures";

const AXE_SOURCE = readFileSync(path.join(ROOT, "node_modules", "axe-core", "axe.min.js"), "utf8");

/** What fails a page: the impacts a screen-reader or keyboard user is blocked or badly hindered by. */
export const FAILING_IMPACTS: readonly ImpactValue[] = ["serious", "critical"];

/** axe's default rule set (WCAG 2.x A/AA and best practices), without the experimental rules. */
const RUN_OPTIONS: RunOptions = { resultTypes: ["violations"] };

/**
 * Runs axe on the page once its finite animations and transitions have ended (a banner fading in is measured at its
 * final colours, not half transparent), on the whole page or the part matched by `include`, and answers its violations.
 */
export async function axeViolations(page: Page, include?: string, enable: readonly string[] = []): Promise<Result[]> {
  await page.evaluate(() => {
    const finite = document.getAnimations().filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime)));
    return Promise.race([Promise.all(finite.map((a) => a.finished.catch(() => undefined))), new Promise((r) => setTimeout(r, 3000))]);
  });
  if (!(await page.evaluate(() => "axe" in window))) await page.addScriptTag({ content: AXE_SOURCE });
  const results = await page.evaluate(
    ([context, options]) => (window as unknown as { axe: { run: (c: unknown, o: unknown) => Promise<AxeResults> } }).axe.run(context ?? document, options),
    [include ?? null, enable.length ? { ...RUN_OPTIONS, rules: Object.fromEntries(enable.map((id) => [id, { enabled: true }])) } : RUN_OPTIONS] as const,
  );
  return results.violations;
}

/** One line per violation (impact, rule id, help, link), then each node it found: CSS target, HTML and what to fix. */
export function describeViolations(violations: Result[]): string {
  return violations
    .map((v) => {
      const nodes = v.nodes.map((n) => {
        const html = n.html.length > 200 ? `${n.html.slice(0, 200)}…` : n.html;
        return `    ${n.target.join(" ")}\n      ${html}\n      ${n.failureSummary?.replace(/\n/g, "\n      ") ?? ""}`;
      });
      return `[${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})\n${nodes.join("\n")}`;
    })
    .join("\n");
}

/**
 * Fails when axe finds a serious or critical violation on the page; the message lists each one with the nodes it
 * found. Lesser ones (moderate, minor) are only logged, so they show in the test output without failing it —
 * except the rules in `strict`, which are switched on (target-size is off by default) and fail at any impact.
 * `soft`: the test goes on after a failure (several pages checked in one test) and fails at its end. `everyImpact`:
 * moderate and minor ones fail too (the public pages have none since session 17).
 */
export async function expectNoSeriousA11yViolations(
  page: Page,
  { label = page.url(), include, strict = [], soft = false, everyImpact = false }: { label?: string; include?: string; strict?: readonly string[]; soft?: boolean; everyImpact?: boolean } = {},
): Promise<void> {
  const violations = await axeViolations(page, include, strict);
  const serious = violations.filter((v) => everyImpact || (v.impact && FAILING_IMPACTS.includes(v.impact)) || strict.includes(v.id));
  const lesser = violations.filter((v) => !serious.includes(v));
  if (lesser.length) console.log(`[axe] ${label}: ${lesser.length} moderate/minor\n${describeViolations(lesser)}`);
  (soft ? expect.soft : expect)(serious.map((v) => `${v.impact} ${v.id}`), `axe: ${everyImpact ? "violations" : "serious or critical violations"} on ${label}\n${describeViolations(serious)}`).toEqual([]);
}
