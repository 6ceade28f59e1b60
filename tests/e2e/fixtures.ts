// Every spec imports `test` and `expect` from here, not from @playwright/test.
import { readFileSync } from "node:fs";
import path from "node:path";
import { request as playwrightRequest, test as base, expect, type APIRequestContext, type BrowserContext, type ConsoleMessage, type Page } from "@playwright/test";
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
// lib/i18n/client.tsx: a client component's message that its page did not send (ClientMessages) is shown as its key and
// reported so; a page that trims what it sends (issue 26 §6) fails here when it trims too much.
const MISSING_MESSAGE = /^\[i18n\] /;

export interface PageGuard {
  /** "fail" (default): an uncaught error or a hydration error in the page fails the test (issue 9 #15). */
  pageErrors: "fail" | "allow";
  /**
   * true: the test gets a browser context and page of its own, closed after it. Default false: a kept one (ADR 0030).
   * A test that must see the browser as a first-time visitor does (its HTTP and memory caches empty).
   */
  freshBrowser: boolean;
}

/** Resolves with `value` once the page's <html data-hydrated> is set, or at once on a page without scripts, or after 10 s. */
async function waitForHydration<T>(page: Page, value: T): Promise<T> {
  await page
    .waitForFunction((mark) => document.documentElement.hasAttribute(mark) || !document.querySelector("script[nonce]"), HYDRATED_ATTRIBUTE, { timeout: 10_000 })
    .catch(() => undefined);
  return value;
}

/** The browser context and its one page a worker keeps between tests of the same options (ADR 0030). */
interface Kept {
  context: BrowserContext;
  page: Page;
  goto: Page["goto"];
  reload: Page["reload"];
  /** Set when a test did what the reset cannot undo (an init script, a clock, a listener, an extra page, …). */
  dirty: string | null;
}

/** Names the page's and context's methods whose effect the reset cannot undo: calling one marks the kept pair dirty. */
function watchForLastingChanges(kept: Kept): void {
  const mark = (what: string) => () => {
    kept.dirty ??= what;
  };
  const watch = (target: object, names: readonly string[], label: string) => {
    for (const name of names) {
      const original = (target as Record<string, unknown>)[name];
      if (typeof original !== "function") continue;
      const flag = mark(`${label}.${name}`);
      (target as Record<string, unknown>)[name] = (...args: unknown[]) => {
        flag();
        return (original as (...a: unknown[]) => unknown).apply(target, args);
      };
    }
  };
  watch(kept.context, ["addInitScript", "exposeBinding", "exposeFunction", "setExtraHTTPHeaders", "setOffline", "setGeolocation", "setHTTPCredentials", "newPage", "setDefaultTimeout", "setDefaultNavigationTimeout"], "context");
  watch(kept.page, ["addInitScript", "exposeBinding", "exposeFunction", "setExtraHTTPHeaders", "emulateMedia", "close", "setDefaultTimeout", "setDefaultNavigationTimeout"], "page");
  for (const clock of [kept.page.clock, kept.context.clock]) watch(clock, Object.getOwnPropertyNames(Object.getPrototypeOf(clock)).filter((n) => n !== "constructor"), "clock");
}

/** Permissions a kept page must be able to ask for afresh. */
const KEPT_PERMISSIONS = ["geolocation", "notifications"];

/** Where a kept page waits for its next test: the site's static page, no app, no scripts (public/baseline.html). */
const RESET_PATH = "/baseline.html";

interface Emitter {
  eventNames(): (string | symbol)[];
  listenerCount(event: string | symbol): number;
}

/** Page and BrowserContext are event emitters at run time (not in their types): without that, nothing is kept. */
function asEmitter(target: Page | BrowserContext): Emitter {
  const emitter = target as unknown as Partial<Emitter>;
  if (typeof emitter.eventNames !== "function" || typeof emitter.listenerCount !== "function") throw new Error("Playwright's Page/BrowserContext no longer have eventNames/listenerCount: tests/e2e/fixtures.ts cannot keep a page safely");
  return emitter as Emitter;
}

/** Each event's listener count, to see whether a test left one behind. */
function listenerCounts(target: Page | BrowserContext): Map<string | symbol, number> {
  const emitter = asEmitter(target);
  return new Map(emitter.eventNames().map((name) => [name, emitter.listenerCount(name)]));
}

function leftListener(before: Map<string | symbol, number>, target: Page | BrowserContext): string | null {
  const emitter = asEmitter(target);
  const added = emitter.eventNames().find((name) => emitter.listenerCount(name) > (before.get(name) ?? 0));
  return added === undefined ? null : `a "${String(added)}" listener`;
}

/**
 * Back to a first visit's state, except the browser's caches: no cookies, permissions, routes, storage (local,
 * session, IndexedDB, Cache Storage) or service worker; the page on this site's static baseline page, at the size the
 * options give. Throws when any of it fails (the pair is then closed, not kept).
 */
