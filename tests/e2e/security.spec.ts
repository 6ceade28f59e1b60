// Issue 2 "Session and BFF" and ARCHITECTURE "The BFF rules": the bearer token never reaches the browser.
import { createHash } from "node:crypto";
import { APP_KEY, BROWSER_LOCALE, DEMO, apiUrl, expect, logIn, test } from "./fixtures";

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

/** Every base64url-ish run of 20+ characters whose sha256 is one of the live token hashes. */
function tokenLeaks(text: string, hashes: Set<string>): string[] {
  const found = new Set<string>();
  for (const [run] of text.matchAll(/[A-Za-z0-9_-]{20,}/g)) {
    if (hashes.has(sha256(run))) found.add(`${run.slice(0, 6)}… (${run.length} chars)`);
  }
  return [...found];
}

async function demoTokenHashes(): Promise<Set<string>> {
  const response = await fetch(`${apiUrl()}__test/token-hashes?email=${encodeURIComponent(DEMO.email)}`, {
    headers: { "App-Key": APP_KEY },
  });
  expect(response.status, "product API /__test/token-hashes (PRODUCT_API_TEST_ENDPOINTS=1)").toBe(200);
  const { hashes } = (await response.json()) as { hashes: string[] };
  return new Set(hashes);
}

test.describe("session security", () => {
  test.use({ locale: BROWSER_LOCALE.sq });

  test("the scan finds a token when one is there", () => {
    // Guards the test below against passing because the scan is broken.
    const fake = "Qm9ndXNUb2tlbkZvclRoZVNjYW5uZXJTZWxmVGVzdA";
    expect(tokenLeaks(`<p data-x="${fake}">`, new Set([sha256(fake)]))).toHaveLength(1);
    expect(tokenLeaks(`<p data-x="${fake}">`, new Set([sha256("other")]))).toHaveLength(0);
  });

  test("after login, no page, storage, cookie, response body or header carries the bearer token", async ({ page, context }) => {
    // Every response the browser receives passes through here with its full body (page.on("response")
    // cannot read bodies of requests Next cancels or navigates away from, such as link prefetches).
    const responses: string[] = [];
    await page.route("**/*", async (route) => {
      try {
        const response = await route.fetch({ maxRedirects: 0 });
        const body = await response.body();
        responses.push(`${route.request().url()}\n${JSON.stringify(response.headersArray())}\n${body.toString("utf8")}`);
        await route.fulfill({ response, body });
      } catch {
        // The browser gave up on this request (a cancelled prefetch): it never received a body.
        await route.abort().catch(() => {});
      }
    });

    await logIn(page, DEMO);
    const seen: string[] = [];
    for (const path of ["/", "/orders", "/profile", "/en", "/en/settings"]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBeLessThan(400);
      // Still logged in: the guarded pages did not redirect.
      await expect(page).toHaveURL((url) => url.pathname === path);
      // The RSC payload a client-side navigation would fetch.
      await page.evaluate(async (p) => (await fetch(p, { headers: { RSC: "1" } })).text(), path);
      seen.push(await page.content());
      seen.push(
        await page.evaluate(() =>
          [document.cookie, JSON.stringify({ ...localStorage }), JSON.stringify({ ...sessionStorage })].join("\n"),
        ),
      );
    }
    await page.unrouteAll({ behavior: "wait" });
    // The scan covers the body that could most easily leak, and the RSC payloads.
    const origin = new URL(page.url()).origin;
    expect(responses.find((r) => r.startsWith(`${origin}/api/auth/login`)), "login response captured").toContain('"user"');
    expect(responses.filter((r) => r.includes("text/x-component")).length, "RSC payloads captured").toBeGreaterThan(0);

    const hashes = await demoTokenHashes();
    expect(hashes.size, "the login created a live token").toBeGreaterThan(0);
    expect(tokenLeaks([...seen, ...responses].join("\n"), hashes)).toEqual([]);

    // The cookie that holds it is out of JavaScript's reach.
    const session = (await context.cookies()).find((c) => /shijo_session$/.test(c.name));
    expect(session, "session cookie").toBeDefined();
    expect(session?.httpOnly).toBe(true);
    expect(session?.sameSite).toBe("Lax");
    expect(await page.evaluate(() => document.cookie)).not.toContain("shijo_session");
  });

  for (const path of ["/", "/en/stores"]) {
    test(`security headers on ${path}`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response).not.toBeNull();
      const headers = response!.headers();
      const csp = headers["content-security-policy"] ?? "";
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toMatch(/script-src [^;]*'nonce-/);
      expect(csp).not.toContain("'unsafe-eval'");
      expect(headers["x-content-type-options"]).toBe("nosniff");
      expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(headers["permissions-policy"]).toContain("geolocation=(self)");
      await expect(page.locator("html")).toHaveAttribute("lang", path.startsWith("/en") ? "en" : "sq");
    });
  }

  test("a login POST from a foreign origin is refused with 403", async ({ request }) => {
    const foreign = await request.post("/api/auth/login", { headers: { Origin: "https://evil.example" }, data: DEMO });
    expect(foreign.status()).toBe(403);
    const crossSite = await request.post("/api/auth/login", { headers: { "Sec-Fetch-Site": "cross-site" }, data: DEMO });
    expect(crossSite.status()).toBe(403);
    expect(foreign.headers()["set-cookie"] ?? "").not.toMatch(/shijo_session=/);
  });

  test("a bad login body gets 400 with field errors, not a 500", async ({ page }) => {
    await page.goto("/");
    const result = await page.evaluate(async () => {
      const response = await fetch("/api/auth/login", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ email: "not-an-email" }),
      });
      return { status: response.status, body: (await response.json()) as { fields?: Record<string, string[]> } };
    });
    expect(result.status).toBe(400);
    expect(result.body.fields?.email?.length).toBeGreaterThan(0);
    expect(result.body.fields?.password?.length).toBeGreaterThan(0);
  });

  test("/api/me is { user: null } without a session", async ({ request }) => {
    const response = await request.get("/api/me");
    expect(response.status()).toBe(200);
    expect(response.headers()["cache-control"]).toContain("no-store");
    expect(await response.json()).toEqual({ user: null });
  });
});

// Issue 10 review: a form sent before its JavaScript runs must never put what was typed (passwords, card numbers,
// contact details) into the URL, where logs and history keep it: every form that carries such fields posts.
test.describe("forms with personal fields post, never GET", () => {
  test.use({ locale: "sq-AL" });
  for (const path of ["/login?view=register", "/login?view=forgot-pass", "/contact", "/courier", "/partner"]) {
    test(`${path}`, async ({ page }) => {
      await page.goto(path);
      const forms = page.locator("form:has(input[type=password], input[type=email], input[type=tel], textarea)");
      expect(await forms.count()).toBeGreaterThan(0);
      for (const form of await forms.all()) await expect(form).toHaveAttribute("method", /^post$/i);
    });
  }
});
