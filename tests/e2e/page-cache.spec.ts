// Issue 14 / ADR 0014: public pages come from the page cache — one HTML for everyone, each copy with its own CSP
// nonce, personal parts filled in by the browser, and a change in the product API visible within 60 s.
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Browser, BrowserContext } from "@playwright/test";
import { ROOT } from "../../scripts/lib/build.mjs";
import { BROWSER_LOCALE, DEMO, expect, logIn, test } from "./fixtures";
import { ELIRA, restoreProducts, vendorDetail, vendorHashByTitle, withdrawProducts } from "./checkout-helpers";

const CACHE_HEADER = "x-shijo-page-cache";
/** What a browser's page load (or a crawler) asks for; the router's own fetches ask for anything. */
const PAGE_LOAD = { Accept: "text/html,application/xhtml+xml,*/*;q=0.8", "Sec-Fetch-Dest": "document", "Sec-Fetch-Mode": "navigate" };
const NAMES = { demo: "Arta Demo", elira: "Elira Krasniqi" } as const;

/** Every script nonce in a page, and the one its policy names. */
function nonces(html: string, csp: string | undefined) {
  const inPage = new Set([...html.matchAll(/<script[^>]*\snonce="([^"]+)"/g)].map((m) => m[1]));
  const named = /'nonce-([^']+)'/.exec(csp ?? "")?.[1];
  return { inPage, named };
}

async function signedInContext(browser: Browser, account: { email: string; password: string }): Promise<BrowserContext> {
  const context = await browser.newContext({ locale: BROWSER_LOCALE.en });
  const page = await context.newPage();
  await page.goto("/en/contact");
  await logIn(page, account);
  await page.close();
  return context;
}

