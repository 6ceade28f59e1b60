// ADR 0030: a worker hands its browser page to the next test, reset to a first visit's state. These run in order in
// one worker: each checks what the one before it left (or did not leave).
import type { BrowserContext, Page } from "@playwright/test";
import { BROWSER_LOCALE, DEMO, expect, logIn, test } from "./fixtures";

let previous: { page: Page; context: BrowserContext } | null = null;

test.describe("a kept browser page", () => {
  test.describe.configure({ mode: "serial" });
  test.use({ locale: BROWSER_LOCALE.sq });

  test("a signed-in visitor leaves a cookie, storage and a service worker behind", async ({ page, context }) => {
    await logIn(page, DEMO);
    await page.goto("/cart");
    await page.evaluate(async () => {
      localStorage.setItem("kept-spec", "1");
      sessionStorage.setItem("kept-spec", "1");
      await caches.open("kept-spec");
      await navigator.serviceWorker.register("/sw.js", { scope: "/" });
      await navigator.serviceWorker.ready;
    });
    expect((await context.cookies()).length).toBeGreaterThan(0);
    previous = { page, context };
  });

  test("the next test gets the same page, and nothing of that visitor", async ({ page, context }) => {
    expect(previous, "the test before ran in this worker").not.toBeNull();
    expect(page === previous!.page && context === previous!.context, "the same page and context, kept").toBe(true);
    expect(await context.cookies()).toEqual([]);
    expect(new URL(page.url()).pathname).toBe("/baseline.html");
    // Read where the page was left, on this site, before any app code could register or store anything again.
    const left = await page.evaluate(async () => ({
      local: localStorage.getItem("kept-spec"),
      session: sessionStorage.getItem("kept-spec"),
      caches: await caches.keys(),
      workers: (await navigator.serviceWorker.getRegistrations()).length,
    }));
    expect(left).toEqual({ local: null, session: null, caches: [], workers: 0 });
    expect(await (await page.request.get("/api/me")).json()).toEqual({ user: null });
    previous = { page, context };
  });

  test("a test that moves the page's clock leaves a page no one else gets", async ({ page }) => {
    expect(page === previous!.page).toBe(true);
    await page.clock.install();
    previous = { page, context: page.context() };
  });

  test("so the next test has a new page", async ({ page }) => {
    expect(page === previous!.page, "a page with an installed clock is not handed on").toBe(false);
    expect(previous!.page.isClosed()).toBe(true);
    previous = { page, context: page.context() };
  });

  test("a test whose location the browser refused leaves a page no one else gets", async ({ page }) => {
    expect(page === previous!.page).toBe(true);
    await page.goto("/baseline.html");
    // Headless Chromium dismisses the prompt; the refusal outlives clearPermissions() in this context.
    const answer = await page.evaluate(() => new Promise<number>((resolve) => navigator.geolocation.getCurrentPosition(() => resolve(0), (error) => resolve(error.code), { timeout: 15_000 })));
    expect(answer).toBe(1);
    previous = { page, context: page.context() };
  });

  test("so the next test may be asked for its location again (no start-up alert on the home page)", async ({ page }) => {
    expect(page === previous!.page, "a page whose geolocation stays refused is not handed on").toBe(false);
    await page.goto("/baseline.html");
    expect(await page.evaluate(async () => (await navigator.permissions.query({ name: "geolocation" })).state)).toBe("prompt");
  });
});
