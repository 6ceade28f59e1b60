// Issue 29 "Done when", in Chromium: the manifest and icons are valid and the service worker controls the page after a
// reload; offline, a page never visited shows the offline page in Albanian (and English under /en); the last cart and
// the last opened vendor menu read offline; logout leaves no personal entry in the caches. Push: a local push service
// on loopback (the test-only switch, set by global-setup) receives an RFC 8291 message when an order changes status,
// which decrypts to the title in the account's language; none while push_notis is 0; the service worker's push
// handler shows it (ServiceWorker.deliverPushMessage over the DevTools protocol); private endpoints are refused and
// guests get 401.
import type { BrowserContext, Page } from "@playwright/test";
import { startPushService } from "../integration/support/push-service";
import { APP_KEY, DEMO, apiUrl, expect, logIn, messages, test } from "./fixtures";

const NAPOLI = { path: "/store/e435fd83f471/pizza-napoli/delivery", title: "Pizza Napoli" };
const CART = {
  items: [{ id: 85, title: "Pizza Proshutë", price: 750, vendor_id: 1, quantity: 2, comments: "", options: [] }],
  vendorData: { id: 1, hash_id: "e435fd83f471", slug: "pizza-napoli", title: "Pizza Napoli" },
};

/** Cache Storage as the page sees it: cache name → the paths it holds. */
const cachedPaths = (page: Page) =>
  page.evaluate(async () => {
    const out: Record<string, string[]> = {};
    for (const name of await caches.keys()) out[name] = (await (await caches.open(name)).keys()).map((r) => new URL(r.url).pathname);
    return out;
  });

/** Opens the site, waits for the service worker and reloads, so the worker controls the page. */
async function controlled(page: Page, path = "/") {
  await page.goto(path);
  // The worker registers on the person's first use of a page (ADR 0021): a key press, once the page has hydrated.
  await expect
    .poll(async () => {
      await page.keyboard.press("Shift");
      return page.evaluate(async () => Boolean(await navigator.serviceWorker.getRegistration()));
    })
    .toBe(true);
  await page.evaluate(async () => void (await navigator.serviceWorker.ready));
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null)).toMatch(/\/sw\.js$/);
}

test.describe("installable", () => {
  test.use({ locale: "sq-AL" });

  test("a valid manifest per language, its icons, and a service worker that controls the page after a reload", async ({ page, request }) => {
    // Nothing of the worker while a page starts: it registers on the person's first use (first-load JS, issue 27).
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    expect(await page.evaluate(async () => Boolean(await navigator.serviceWorker.getRegistration()))).toBe(false);
    for (const [lang, path] of [["sq", "/"], ["en", "/en"]] as const) {
      await page.goto(path);
      const href = await page.locator('link[rel="manifest"]').getAttribute("href");
      expect(href).toBe(lang === "sq" ? "/manifest.webmanifest" : "/en/manifest.webmanifest");
      const response = await request.get(href!);
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toMatch(/^application\/manifest\+json/);
      const manifest = (await response.json()) as Record<string, unknown> & { icons: Array<{ src: string; sizes: string; purpose: string }>; shortcuts: Array<{ name: string; url: string }> };
      expect(manifest).toMatchObject({ name: "Shijo", short_name: "Shijo", lang, display: "standalone", scope: "/", start_url: lang === "sq" ? "/" : "/en" });
      expect(manifest.shortcuts.map((s) => s.name)).toEqual([messages(lang).pwa.shortcutStores, messages(lang).pwa.shortcutOrders, messages(lang).pwa.shortcutChat]);
      expect(new Set(manifest.icons.map((i) => `${i.sizes} ${i.purpose}`))).toEqual(new Set(["192x192 any", "512x512 any", "512x512 maskable"]));
      for (const icon of manifest.icons) {
        const png = await request.get(icon.src);
        expect(png.status(), icon.src).toBe(200);
        expect(png.headers()["content-type"]).toBe("image/png");
        // Chromium decodes it at the size the manifest claims.
        const size = await page.evaluate(async (src) => {
          const image = new Image();
          image.src = src;
          await image.decode();
          return `${image.naturalWidth}x${image.naturalHeight}`;
        }, icon.src);
        expect(size).toBe(icon.sizes);
      }
    }
    await controlled(page);
  });
});