test.describe("the public page cache", () => {
  test.use({ locale: BROWSER_LOCALE.en });

  test("two users and a guest open the same vendor URL: one cached HTML without anyone's name, each sees only their own", async ({ browser, baseURL }) => {
    const path = "/en/store/e435fd83f471/pizza-napoli/delivery";
    const demo = await signedInContext(browser, DEMO);
    const elira = await signedInContext(browser, ELIRA);
    const guest = await browser.newContext({ locale: BROWSER_LOCALE.en, baseURL });
    try {
      // Demo comes first: if anything of the session went into the kept copy, the others would now see it.
      const views: Record<string, { html: string; csp?: string; cache?: string }> = {};
      for (const [who, context] of [["demo", demo], ["elira", elira], ["guest", guest]] as const) {
        const response = await context.request.get(path, { headers: PAGE_LOAD });
        expect(response.status(), who).toBe(200);
        views[who] = { html: await response.text(), csp: response.headers()["content-security-policy"], cache: response.headers()[CACHE_HEADER] };
      }
      expect(["hit", "stale"], "the second and third views are served from the cache").toContain(views.elira.cache);
      expect(["hit", "stale"]).toContain(views.guest.cache);
      for (const [who, view] of Object.entries(views)) {
        expect(view.html, `${who}'s copy`).not.toContain(NAMES.demo);
        expect(view.html, `${who}'s copy`).not.toContain(NAMES.elira);
        expect(view.html, `${who}'s copy`).not.toContain(DEMO.email);
        // Strict CSP: no 'unsafe-inline' for scripts, and every script carries the nonce this response's policy names.
        expect(view.csp).toMatch(/script-src [^;]*'nonce-/);
        expect(/script-src [^;]*'unsafe-inline'/.test(view.csp ?? "")).toBe(false);
        const { inPage, named } = nonces(view.html, view.csp);
        expect(named, `${who}: the policy names a nonce`).toBeTruthy();
        expect([...inPage], `${who}: every script has this response's nonce`).toEqual([named]);
      }
      const distinct = new Set(Object.values(views).map((v) => nonces(v.html, v.csp).named));
      expect(distinct.size, "each copy has its own nonce").toBe(3);
      // The kept copy knows whether a session cookie came along, nothing more.
      expect(views.demo.html).toMatch(/<html[^>]*data-session="1"/);
      expect(views.guest.html).toMatch(/<html[^>]*data-session="0"/);

      // In the browser each one sees their own header: the name for the account holders, the login button for the guest.
      for (const [who, context] of [["demo", demo], ["elira", elira]] as const) {
        const page = await context.newPage();
        const violations: string[] = [];
        page.on("console", (m) => /Content Security Policy/i.test(m.text()) && violations.push(m.text()));
        await page.goto(path);
        // The name arrives through the client (GET /api/session): the copy's scripts ran under its nonce.
        await expect(page.getByTestId("header-user-name")).toHaveText(NAMES[who]);
        await expect(page.getByRole("banner").getByRole("link", { name: "Log in", exact: true })).toBeHidden();
        await expect(page.getByText(NAMES[who === "demo" ? "elira" : "demo"])).toHaveCount(0);
        expect(violations, "the copy's scripts run under its policy").toEqual([]);
        await page.close();
      }
      const page = await guest.newPage();
      await page.goto(path);
      await expect(page.getByRole("banner").getByRole("link", { name: "Log in", exact: true })).toBeVisible();
      await expect(page.getByTestId("header-user-name")).toBeHidden();
      await expect(page.getByText(NAMES.demo)).toHaveCount(0);
    } finally {
      await Promise.all([demo.close(), elira.close(), guest.close()]);
    }
  });

  test("a product taken off a vendor's menu leaves the cached page within 60 s (the documented bound)", async ({ request }) => {
    test.setTimeout(120_000);
    const hash = await vendorHashByTitle(request, "Qebaptore Kodra");
    const vendor = await vendorDetail(request, hash);
    const product = vendor.categories.flatMap((c) => c.products)[0];
    expect(product, "Qebaptore Kodra has a menu").toBeTruthy();
    const { slug } = vendor as unknown as { slug: string };
    const path = `/en/store/${hash}/${slug}/delivery`;
    const html = async () => {
      const response = await request.get(path, { headers: PAGE_LOAD });
      expect(response.status()).toBe(200);
      return { text: await response.text(), cache: response.headers()[CACHE_HEADER] };
    };
    expect((await html()).text).toContain(product.title);
    expect((await html()).cache, "kept after the first view").toMatch(/hit|stale/);

    const ids = await withdrawProducts(request, vendor.id);
    try {
      const changedAt = Date.now();
      // Still the kept copy right after the change: it is a cache, not a per-request render.
      expect((await html()).text).toContain(product.title);
      let seconds = 0;
      for (;;) {
        const { text } = await html();
        seconds = (Date.now() - changedAt) / 1000;
        if (!text.includes(product.title)) break;
        expect(seconds, "the change shows within 60 s").toBeLessThanOrEqual(60);
        await new Promise((r) => setTimeout(r, 2000));
      }
      expect(seconds).toBeLessThanOrEqual(60);
    } finally {
      await restoreProducts(request, ids);
    }
  });

  test("a client-side navigation gets the RSC payload, never the cached HTML; a page load gets the cached HTML", async ({ page, request }) => {
    const path = "/en/contact";
    await request.get(path, { headers: PAGE_LOAD });
    const again = await request.get(path, { headers: PAGE_LOAD });
    expect(again.headers()[CACHE_HEADER]).toMatch(/hit|stale/);
    expect(again.headers()["cache-control"]).toContain("private");
    // What the router sends, as a browser sends it (the proxy sees only the browser's own headers).
    const rsc = await request.get(`${path}?_rsc=abc12`, { headers: { RSC: "1", Accept: "*/*", "Sec-Fetch-Dest": "empty", "Sec-Fetch-Mode": "cors" } });
    expect(rsc.headers()[CACHE_HEADER]).toBeUndefined();
    expect(rsc.headers()["content-type"]).toContain("text/x-component");

    // In the browser: open a cached page, follow a link to another cached page, and it works without a full load.
    await page.goto("/en/courier");
    const marker = await page.evaluate(() => ((window as unknown as { __stay: number }).__stay = Math.random()));
    const rscAnswers: string[] = [];
    page.on("response", (r) => r.url().includes("_rsc=") && rscAnswers.push(r.headers()["content-type"] ?? ""));
    await page.getByRole("contentinfo").getByRole("link", { name: "Contact us" }).first().click();
    await expect(page).toHaveURL(/\/en\/contact$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __stay?: number }).__stay), "same document: a client-side navigation").toBe(marker);
    expect(rscAnswers.length).toBeGreaterThan(0);
    expect(rscAnswers.every((type) => type.includes("text/x-component")), rscAnswers.join()).toBe(true);
  });

  test("a kept page asks for its scripts only once it is parsed and painted, and then hydrates: the form works in place", async ({ page, request }) => {
    const path = "/en/contact";
    await request.get(path, { headers: PAGE_LOAD });
    const kept = await request.get(path, { headers: PAGE_LOAD });
    expect(kept.headers()[CACHE_HEADER]).toMatch(/hit|stale/);
    const html = await kept.text();
    const head = html.slice(0, html.indexOf("</head>"));
    // No chunk is in the head for the preload scanner; one loader with this copy's nonce lists them.
    expect(head).not.toMatch(/<script src="\/_next\/static\/[^"]+" async/);
    expect(head).not.toContain('rel="preload" as="script"');
    const named = nonces(html, kept.headers()["content-security-policy"]).named;
    expect(head).toContain(`<script nonce="${named}">(function(d,l)`);

    await page.goto(path);
    // The browser's own record: the page was parsed (DOMContentLoaded) and painted before any chunk was asked for —
    // the loader waits for DOMContentLoaded and a rendered frame. (The paint's own timestamp is when the frame reached
    // the screen, which on a loaded machine can trail the frame by tens of milliseconds, so it is not compared.)
    const timing = await page.evaluate(async () => {
      await new Promise((r) => setTimeout(r, 500));
      const nav = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
      const fcp = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null;
      const scripts = performance
        .getEntriesByType("resource")
        .filter((e) => /\/_next\/static\/.+\.js$/.test(e.name))
        .map((e) => e.startTime);
      return { parsed: nav.domContentLoadedEventEnd, fcp, firstScript: scripts.length ? Math.min(...scripts) : null, count: scripts.length };
    });
    expect(timing.fcp, JSON.stringify(timing)).not.toBeNull();
    expect(timing.count).toBeGreaterThan(3);
    expect(timing.firstScript!, JSON.stringify(timing)).toBeGreaterThanOrEqual(timing.parsed);
    // Hydrated: the form's own check answers (a plain HTML form would have gone to the server).
    await page.getByRole("button", { name: "Send" }).click();
    await expect(page.getByRole("alertdialog").or(page.getByRole("dialog"))).toBeVisible();
    await expect(page).toHaveURL(/\/en\/contact$/);
  });

  test("the framework chunks every page runs at once carry V8's compile hint; the page's own chunks stay lazy", async ({ request }) => {
    // ADR 0014 (session 8): Chrome compiles a hinted script while it downloads instead of inside the hydration task.
    const manifest = JSON.parse(readFileSync(path.join(ROOT, ".next", "build-manifest.json"), "utf8")) as { rootMainFiles: string[] };
    const startup = manifest.rootMainFiles.filter((f) => f.endsWith(".js")).map((f) => `/_next/${f}`);
    const html = await (await request.get("/en/blog", { headers: PAGE_LOAD })).text();
    const chunks = [...new Set([...html.matchAll(/\/_next\/static\/chunks\/[\w.-]+\.js/g)].map((m) => m[0]))];
    expect(startup.length).toBeGreaterThan(2);
    for (const file of startup) expect(chunks, file).toContain(file);
    for (const file of chunks) {
      const head = (await (await request.get(file)).text()).slice(0, 40);
      if (startup.includes(file)) expect(head, file).toMatch(/^\/\/# allFunctionsCalledOnLoad\n/);
      else expect(head, file).not.toContain("allFunctionsCalledOnLoad");
    }
    expect(chunks.length).toBeGreaterThan(startup.length);
  });
});
