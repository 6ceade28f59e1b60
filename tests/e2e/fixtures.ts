// Every spec imports `test` and `expect` from here, not from @playwright/test.
import { readFileSync } from "node:fs";
import path from "node:path";
import { request as playwrightRequest, test as base, expect, type APIRequestContext, type Page } from "@playwright/test";
import compile from "icu-minify/compile";
import { createTranslator } from "../../lib/i18n/client";
import { HYDRATED_ATTRIBUTE } from "../../lib/html-marks";
import { ROOT } from "../../scripts/lib/build.mjs";

export { expect };

export type Lang = "sq" | "en";

/** The browser locale a spec picks for each UI language. */
export const BROWSER_LOCALE: Record<Lang, string> = { sq: "sq-AL", en: "en-GB" };

export const DEMO = { email: "demo@shijo.al", password: "shijo123" } as const;
export const UNVERIFIED = { email: "new@shijo.al", password: "shijo123" } as const;
export const APP_KEY = process.env.PRODUCT_API_KEY ?? "shijo-local-app-key";

function fromSetup(name: "E2E_BASE_URL" | "E2E_API_URL"): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the specs through playwright.config.ts (its global setup starts the servers)`);
  return value;
}

/** The local product API started by the global setup, with a trailing slash. */
export const apiUrl = (): string => fromSetup("E2E_API_URL");

export type Messages = typeof import("../../messages/sq.json");

/** The UI strings of a language, so locators follow messages/*.json instead of repeating them. */
export function messages(lang: Lang): Messages {
  return JSON.parse(readFileSync(path.join(ROOT, "messages", `${lang}.json`), "utf8")) as Messages;
}

/**
 * A message as the page prints it, ICU and all: `format("sq", m.order_review.title_restaurant, { type: "restaurant" })`
 * is "Lokali" (selects and plurals, which a plain placeholder fill cannot do).
 */
export function format(lang: Lang, message: string, values: Record<string, string | number> = {}): string {
  // A one-message catalogue: its key is not one of messages/*.json's, so the translator is called untyped.
  const translate = createTranslator({ locale: lang, timeZone: "Europe/Tirane", messages: { message: compile(message) } as never }) as unknown as (key: string, values: Record<string, string | number>) => string;
  return translate("message", values);
}

/** `/stores` in Albanian, `/en/stores` in English; `/` ↔ `/en`. */
export function localePath(lang: Lang, path: string): string {
  if (lang === "sq") return path;
  return path === "/" ? "/en" : `/en${path}`;
}

// React's hydration failures (dev text, or the production error codes 418/419/421/422/423/425).
const HYDRATION = /hydrat|Minified React error #4(18|19|21|22|23|25)\b|react\.dev\/errors\/4(18|19|21|22|23|25)\b/i;

export interface PageGuard {
  /** "fail" (default): an uncaught error or a hydration error in the page fails the test (issue 9 #15). */
  pageErrors: "fail" | "allow";
}

/** Resolves with `value` once the page's <html data-hydrated> is set, or at once on a page without scripts, or after 10 s. */
async function waitForHydration<T>(page: Page, value: T): Promise<T> {
  await page
    .waitForFunction((mark) => document.documentElement.hasAttribute(mark) || !document.querySelector("script[nonce]"), HYDRATED_ATTRIBUTE, { timeout: 10_000 })
    .catch(() => undefined);
  return value;
}

export const test = base.extend<PageGuard>({
  pageErrors: ["fail", { option: true }],
  // Every page a test opens is watched: a thrown error or a hydration mismatch is a failure, whatever the test asserts.
  page: async ({ page, pageErrors, javaScriptEnabled }, use) => {
    const problems: string[] = [];
    // A kept public page asks for its scripts after its first paint, so "load" can come before hydration (ADR 0014):
    // a page opened with goto/reload is handed to the test once it has hydrated, as a person would find it a moment
    // later. Pages without the shell (no mark ever) are handed over after a short wait.
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (...args: Parameters<typeof goto>) => waitForHydration(page, await goto(...args));
      page.reload = async (...args: Parameters<typeof reload>) => waitForHydration(page, await reload(...args));
    }
    page.on("pageerror", (error) => problems.push(`${page.url()}: ${error.name}: ${error.message}`));
    page.on("console", (message) => {
      if (message.type() === "error" && HYDRATION.test(message.text())) problems.push(`${page.url()}: console: ${message.text()}`);
    });
    await use(page);
    if (pageErrors === "fail") expect(problems, "errors thrown in the page (hydration or uncaught)").toEqual([]);
  },
  // The servers listen on free ports chosen in global setup, so the base URL is only known at run time.
  baseURL: async ({}, use) => {
    await use(fromSetup("E2E_BASE_URL"));
  },
  // A spec must choose the browser locale on purpose (test.use({ locale: "sq-AL" | "en-GB" })):
  // the storefront's behaviour depends on it, so no silent en-US default.
  // (Overriding keeps it an option, so test.use({ locale }) replaces this function.)
  locale: async ({}, _use, testInfo) => {
    throw new Error(`${testInfo.titlePath.join(" › ")}: set the browser locale with test.use({ locale: "sq-AL" }) or "en-GB"`);
  },
  // API requests from the test itself (no browser), against the storefront.
  request: async ({ playwright, baseURL }, use) => {
    // A browser always sends Origin on a write; the BFF refuses writes without it (issue 9 #5), so the test's own
    // client sends the storefront's origin too. Tests of the origin rule override it per request.
    const request = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { Origin: new URL(baseURL!).origin } });
    await use(request);
    await request.dispose();
  },
});

/**
 * Logs in the way the login screen does: a same-origin fetch from the page to the BFF.
 * The session cookie lands in the page's browser context.
 */
/** Both UI languages, Albanian first. */
export const LANGS = ["sq", "en"] as const satisfies readonly Lang[];

/** `E2E_EVERY_LANGUAGE=1` (`npm run test:e2e:every-language`): every flow in both languages (ADR 0022). */
export const EVERY_LANGUAGE = process.env.E2E_EVERY_LANGUAGE === "1";

/**
 * ADR 0022: a flow whose outcome does not depend on the language runs once, not once per language. Inside a spec's
 * `for (const lang of LANGS)` loop, `const flows = flowsIn(lang)`, then `flows.test(title, body)` declares a test as
 * `test` does (it is `test`, so the test's place is the spec's line), but the flows take turns by their order in the
 * spec: the first in Albanian, the next in English, and so on, so both languages walk flows and each flow runs once
 * (the other language's turn is a no-op). Both loops declare the same flows in the same order, so each flow lands in
 * exactly one of them (tests/unit/e2e-languages.test.ts holds it so). A test about what a page says in each language
 * keeps `test`.
 */
export function flowsIn(lang: Lang): { readonly test: (title: string, body: Parameters<typeof test>[2]) => void } {
  let order = 0;
  const notThisLanguage = () => {};
  return {
    get test() {
      const turn = LANGS[order++ % LANGS.length];
      return EVERY_LANGUAGE || turn === lang ? test : notThisLanguage;
    },
  };
}

export async function logIn(page: Page, account: { email: string; password: string }): Promise<void> {
  const origin = new URL(fromSetup("E2E_BASE_URL")).origin;
  if (!page.url().startsWith(origin)) await page.goto("/");
  const status = await page.evaluate(async (body) => {
    const response = await fetch("/api/auth/login", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
    return response.status;
  }, account);
  expect(status, `POST /api/auth/login as ${account.email}`).toBe(200);
}

/** A request context signed in as `account` (the session cookie lives in the context), sending our Origin. */
export async function signedInRequest(baseURL: string, account: { email: string; password: string }): Promise<APIRequestContext> {
  const context = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { Origin: new URL(baseURL).origin } });
  const response = await context.post("/api/auth/login", { data: account });
  expect(response.status(), `login ${account.email}`).toBe(200);
  return context;
}
