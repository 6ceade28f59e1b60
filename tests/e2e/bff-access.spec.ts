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