test.describe("offline", () => {
  test.use({ locale: "sq-AL", pageErrors: "allow" }); // offline, the page's own background fetches fail, as they should

  test("a page never visited shows the offline page in its language; the last cart and vendor menu read", async ({ page, context }) => {
    test.setTimeout(90_000); // seven page loads, some waiting for hydration from the worker's copies
    await controlled(page);
    await page.evaluate((cart) => localStorage.setItem("shijo.cart", JSON.stringify(cart)), CART);
    await page.goto("/cart");
    await expect(page.getByText(CART.items[0].title).first()).toBeVisible();
    await page.goto(NAPOLI.path);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(NAPOLI.title);

    await context.setOffline(true);
    try {
      await page.goto("/blog/x0/never-visited");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(messages("sq").pwa.offlineTitle);
      await expect(page.locator("html")).toHaveAttribute("lang", "sq");
      await page.goto("/en/careers");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(messages("en").pwa.offlineTitle);
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
      // The offline page lists what can be read without a connection.
      await page.goto("/partner");
      await expect(page.getByRole("link", { name: new RegExp(NAPOLI.title) })).toBeVisible();

      await page.goto("/cart");
      await expect(page.getByText(CART.items[0].title).first()).toBeVisible();
      await page.goto(NAPOLI.path);
      await expect(page.getByRole("heading", { level: 1 })).toContainText(NAPOLI.title);
    } finally {
      await context.setOffline(false);
    }
  });

  test("signed-in pages and API answers are never kept; logout leaves no kept page", async ({ page }) => {
    test.setTimeout(60_000);
    await logIn(page, DEMO);
    await controlled(page);
    await page.goto("/orders");
    await page.goto("/profile");
    await page.goto("/stores");
    const before = await cachedPaths(page);
    expect(before["shijo-pages-v1"]).toContain("/stores");
    const everything = Object.values(before).flat();
    for (const personal of ["/orders", "/profile", "/api/session", "/api/me"]) expect(everything, personal).not.toContain(personal);
    expect(everything.filter((p) => p.startsWith("/api/"))).toEqual([]);

    const status = await page.evaluate(async () => (await fetch("/api/auth/logout", { method: "POST", headers: { Accept: "application/json" } })).status);
    expect(status).toBe(200);
    const after = await cachedPaths(page);
    expect(after["shijo-pages-v1"] ?? []).toEqual([]);
    // What stays is the same for everyone: the framework's files, icons, manifests and the offline pages.
    for (const path of Object.values(after).flat()) expect(path).toMatch(/^\/(_next\/static\/|icons\/|icon\.svg$|(en\/)?manifest\.webmanifest$|(en\/)?offline$)/);
  });
});

// ---- Push ------------------------------------------------------------------------------------------------------

