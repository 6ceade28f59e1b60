// Issue 9 #2 and #5, ARCHITECTURE "The BFF rules": every BFF route declares its access level in bffRoute and the
// wrapper enforces it; writes need a same-origin Origin, Referer or Sec-Fetch-Site. The routes are found by
// walking app/api, so a route added later is checked too.
import { readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import type { APIRequestContext } from "@playwright/test";
import { BROWSER_LOCALE, DEMO, UNVERIFIED, expect, logIn, messages, test } from "./fixtures";

const API_DIR = path.join(process.cwd(), "app/api");
type Level = "guest" | "user" | "verified";
interface Handler { url: string; method: string; level: Level }

function routeFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return routeFiles(full);
    return name === "route.ts" ? [full] : [];
  });
}

/** Each `export const METHOD = bffRoute({ access: "…" … })` of every route file, with its URL. */
function handlers(): Handler[] {
  const out: Handler[] = [];
  for (const file of routeFiles(API_DIR)) {
    const rel = path.relative(API_DIR, path.dirname(file)).split(path.sep).join("/");
    // Dynamic segments get a well-formed id that belongs to nobody, so a verified call changes no real data.
    const url = `/api/${rel}`.replace(/\[provider\]/g, "google").replace(/\[[^\]]+\]/g, "999999");
    const text = readFileSync(file, "utf8");
    for (const m of text.matchAll(/export const (GET|POST|PUT|PATCH|DELETE) = bffRoute\(\s*\{\s*access: "(guest|user|verified)"/g)) {
      out.push({ url, method: m[1], level: m[2] as Level });
    }
  }
  return out;
}

async function call(request: APIRequestContext, h: Handler, headers: Record<string, string> = {}) {
  return request.fetch(h.url, { method: h.method, headers: { "Content-Type": "application/json", ...headers }, data: h.method === "GET" ? undefined : {} });
}

test.describe("BFF access levels", () => {
  test.use({ locale: BROWSER_LOCALE.sq });
  const all = handlers();

  test("every bffRoute export declares an access level, and the table is not empty", () => {
    const exported = routeFiles(API_DIR).flatMap((file) => [...readFileSync(file, "utf8").matchAll(/export const (?:GET|POST|PUT|PATCH|DELETE) = bffRoute\(/g)]);
    expect(all.length).toBe(exported.length);
    expect(all.filter((h) => h.level === "verified").map((h) => h.url)).toEqual(expect.arrayContaining(["/api/checkout", "/api/addresses", "/api/cards"]));
  });

  // The handlers outside bffRoute, each with why; a new one fails here until it is wrapped or named with its reason.
  const OUTSIDE_BFF_ROUTE: Record<string, string> = {
    "cache/revalidate": "an operator's Bearer secret (REVALIDATE_SECRET), no session; 404 without the secret",
    metrics: "an operator's Bearer token (METRICS_TOKEN), no session; 404 without it",
    health: "liveness for the orchestrator: no session, no upstream, nothing logged",
    ready: "readiness for the load balancer: no session; checks the product API and Redis",
    "chat/stream": "its GET wraps a bffRoute handler (access: verified) to mark the SSE answer no-transform",
    "group-orders/[code]/stream": "its GET wraps a bffRoute handler (access: verified) to mark the SSE answer no-transform",
    "session/expired": "a GET navigation that ends a session whose token the API refused (a redirect, not JSON)",
    locale: "a GET navigation that sets the language cookie and redirects through the shared safe-path check",
    "media/[...path]": "a keyless picture for the image optimizer (ADR 0012 amendment 3): GET only, reads no session or cookie, fetches only images/… raster paths from the configured image origin",
  };
  test("every route handler outside bffRoute is one of the named exceptions", () => {
    const outside = routeFiles(API_DIR)
      .filter((file) => {
        const text = readFileSync(file, "utf8");
        const exports = [...text.matchAll(/export (?:async function|function|const) (GET|POST|PUT|PATCH|DELETE)\b(.*)/g)];
        return exports.some((m) => !m[2].includes("bffRoute("));
      })
      .map((file) => path.relative(API_DIR, path.dirname(file)).split(path.sep).join("/"))
      .sort();
    expect(outside).toEqual(Object.keys(OUTSIDE_BFF_ROUTE).sort());
  });

  test("a guest gets 401 from every signed-in and verified route, and no 401/403 from guest routes", async ({ request }) => {
    const t = messages("sq").errors;
    for (const h of all) {
      const response = await call(request, h);
      if (h.level === "guest") {
        expect([401, 403], `${h.method} ${h.url} is a guest route`).not.toContain(response.status());
      } else {
        expect(response.status(), `${h.method} ${h.url} (${h.level}) as a guest`).toBe(401);
        expect((await response.json()).error).toBe(t.unauthenticated);
      }
    }
  });

  test("an account whose phone is not verified gets 403 from every verified route, and passes the others", async ({ page }) => {
    await logIn(page, UNVERIFIED);
    const origin = new URL(page.url()).origin;
    const t = messages("sq").errors;
    for (const h of all) {
      // Logout would end the session the loop runs in; send-code would text a real code and spend its budget.
      if (h.url === "/api/auth/logout" || h.url === "/api/auth/send-code") continue;
      const response = await call(page.request, h, { Origin: origin });
      if (h.level === "verified") {
        expect(response.status(), `${h.method} ${h.url} as an unverified account`).toBe(403);
        expect((await response.json()).error).toBe(t.unverified);
      } else {
        expect([401, 403], `${h.method} ${h.url} (${h.level}) as an unverified account`).not.toContain(response.status());
      }
    }
  });

  test("a verified account passes the access check of every route", async ({ page }) => {
    await logIn(page, DEMO);
    const origin = new URL(page.url()).origin;
    for (const h of all.filter((x) => x.level === "verified")) {
      const response = await call(page.request, h, { Origin: origin });
      expect([401, 403], `${h.method} ${h.url} as the verified demo account`).not.toContain(response.status());
    }
  });
});

test.describe("BFF same-origin writes", () => {
  test.use({ locale: BROWSER_LOCALE.sq });

  // A login attempt is a write every visitor can make; each header set below must be refused before the password
  // is checked (403), and the page's own origin must still work.
  const refused: Array<[string, Record<string, string>]> = [
    ["no Origin, no Referer", {}],
    ["no Origin and a foreign Referer", { Referer: "https://evil.test/page" }],
    ["Origin null", { Origin: "null" }],
    ["a look-alike host", { Origin: "http://localhost.evil.test" }],
    ["a spoofed X-Forwarded-Host", { Origin: "https://evil.test", "X-Forwarded-Host": "evil.test", "X-Forwarded-Proto": "https" }],
  ];
  for (const [name, headers] of refused) {
    test(`a write with ${name} is refused with 403`, async ({ playwright, baseURL }) => {
      // A bare client: no default Origin header.
      const bare = await playwright.request.newContext({ baseURL });
      const response = await bare.post("/api/auth/login", { headers, data: { email: DEMO.email, password: "wrong-password" } });
      expect(response.status()).toBe(403);
      await bare.dispose();
    });
  }

  test("a same-origin Referer without Origin is accepted", async ({ playwright, baseURL }) => {
    const bare = await playwright.request.newContext({ baseURL });
    const response = await bare.post("/api/auth/login", { headers: { Referer: `${baseURL}/login` }, data: DEMO });
    expect(response.status()).toBe(200);
    await bare.dispose();
  });

  test("a cross-site GET of /api/session/expired does not log the user out", async ({ page }) => {
    await logIn(page, DEMO);
    await page.request.get("/api/session/expired?next=/", { headers: { "Sec-Fetch-Site": "cross-site" }, maxRedirects: 0 });
    expect(await (await page.request.get("/api/me")).json()).not.toEqual({ user: null });
  });
});

test.describe("control characters in input (issue 9 #8)", () => {
  test.use({ locale: BROWSER_LOCALE.sq });

  test("a NUL byte is a 400 with a field error, not a 502, on suggestions, contact and addresses", async ({ request, page }) => {
    const suggestions = await request.get(`/api/search/suggestions?search=${encodeURIComponent("pi\u0000zza")}`);
    expect(suggestions.status()).toBe(400);
    expect((await suggestions.json()).fields).toHaveProperty("search");

    const message = "Përshëndetje, dua të di nëse mund të porosis për një grup të madh nesër në drekë.";
    const contact = await request.post("/api/contact", { data: { name: "Ana\u0000", email: "ana@example.al", subject: "Pyetje", message } });
    expect(contact.status()).toBe(400);
    expect((await contact.json()).fields).toHaveProperty("name");

    await logIn(page, DEMO);
    const origin = new URL(page.url()).origin;
    const address = await page.request.post("/api/addresses", {
      headers: { Origin: origin },
      data: { address_type: "Shtëpi", lat: 41.33, lng: 19.82, city: "Tiranë", street: "Rruga\u0000 e Kavajës", favourite: 0 },
    });
    expect(address.status()).toBe(400);
    expect(Object.keys((await address.json()).fields)).toContain("street");
  });
});

test.describe("odd URLs (issue 9 #7, #9)", () => {
  test.use({ locale: BROWSER_LOCALE.sq });

  test("malformed percent-encoding is a clean 400 on the BFF and the 404 page on pages, never a 500", async ({ request }) => {
    for (const url of ["/api/orders/%ZZ", "/api/vendors/%E0%A4%A", "/api/addresses/%FF"]) {
      const response = await request.get(url);
      expect(response.status(), url).toBe(400);
      expect(await response.text(), url).not.toMatch(/URIError|at .*\.js:\d+/);
    }
    for (const url of ["/%ZZ", "/stores%FF", "/en/%E0%A4%A"]) {
      const response = await request.get(url);
      expect(response.status(), url).toBe(404);
      const html = await response.text();
      expect(html, url).toContain(url.startsWith("/en") ? messages("en").notFound.title : messages("sq").notFound.title);
      expect(html, url).not.toMatch(/URIError/);
    }
  });

  test("a page URL with a dot still carries the CSP and the security headers", async ({ request }) => {
    for (const url of ["/stores.x", "/blog/a.b/c", "/en/store.php"]) {
      const response = await request.get(url);
      expect(response.status(), url).toBe(404);
      const headers = response.headers();
      expect(headers["content-security-policy"], url).toMatch(/script-src[^;]*'nonce-/);
      expect(headers["x-content-type-options"], url).toBe("nosniff");
    }
  });
});

test.describe("spoofed Host and X-Forwarded-Host (issue 9 #6)", () => {
  test.use({ locale: BROWSER_LOCALE.sq });
  const spoof = { Host: "evil.test", "X-Forwarded-Host": "evil.test", "X-Forwarded-Proto": "https" };

  test("absolute URLs come from configuration: sitemap, robots, canonical/Open Graph, Link header, redirects", async ({ request, baseURL }) => {
    const origin = new URL(baseURL!).origin;
    for (const url of ["/sitemap_index.xml", "/robots.txt", "/stores", "/en/stores", "/blog"]) {
      const response = await request.get(url, { headers: spoof });
      const body = await response.text();
      expect(body, url).not.toContain("evil.test");
      expect(JSON.stringify(response.headers()), url).not.toContain("evil.test");
    }
    const html = await (await request.get("/stores", { headers: spoof })).text();
    expect(html).toContain(`<link rel="canonical" href="${origin}/stores"`);
    for (const url of ["/api/locale?locale=en&next=/stores", "/api/session/expired?next=/stores"]) {
      const response = await request.get(url, { headers: spoof, maxRedirects: 0 });
      expect(response.status(), url).toBe(303);
      expect(response.headers()["location"], url).toMatch(/^\/(en\/)?stores$/);
    }
  });
});

test.describe("login budget under a burst (issue 9 #3)", () => {
  test.use({ locale: BROWSER_LOCALE.sq });

  test("20 parallel wrong passwords for one account: at most 5 are checked, the rest get 429", async ({ request }) => {
    const email = `burst-${Date.now()}@example.al`;
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => request.post("/api/auth/login", { data: { email, password: "wrong-password" } })),
    );
    const statuses = responses.map((r) => r.status());
    expect(statuses.filter((s) => s !== 429).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(15);
    // The account stays locked for a sixth attempt in sequence.
    expect((await request.post("/api/auth/login", { data: { email, password: "wrong-password" } })).status()).toBe(429);
  });
});

test.describe("open redirects through dot segments (issue 9 #1)", () => {
  test.use({ locale: BROWSER_LOCALE.sq });
  const attacks = ["/.//evil.test", "/..//evil.test", "/%2e//evil.test", "/a/..//evil.test", "/en//evil.test", "/%5Cevil.test", "/\tevil.test", "//evil.test"];
  // A Location or next on this site: a path that, resolved as a browser does, keeps the page's origin.
  const onSite = (location: string | undefined) =>
    Boolean(location && location.startsWith("/") && new URL(location, "https://shijo.test/login").origin === "https://shijo.test");

  test("the locale switch, the session-expired route and the no-JS login post stay on this site", async ({ request }) => {
    for (const attack of attacks) {
      for (const url of [`/api/locale?locale=en&next=${encodeURIComponent(attack)}`, `/api/session/expired?next=${encodeURIComponent(attack)}`]) {
        const response = await request.get(url, { maxRedirects: 0 });
        expect(response.status(), url).toBe(303);
        expect(onSite(response.headers()["location"]), `${url} → ${response.headers()["location"]}`).toBe(true);
      }
      const form = await request.post("/api/auth/login", { form: { email: DEMO.email, password: DEMO.password, from: attack }, maxRedirects: 0 });
      expect(form.status(), attack).toBe(303);
      expect(onSite(form.headers()["location"]), `login form from=${attack} → ${form.headers()["location"]}`).toBe(true);
    }
  });

  test("the JSON next of login and the login page's from stay on this site", async ({ page }) => {
    await page.goto("/");
    for (const attack of attacks) {
      const next = await page.evaluate(async (body) => {
        const response = await fetch("/api/auth/login", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
        await fetch("/api/auth/logout", { method: "POST" });
        return ((await response.json()) as { next?: string }).next;
      }, { email: DEMO.email, password: DEMO.password, from: attack });
      expect(onSite(next), `login JSON next for from=${attack}: ${next}`).toBe(true);
    }
    // The login page drops the off-site origin: the form carries no `from` that leads away.
    await page.goto(`/login?view=login&from=${encodeURIComponent("/.//evil.test")}`);
    const carried = await page.locator('input[name="from"]').evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value));
    for (const value of carried) expect(onSite(value) || value === "", `login form from=${value}`).toBe(true);
  });
});