async function resetKept(kept: Kept, origin: string, viewport: { width: number; height: number } | null): Promise<void> {
  const { context, page } = kept;
  await page.unrouteAll({ behavior: "ignoreErrors" });
  await context.unrouteAll({ behavior: "ignoreErrors" });
  await context.clearPermissions();
  if (viewport) await page.setViewportSize(viewport);
  // Left on this site: a page sent to about:blank gives up its renderer, and the next test pays for a new one again.
  await kept.goto(`${origin}${RESET_PATH}`, { waitUntil: "load", timeout: 10_000 });
  // A permission the browser refused on its own (a geolocation prompt headless Chromium dismisses, as in discovery's
  // "location refused") stays refused for the context's lifetime: clearPermissions() does not undo it. The next test
  // would start as someone who refused, and the home page's start-up would show its "Kujdes" alert over the page.
  const refused = await page.evaluate(async (names) => {
    const states = await Promise.all(names.map((name) => navigator.permissions.query({ name: name as PermissionName }).then((s) => s.state, () => "prompt")));
    return names.filter((_, i) => states[i] !== "prompt");
  }, KEPT_PERMISSIONS);
  if (refused.length) throw new Error(`permissions not back to "prompt": ${refused.join(", ")}`);
  await page.evaluate(async () => {
    localStorage.clear();
    sessionStorage.clear();
    for (const registration of (await navigator.serviceWorker?.getRegistrations()) ?? []) await registration.unregister();
    for (const name of await caches.keys()) await caches.delete(name);
    for (const db of await indexedDB.databases()) if (db.name) indexedDB.deleteDatabase(db.name);
  });
  // Last, once the test's page is gone: nothing it had under way can set a cookie after this.
  await context.clearCookies();
}

export const test = base.extend<PageGuard, { keptBrowsers: Map<string, Kept> }>({
  pageErrors: ["fail", { option: true }],
  freshBrowser: [false, { option: true }],
  // ADR 0030: a new browser page is a new renderer process that compiles the site's scripts again (~2.5 s of CPU
  // here); a worker keeps one context and page per set of options and hands them to the next test, reset.
  keptBrowsers: [
    async ({}, use) => {
      const kept = new Map<string, Kept>();
      await use(kept);
      await Promise.all([...kept.values()].map((k) => k.context.close().catch(() => undefined)));
    },
    { scope: "worker" },
  ],
  context: async ({ browser, keptBrowsers, freshBrowser, locale, viewport, javaScriptEnabled, timezoneId, extraHTTPHeaders, contextOptions, baseURL }, use, testInfo) => {
    const options = { ...contextOptions, locale, viewport, javaScriptEnabled, timezoneId, extraHTTPHeaders, baseURL };
    // Only the plain case is kept: scripts on (the reset runs in the page) and no options of the test's own.
    const keepable = !freshBrowser && javaScriptEnabled !== false && Object.keys(contextOptions ?? {}).length === 0;
    if (!keepable) {
      const context = await browser.newContext(options);
      await use(context);
      await context.close();
      return;
    }
    const key = JSON.stringify(options);
    let kept = keptBrowsers.get(key);
    if (!kept) {
      const context = await browser.newContext(options);
      const page = await context.newPage();
      kept = { context, page, goto: page.goto.bind(page), reload: page.reload.bind(page), dirty: null };
      watchForLastingChanges(kept);
      keptBrowsers.set(key, kept);
    }
    const contextListeners = listenerCounts(kept.context);
    const pageListeners = listenerCounts(kept.page);
    await use(kept.context);
    kept.dirty ??= leftListener(contextListeners, kept.context) ?? leftListener(pageListeners, kept.page);
    if (kept.context.pages().length !== 1) kept.dirty ??= "another page";
    // A failed test's screenshot is Playwright's own (screenshot: "only-on-failure" covers this context too).
    const failed = testInfo.status !== testInfo.expectedStatus;
    let reset = !failed && kept.dirty === null;
    if (reset) reset = await resetKept(kept, new URL(baseURL!).origin, viewport).then(() => true, () => false);
    if (process.env.E2E_KEPT_LOG === "1") console.log(`[kept] ${testInfo.titlePath.slice(1).join(" › ")}: ${reset ? "kept" : `closed (${failed ? "failed" : (kept.dirty ?? "reset failed")})`}`);
    if (!reset) {
      keptBrowsers.delete(key);
      await kept.context.close().catch(() => undefined);
    }
  },
  // Every page a test opens is watched: a thrown error or a hydration mismatch is a failure, whatever the test asserts.
  page: async ({ context, keptBrowsers, pageErrors, javaScriptEnabled }, use) => {
    const kept = [...keptBrowsers.values()].find((k) => k.context === context);
    const page = kept?.page ?? (await context.newPage());
    const problems: string[] = [];
    // A kept public page asks for its scripts after its first paint, so "load" can come before hydration (ADR 0014):
    // a page opened with goto/reload is handed to the test once it has hydrated, as a person would find it a moment
    // later. Pages without the shell (no mark ever) are handed over after a short wait.
    if (javaScriptEnabled !== false) {
      const goto = kept?.goto ?? page.goto.bind(page);
      const reload = kept?.reload ?? page.reload.bind(page);
      page.goto = async (...args: Parameters<typeof goto>) => waitForHydration(page, await goto(...args));
      page.reload = async (...args: Parameters<typeof reload>) => waitForHydration(page, await reload(...args));
    }
    const onError = (error: Error) => problems.push(`${page.url()}: ${error.name}: ${error.message}`);
    const onConsole = (message: ConsoleMessage) => {
      if (message.type() === "error" && (HYDRATION.test(message.text()) || MISSING_MESSAGE.test(message.text()))) problems.push(`${page.url()}: console: ${message.text()}`);
    };
    page.on("pageerror", onError);
    page.on("console", onConsole);
    await use(page);
    page.off("pageerror", onError);
    page.off("console", onConsole);
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
  // From an app page (its CSP, its cookies' path); a kept page waiting on the static baseline page is not one.
  if (!page.url().startsWith(origin) || new URL(page.url()).pathname === RESET_PATH) await page.goto("/");
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