async function productApi(path: string, init: { token?: string; body?: unknown; method?: string } = {}) {
  const headers: Record<string, string> = { "App-Key": APP_KEY, platform: "Web", language: "sq" };
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  if (init.body !== undefined) headers["Content-Type"] = "application/json";
  const response = await fetch(`${apiUrl()}${path}`, { method: init.method ?? (init.body === undefined ? "GET" : "POST"), headers, body: init.body === undefined ? undefined : JSON.stringify(init.body) });
  const text = await response.text();
  return { status: response.status, json: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}

/** A new verified customer (never the shared demo account: this test switches push_notis off), signed in in the page. */
async function newCustomer(page: Page) {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1e6)}`;
  const person = { full_name: "Besa Push", email: `e2e.push.${stamp}@example.al`, phone: `0696${stamp.slice(-6)}`, password: "secret12" };
  await page.goto("/");
  const post = (path: string, body: unknown) =>
    page.evaluate(async ({ path, body }) => (await fetch(path, { method: "POST", headers: { "Content-Type": "application/json", "x-shijo-locale": "sq" }, body: JSON.stringify(body) })).status, { path, body });
  expect(await post("/api/auth/register", { ...person, password_confirmation: person.password, sms_consent: true }), "register").toBe(201);
  const outbox = await productApi(`__test/outbox?to=${encodeURIComponent(person.phone)}`);
  expect(await post("/api/auth/verify-code", { code: outbox.json.code }), "verify-code").toBe(200);
  // The product API token of another device of the same account: it places the order the browser hears of.
  const login = await productApi("login", { body: { email: person.email, password: person.password, device: { token: "web" } } });
  const token = String(login.json.token);
  const address = await productApi("addresses", { token, body: { address_type: "home", lat: 41.31965, lng: 19.81702, city: "Tiranë", street: "Rruga Ismail Qemali" } });
  return { token, addressId: Number((address.json.address as { id: number }).id) };
}

async function placeOrder(token: string, addressId: number): Promise<number> {
  const vendor = await productApi("vendors/e435fd83f471");
  const vendorId = Number((vendor.json.vendor as { id: number } | undefined)?.id ?? (vendor.json as { id?: number }).id);
  await productApi("__test/vendors/open-all-day", { body: { vendor_id: vendorId } });
  const placed = await productApi("checkout", {
    token,
    body: { vendor_id: vendorId, products: [{ id: 85, qty: 1, options: [] }], handover_method: "Delivery", address_id: addressId, payment_method: "cash", cutlery: 1 },
  });
  expect(placed.status, JSON.stringify(placed.json)).toBe(201);
  return Number(placed.json.order_id);
}

async function nextStep(token: string, orderId: number) {
  await productApi("__test/clock", { body: { advance_seconds: 61 } });
  expect((await productApi(`orders/${orderId}`, { token })).status).toBe(200);
}

async function registrationId(context: BrowserContext, page: Page, origin: string) {
  const cdp = await context.newCDPSession(page);
  const found = new Promise<string>((resolve) => {
    cdp.on("ServiceWorker.workerRegistrationUpdated", ({ registrations }) => {
      const live = registrations.find((r) => !r.isDeleted && r.scopeURL === `${origin}/`);
      if (live) resolve(live.registrationId);
    });
  });
  await cdp.send("ServiceWorker.enable");
  return { cdp, id: await found };
}

test.describe("web push", () => {
  test.use({ locale: "sq-AL" });

  test("an order's status change reaches the device encrypted, in Albanian; none while push_notis is 0; the worker shows it", async ({ page, context, request, baseURL }) => {
    test.setTimeout(90_000);
    const service = await startPushService();
    try {
      const origin = new URL(baseURL!).origin;
      await context.grantPermissions(["notifications"], { origin });
      const { token, addressId } = await newCustomer(page);
      await controlled(page);
      const subscribe = (body: unknown) =>
        page.evaluate(async (body) => {
          const response = await fetch("/api/push/subscription", { method: "POST", headers: { "Content-Type": "application/json", "x-shijo-locale": "sq" }, body: JSON.stringify(body) });
          return { status: response.status, body: (await response.json()) as { error?: string } };
        }, body);

      // Refused: a private address, link-local, loopback without… (the switch allows loopback only), and guests.
      const device = service.subscription();
      for (const endpoint of ["https://10.1.2.3/push/x", "https://169.254.169.254/latest", "https://localhost/push/x"]) {
        const refused = await subscribe({ ...device, endpoint });
        expect(refused.status, endpoint).toBe(400);
        expect(refused.body.error).toBe(messages("sq").errors.pushEndpointRefused);
      }
      expect((await request.post("/api/push/subscription", { data: device })).status()).toBe(401);
      expect((await subscribe(device)).status).toBe(201);

      // push_notis 0: a status change sends nothing; back on, the next one arrives — and only that one.
      const orderId = await placeOrder(token, addressId);
      const off = await page.evaluate(async () => (await fetch("/api/settings/notifications", { method: "PUT", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ push_notis: 0 }) })).status);
      expect(off).toBe(200);
      await nextStep(token, orderId); // new → processing: would be "accepted"
      const on = await page.evaluate(async () => (await fetch("/api/settings/notifications", { method: "PUT", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ push_notis: 1 }) })).status);
      expect(on).toBe(200);
      await nextStep(token, orderId); // processing → picked_by_rider: "on the way"
      await expect.poll(() => service.received(device.endpoint).length, { timeout: 20_000 }).toBe(1);
      expect(service.errors).toEqual([]);
      const [got] = service.received(device.endpoint);
      expect(got.message).toEqual({ title: "Porosia juaj është në rrugë", body: "Korrieri po vjen me porosinë nga Pizza Napoli.", url: `/order/${orderId}`, tag: `order-${orderId}`, lang: "sq" });

      // The service worker's push handler shows it, with the order's page for the click.
      // DevTools hands the message to the worker once and does not say whether it arrived (a CI run on a loaded
      // machine saw none shown after 10 s): while nothing is shown it is handed again. The tag makes a second
      // delivery replace the first, so the list still has exactly one notification.
      const { cdp, id } = await registrationId(context, page, origin);
      const shown = () =>
        page.evaluate(async () => (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({ title: n.title, body: n.body, url: (n.data as { url?: string } | null)?.url })));
      await expect
        .poll(
          async () => {
            const now = await shown();
            if (now.length === 0) await cdp.send("ServiceWorker.deliverPushMessage", { origin, registrationId: id, data: JSON.stringify(got.message) });
            return now;
          },
          { timeout: 20_000, intervals: [250, 500, 1_000, 2_000] },
        )
        .toEqual([{ title: "Porosia juaj është në rrugë", body: "Korrieri po vjen me porosinë nga Pizza Napoli.", url: `/order/${orderId}` }]);
    } finally {
      await service.close();
    }
  });
});
