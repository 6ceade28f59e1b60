// Issue 15 "Security findings to close", second pass (docs/security-review.md): what attacks.spec.ts and
// bff-access.spec.ts did not yet try — every Origin variant on the recently added writes (chat, profile, settings,
// earn, social), every path parameter that becomes a redirect, spoofed Host / X-Forwarded-Host on the redirects the
// proxy, next-intl, next.config and pages make, CR/LF in cookies, paths and queries, traversal ids on the chat and
// social routes, big and deep bodies on the recent routes, and another customer's chats, order chat and invitations.
// Each test fails when its defence is removed.
import type { APIRequestContext, APIResponse } from "@playwright/test";
import { APP_KEY, DEMO, UNVERIFIED, apiUrl, expect, logIn, messages, signedInRequest, test, type Lang } from "./fixtures";

const ELIRA = { email: "elira@shijo.al", password: "shijo123" } as const;
const LANGS: Lang[] = ["sq", "en"];

/** A Location (or a `next`) a browser would follow without leaving this site: relative, same origin, no CR/LF. */
function staysOnSite(location: string | null | undefined): boolean {
  if (!location) return false;
  if (/[\r\n]/.test(location) || !location.startsWith("/")) return false;
  try {
    return new URL(location, "https://shijo.test/a/b").origin === "https://shijo.test";
  } catch {
    return false;
  }
}

const OFF_SITE = [
  "//evil.test",
  "/\\evil.test",
  "\\/evil.test",
  "%2F%2Fevil.test",
  "%252F%252Fevil.test",
  "/%5Cevil.test",
  "/%5C%5Cevil.test",
  "https:evil.test",
  "https://evil.test",
  "http:%2F%2Fevil.test",
  "/%09/evil.test",
  "/\t/evil.test",
  "/\n/evil.test",
  "/%0d%0a/evil.test",
  "/\u3000/evil.test",
  "/%2e%2e//evil.test",
  "/en/%2F%2Fevil.test",
  "/en/..//evil.test",
  "javascript:alert(1)",
];

test.describe("cross-site writes: every Origin variant (issue 15)", () => {
  test.use({ locale: "sq-AL" });

  test("the recent writes refuse a missing, null, look-alike or spoofed origin with 403, and the session survives", async ({ playwright, baseURL }) => {
    const origin = new URL(baseURL!).origin;
    const host = new URL(baseURL!).host;
    // A signed-in client that sends no Origin of its own: each attempt chooses its headers.
    const demo = await playwright.request.newContext({ baseURL });
    expect((await demo.post("/api/auth/login", { headers: { Origin: origin }, data: DEMO })).status()).toBe(200);
    const variants: Array<[string, Record<string, string>]> = [
      ["no Origin, no Referer", {}],
      ["Origin null", { Origin: "null" }],
      ["a look-alike suffix host", { Origin: `${origin}.evil.test` }],
      ["our host as a path", { Origin: `http://evil.test/${host}` }],
      ["our host as user info", { Origin: `http://${host}@evil.test` }],
      ["another scheme", { Origin: origin.replace(/^http:/, "https:") }],
      ["another host name of this server", { Origin: origin.replace("localhost", "127.0.0.1") }],
      ["a foreign Origin with our Referer", { Origin: "http://evil.test", Referer: `${origin}/profile` }],
      ["no Origin and a look-alike Referer", { Referer: `${origin}.evil.test/profile` }],
      ["no Origin and our origin in a foreign Referer", { Referer: `http://evil.test/${origin}/profile` }],
      ["our Origin but Sec-Fetch-Site cross-site", { Origin: origin, "Sec-Fetch-Site": "cross-site" }],
      ["a spoofed Host matching the Origin", { Host: "evil.test", Origin: "http://evil.test" }],
      ["a spoofed X-Forwarded-Host matching the Origin", { "X-Forwarded-Host": "evil.test", "X-Forwarded-Proto": "https", Origin: "https://evil.test" }],
    ];
    // Ids that belong to nobody: with our own Origin each route gets past the origin check and answers 404/4xx
    // without changing anything, so a 403 below is the origin rule and nothing else.
    const writes: Array<[string, string, unknown]> = [
      ["POST", "/api/chat/channels/c999999/messages", { text: "csrf" }],
      ["DELETE", "/api/chat/channels/c999999", undefined],
      ["PUT", "/api/addresses/999999", { notes: "csrf" }],
      ["DELETE", "/api/cards/pm_nobody", undefined],
      ["POST", "/api/earn/invitations/use", { invitation_code: "NOBODY00" }],
      ["PUT", "/api/settings/notifications", { promo_notis: 0, push_notis: 0 }],
      ["PUT", "/api/profile", { full_name: "", phone: "", gender: "male" }],
      ["POST", "/api/auth/logout", undefined],
    ];
    try {
      const t = messages("sq").errors;
      for (const [method, url, data] of writes) {
        for (const [name, headers] of variants) {
          const response = await demo.fetch(url, { method, headers, data });
          expect(response.status(), `${method} ${url} with ${name}`).toBe(403);
          expect((await response.json()).error, `${method} ${url} with ${name}`).toBe(t.forbiddenOrigin);
        }
      }
      // Not one of them logged demo out or changed the settings; our own origin still passes the rule.
      expect(((await (await demo.get("/api/me")).json()) as { user: unknown }).user).not.toBeNull();
      for (const [method, url, data] of writes.filter(([m, u]) => m !== "PUT" || u.includes("addresses"))) {
        if (url === "/api/auth/logout") continue;
        const control = await demo.fetch(url, { method, headers: { Origin: origin }, data });
        expect(control.status(), `${method} ${url} from our own origin`).not.toBe(403);
      }
    } finally {
      await demo.dispose();
    }
  });
});

test.describe("open redirects in every path parameter (issue 15)", () => {
  test.use({ locale: "sq-AL" });

  test("the locale switch and session-expired keep `next` on this site, raw and encoded", async ({ request }) => {
    for (const attack of OFF_SITE) {
      for (const next of [encodeURIComponent(attack), attack.replace(/[\t\n\u3000]/g, encodeURIComponent)]) {
        for (const url of [`/api/locale?locale=en&next=${next}`, `/api/locale?locale=sq&next=${next}`, `/api/session/expired?next=${next}`]) {
          const response = await request.get(url, { maxRedirects: 0 });
          expect(response.status(), url).toBe(303);
          expect(staysOnSite(response.headers()["location"]), `${url} → ${response.headers()["location"]}`).toBe(true);
        }
      }
    }
  });

  test("the login form's redirect and the JSON `next` of login keep `from` on this site", async ({ baseURL, playwright }) => {
    test.slow(); // two sign-ins per attack, each a password hash
    const client = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { Origin: new URL(baseURL!).origin } });
    try {
      for (const attack of OFF_SITE) {
        const form = await client.post("/api/auth/login", { form: { email: DEMO.email, password: DEMO.password, from: attack }, maxRedirects: 0 });
        expect(form.status(), attack).toBe(303);
        expect(staysOnSite(form.headers()["location"]), `form from=${attack} → ${form.headers()["location"]}`).toBe(true);
        const json = await client.post("/api/auth/login", { data: { ...DEMO, from: attack } });
        const next = ((await json.json()) as { next?: string }).next;
        expect(staysOnSite(next), `JSON from=${attack} → ${next}`).toBe(true);
      }
      // A wrong password goes back to the form with `from`: two tries only, as every failure spends the IP's budget.
      for (const [i, attack] of ["//evil.test", "/%5Cevil.test"].entries()) {
        const wrong = await client.post("/api/auth/login", { form: { email: `nobody-${i}-${Date.now()}@shijo.al`, password: "wrong-password", from: attack }, maxRedirects: 0 });
        expect(wrong.status(), `failed form from=${attack}`).toBe(303);
        expect(staysOnSite(wrong.headers()["location"]), `failed form from=${attack} → ${wrong.headers()["location"]}`).toBe(true);
      }
    } finally {
      await client.dispose();
    }
  });

  test("the verification and edit-phone screens carry only on-site `from` values in links, forms and redirects", async ({ baseURL }) => {
    test.slow();
    const unverified = await signedInRequest(baseURL!, UNVERIFIED);
    try {
      for (const attack of ["//evil.test", "/\\evil.test", "%2F%2Fevil.test", "/%5Cevil.test", "https:evil.test", "/.//evil.test", "/en//evil.test", "/\t/evil.test"]) {
        for (const screen of ["/verification", "/edit-phone", "/en/verification", "/en/edit-phone"]) {
          const response = await unverified.get(`${screen}?from=${encodeURIComponent(attack)}`, { maxRedirects: 0 });
          expect(response.status(), `${screen} from=${attack}`).toBe(200);
          // Every link, form action and hidden `from`/`next` the server rendered (what a no-JS visitor follows).
          const html = await response.text();
          const carried = [...html.matchAll(/<(a|form|input)\b[^>]*>/g)].flatMap(([tag, name]) => {
            const attr = (key: string) => new RegExp(`\\s${key}="([^"]*)"`).exec(tag)?.[1]?.replace(/&amp;/g, "&");
            if (name === "a") return [attr("href") ?? ""];
            if (name === "form") return [attr("action") ?? ""];
            return /\sname="(from|next)"/.test(tag) ? [attr("value") ?? ""] : [];
          });
          expect(carried.length, `${screen} has links`).toBeGreaterThan(0);
          for (const value of carried) {
            if (/^(https?:|mailto:|tel:)/.test(value) && !value.includes("evil")) continue; // the shell's own outbound links
            expect(value === "" || value.startsWith("#") || staysOnSite(value), `${screen} from=${attack} carries ${value}`).toBe(true);
            expect(decodeURIComponent(value.replace(/%(?![0-9a-f]{2})/gi, "%25")), `${screen} from=${attack} carries ${value}`).not.toMatch(/(^|[?&=])(\/\/|\/\\|https?:)|evil\.test/i);
          }
        }
      }
    } finally {
      await unverified.dispose();
    }
  });

  test("register, verify-code and edit-phone hand back an on-site `next` for a hostile `from`", async ({ playwright, baseURL }) => {
    // One new account (each register spends the IP's register budget): its JSON `next` after sign-up, after the
    // texted code, and after changing the phone.
    const client = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { Origin: new URL(baseURL!).origin } });
    const stamp = `${Date.now()}${Math.floor(Math.random() * 1e6)}`;
    const person = { full_name: "Erjon Hoxha", email: `attacks2.${stamp}@example.al`, phone: `0697${stamp.slice(-6)}`, password: "secret12" };
    const outboxCode = async (to: string) =>
      ((await (await fetch(`${apiUrl()}__test/outbox?to=${encodeURIComponent(to)}`, { headers: { "App-Key": APP_KEY } })).json()) as { code: string | null }).code;
    try {
      const created = await client.post("/api/auth/register", { data: { ...person, password_confirmation: person.password, sms_consent: true, from: "/\\evil.test" } });
      expect(created.status()).toBe(201);
      const afterRegister = ((await created.json()) as { next: string }).next;
      expect(staysOnSite(afterRegister) && !afterRegister.includes("evil"), `register → ${afterRegister}`).toBe(true);

      // The product API texts the first code on registration.
      const code = await outboxCode(person.phone);
      expect(code, "the texted code").toBeTruthy();
      const verified = await client.post("/api/auth/verify-code", { data: { code, from: "//evil.test" } });
      expect(verified.status()).toBe(200);
      const afterVerify = ((await verified.json()) as { next: string }).next;
      expect(staysOnSite(afterVerify) && !afterVerify.includes("evil"), `verify-code → ${afterVerify}`).toBe(true);

      const phone = await client.put("/api/profile/phone", { data: { phone: `0698${stamp.slice(-6)}`, from: "/.//evil.test" } });
      expect(phone.status()).toBe(200);
      const afterPhone = ((await phone.json()) as { next: string }).next;
      expect(staysOnSite(afterPhone) && !decodeURIComponent(afterPhone).includes("evil"), `edit phone → ${afterPhone}`).toBe(true);
    } finally {
      await client.dispose();
    }
  });

  test("page URLs that decode to //host (next-intl's /sq redirect, Next's slash handling) stay on this site", async ({ request, baseURL }) => {
    for (const path of ["//evil.test", "///evil.test", "/sq//evil.test", "/en//evil.test", "/sq/%09/evil.test", "/sq/%0a/evil.test", "/sq/%0d%0a/evil.test", "/sq/%5C/evil.test", "/sq/%2F/evil.test", "/sq/%09%2Fevil.test", "/%2F%2Fevil.test", "/sq/%5C%5Cevil.test"]) {
      for (const cookie of ["", "NEXT_LOCALE=en"]) {
        const response = await request.get(`${baseURL}${path}`, { maxRedirects: 0, headers: cookie ? { Cookie: cookie } : {} });
        expect(response.status(), path).toBeLessThan(500);
        const location = response.headers()["location"];
        if (location !== undefined) expect(staysOnSite(location), `${path} (${cookie || "no cookie"}) → ${location}`).toBe(true);
      }
    }
  });
});

test.describe("spoofed Host and X-Forwarded-Host on every redirect and absolute URL (issue 15)", () => {
  test.use({ locale: "sq-AL" });
  const spoofs: Array<Record<string, string>> = [
    { Host: "evil.test" },
    { "X-Forwarded-Host": "evil.test", "X-Forwarded-Proto": "https" },
    { Forwarded: "host=evil.test;proto=https" },
  ];

  async function publicPaths(request: APIRequestContext): Promise<{ vendor: string; blog: string }> {
    const xml = await (await request.get("/sitemap/0.xml")).text();
    const vendor = /<loc>[^<]*?(\/store\/[0-9a-f]+)\/[^<]+<\/loc>/.exec(xml)?.[1];
    const blog = /<loc>[^<]*?(\/blog\/[^/<]+)\/[^<]+<\/loc>/.exec(xml)?.[1];
    expect(vendor, "a vendor page in the sitemap").toBeTruthy();
    expect(blog, "a blog post in the sitemap").toBeTruthy();
    return { vendor: vendor!, blog: blog! };
  }

  test("redirects from the proxy guard, the language cookie, next-intl, next.config and pages carry a relative Location", async ({ request }) => {
    const { blog } = await publicPaths(request);
    const cases: Array<[string, string]> = [
      ["/orders", ""],
      ["/en/orders?tab=past", ""],
      ["/checkout", ""],
      ["/profile/wallet", ""],
      ["/stores?x=1", "NEXT_LOCALE=en"],
      [`${blog}/a-wrong-slug`, "NEXT_LOCALE=en"],
      ["/sq/stores", ""],
      ["/sq", ""],
      ["/stores/", ""],
      ["/page/1", ""],
      ["/en/merchant", ""],
      ["/auth/login", ""],
      [`${blog}/a-wrong-slug`, ""],
      [`/en${blog}/a-wrong-slug`, ""],
    ];
    for (const spoof of spoofs) {
      for (const [path, cookie] of cases) {
        const response = await request.get(path, { maxRedirects: 0, headers: { ...spoof, ...(cookie ? { Cookie: cookie } : {}) } });
        const label = `${path} ${cookie} ${JSON.stringify(spoof)}`;
        expect([301, 302, 303, 307, 308], `${label} → ${response.status()}`).toContain(response.status());
        const location = response.headers()["location"];
        expect(staysOnSite(location), `${label} → ${location}`).toBe(true);
        expect(JSON.stringify(response.headers()), label).not.toContain("evil.test");
      }
    }
  });

  test("canonical, Open Graph and JSON-LD of the home, a vendor page with a wrong slug and a sitemap chunk use the configured origin", async ({ request, baseURL }) => {
    const origin = new URL(baseURL!).origin;
    const { vendor } = await publicPaths(request);
    for (const spoof of spoofs) {
      for (const lang of LANGS) {
        const prefix = lang === "en" ? "/en" : "";
        const home = await (await request.get(prefix || "/", { headers: spoof })).text();
        expect(home, `home ${lang}`).not.toContain("evil.test");
        expect(home.includes(`<link rel="canonical" href="${origin}${prefix}"`), `home ${lang} canonical is ${origin}${prefix}`).toBe(true);
        const html = await (await request.get(`${prefix}${vendor}/a-wrong-slug/delivery`, { headers: spoof })).text();
        expect(html, `vendor ${lang} ${JSON.stringify(spoof)}`).not.toContain("evil.test");
        expect(/<link rel="canonical" href="([^"]+)"/.exec(html)?.[1], `vendor ${lang} canonical`).toMatch(new RegExp(`^${origin}${prefix}${vendor}/[a-z0-9-]+/delivery$`));
        expect(/<meta property="og:url" content="([^"]+)"/.exec(html)?.[1], `vendor ${lang} og:url`).toMatch(new RegExp(`^${origin}${prefix}${vendor}/`));
      }
      const chunk = await (await request.get("/sitemap/0.xml", { headers: spoof })).text();
      expect(chunk).not.toContain("evil.test");
      for (const [, loc] of chunk.matchAll(/<loc>([^<]+)<\/loc>/g)) expect(loc.startsWith(`${origin}/`), loc).toBe(true);
    }
  });

  test("a password-reset link is built from configuration, never from the request's Host", async ({ request }) => {
    const email = "gent@shijo.al";
    const response = await request.post("/api/auth/forgot-password", { headers: { "X-Forwarded-Host": "evil.test", Host: "evil.test" }, data: { email } });
    expect(response.status()).toBe(200);
    const outbox = await fetch(`${apiUrl()}__test/outbox?to=${encodeURIComponent(email)}`, { headers: { "App-Key": APP_KEY } });
    const { messages: mails } = (await outbox.json()) as { messages: Array<{ kind: string; body: string }> };
    const reset = mails.find((m) => m.kind === "password_reset");
    expect(reset?.body, "the reset e-mail was sent").toMatch(/reset-password\?token=/);
    expect(reset?.body).not.toContain("evil.test");
  });
});

test.describe("CR/LF in anything that becomes a header (issue 15)", () => {
  test.use({ locale: "sq-AL" });
  const injected = (response: APIResponse) => {
    const headers = response.headers();
    return Boolean(headers["x-injected"]) || /pwned/.test(headers["set-cookie"] ?? "") || /[\r\n]/.test(headers["location"] ?? "");
  };

  test("a device-id cookie with CR/LF or NUL never reaches the product API: login, pages and the BFF work, and the cookie is replaced", async ({ playwright, baseURL }) => {
    const origin = new URL(baseURL!).origin;
    const { hostname } = new URL(origin);
    for (const bad of ["a%0d%0aX-Injected:%201", "a%00b", "a%0aSet-Cookie:%20pwned=1", "x".repeat(300)]) {
      const device = { name: "shijo_device", value: bad, domain: hostname, path: "/", expires: -1, httpOnly: true, secure: false, sameSite: "Lax" as const };
      const client = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { Origin: origin }, storageState: { cookies: [device], origins: [] } });
      try {
        const login = await client.post("/api/auth/login", { data: DEMO });
        expect(login.status(), `login with device id ${bad.slice(0, 24)}`).toBe(200);
        expect(injected(login)).toBe(false);
        expect(((await (await client.get("/api/me")).json()) as { user: unknown }).user).not.toBeNull();
        expect((await client.get("/api/orders?status=past")).status()).toBe(200);
        const page = await client.get("/orders", { maxRedirects: 0 });
        expect(page.status(), "a guarded page as a signed-in user").toBe(200);
        expect(injected(page)).toBe(false);
        // The proxy hands out a well-formed id in place of the bad one.
        expect(page.headers()["set-cookie"] ?? "").toMatch(/shijo_device=[0-9a-f-]{36};/);
      } finally {
        await client.dispose();
      }
    }
  });

  test("CR/LF in paths and queries the proxy, next-intl, next.config and pages redirect never becomes a header", async ({ request }) => {
    const crlf = ["%0d%0aX-Injected:%201", "%0D%0ASet-Cookie:%20pwned=1", "%E5%98%8A%E5%98%8DX-Injected:%201"];
    for (const bad of crlf) {
      for (const [url, cookie] of [
        [`/sq/stores${bad}`, ""],
        [`/sq/${bad}`, ""],
        [`/stores/${bad}/`, ""],
        [`/orders${bad}`, "NEXT_LOCALE=en"],
        [`/orders?x=${bad}`, ""],
        [`/checkout?from=${bad}`, "NEXT_LOCALE=en"],
        [`/page/1?${bad}`, ""],
        [`/verification?from=${bad}`, ""],
        [`/edit-phone?from=${bad}`, ""],
        [`/api/locale?locale=${bad}&next=/${bad}`, ""],
        [`/api/session/expired?next=/stores?x=${bad}`, ""],
      ] as const) {
        const response = await request.get(url, { maxRedirects: 0, headers: cookie ? { Cookie: cookie } : {} });
        expect(response.status(), url).toBeLessThan(500);
        expect(injected(response), `${url} → ${JSON.stringify(response.headers())}`).toBe(false);
      }
    }
  });
});

test.describe("ids with traversal or URLs on the chat and social routes (issue 15)", () => {
  test.use({ locale: "sq-AL" });

  test("never reach another product API path: 400 or 404 before any upstream call", async ({ baseURL }) => {
    const demo = await signedInRequest(baseURL!, DEMO);
    try {
      const ids = ["..%2F..%2Fusers", "%2e%2e%2f%2e%2e%2fusers", "c1%2F..%2F..%2Fusers", "order_1%2F..%2F2", "c1%5C..%5Cme", "https%3A%2F%2Fevil.test", "%2F%2Fevil.test", "c1%3Fx%3D1", "c1%23x", "c1%0d%0aX-Injected:1", "c1%00", "%252e%252e%252f", "c1%40evil.test", "C1", "c-1", "order_", `c${"9".repeat(30)}`];
      const routes: Array<[string, string, unknown]> = [
        ["GET", "/api/chat/channels/ID", undefined],
        ["DELETE", "/api/chat/channels/ID", undefined],
        ["GET", "/api/chat/channels/ID/messages", undefined],
        ["POST", "/api/chat/channels/ID/messages", { text: "x" }],
        ["POST", "/api/chat/channels/ID/read", undefined],
        ["POST", "/api/chat/channels/ID/mute", { muted: true }],
        ["POST", "/api/chat/channels/ID/exit", undefined],
        ["POST", "/api/chat/channels/ID/members", { member_ids: [3] }],
        ["DELETE", "/api/chat/channels/c1/messages/ID", undefined],
        ["POST", "/api/chat/channels/c1/messages/ID/like", undefined],
        ["GET", "/api/chat/stream?channel_id=ID", undefined],
        ["GET", "/api/chat/channels/c1/messages?before=ID", undefined],
        ["GET", "/api/social/shijoers/ID", undefined],
        ["GET", "/api/vendors/ID/me", undefined],
        ["POST", "/api/orders/ID/review", { vendor_rating: 5, dish_rating: 5, rider_rating: 5 }],
      ];
      for (const id of ids) {
        for (const [method, path, data] of routes) {
          const url = path.replace("ID", id);
          const response = await demo.fetch(url, { method, data, timeout: 10_000 });
          expect([400, 404], `${method} ${url} → ${response.status()}`).toContain(response.status());
        }
      }
      for (const order_id of ["1/../2", "../users", "http://evil.test", -1, 1.5, "1e3"]) {
        const response = await demo.post("/api/chat/order-support", { data: { order_id } });
        expect(response.status(), `order-support ${order_id}`).toBe(400);
      }
    } finally {
      await demo.dispose();
    }
  });
});

test.describe("big and deep bodies on the recent routes (issue 15)", () => {
  test.use({ locale: "sq-AL" });

  test("over the cap is 413 (also without Content-Length), deep nesting and prototype keys are 400; the server stays up", async ({ baseURL }) => {
    const demo = await signedInRequest(baseURL!, DEMO);
    const origin = new URL(baseURL!).origin;
    const cookie = (await demo.storageState()).cookies.map((c) => `${c.name}=${c.value}`).join("; ");
    try {
      const routes: Array<[string, string, number]> = [
        ["POST", "/api/chat/channels/c1/messages", 1.1],
        ["POST", "/api/chat/channels", 1.1],
        ["PUT", "/api/settings/notifications", 1.1],
        ["PUT", "/api/settings/password", 1.1],
        ["POST", "/api/social/friendship", 1.1],
        ["POST", "/api/earn/invitations", 1.1],
        ["POST", "/api/feedback", 1.1],
        // The photo routes take up to a 5 MB picture as base64; above that they refuse too.
        ["PUT", "/api/profile", 8],
        ["POST", "/api/chat/upload-image", 8],
      ];
      const deepArray = (n: number) => `{"text":${"[".repeat(n)}${"]".repeat(n)}}`;
      const deepObject = (n: number) => `{"text":${'{"a":'.repeat(n)}1${"}".repeat(n)}}`;
      for (const [method, url, mb] of routes) {
        for (const lang of LANGS) {
          const big = await demo.fetch(url, { method, data: JSON.stringify({ text: "x".repeat(Math.ceil(mb * 1024 * 1024)) }), headers: { "content-type": "application/json", "x-shijo-locale": lang } });
          expect(big.status(), `${method} ${url} ${mb} MB`).toBe(413);
          expect((await big.json()).error).toBe(messages(lang).errors.bodyTooLarge);
        }
        // A chunked body declares no length: the cap holds while reading.
        const size = Math.ceil(mb * 1024 * 1024);
        let sent = 0;
        const stream = new ReadableStream<Uint8Array>({
          pull(controller) {
            if (sent === 0) controller.enqueue(new TextEncoder().encode('{"text":"'));
            if (sent >= size) {
              controller.enqueue(new TextEncoder().encode('"}'));
              controller.close();
              return;
            }
            controller.enqueue(new Uint8Array(64 * 1024).fill(120));
            sent += 64 * 1024;
          },
        });
        const chunked = await fetch(`${origin}${url}`, { method, body: stream, duplex: "half", headers: { Origin: origin, cookie, "content-type": "application/json" } } as RequestInit);
        expect(chunked.status, `${method} ${url} chunked`).toBe(413);
        for (const body of [deepArray(10_000), deepObject(10_000), '{"__proto__":{"isAdmin":true},"text":"a"}', '{"text":"a","constructor":{"prototype":{"isAdmin":true}}}', '{"text":"a","nested":{"prototype":1}}']) {
          const response = await demo.fetch(url, { method, data: body, headers: { "content-type": "application/json" } });
          expect(response.status(), `${method} ${url} ${body.slice(0, 30)}`).toBe(400);
          expect(Object.keys((await response.json()).fields ?? {}).length, `${method} ${url} names the field`).toBeGreaterThan(0);
        }
        // A form post (no JavaScript) with a __proto__ field: Object.fromEntries makes it an own key, refused the same way.
        const form = await demo.fetch(url, { method, data: "__proto__=x&text=a", headers: { "content-type": "application/x-www-form-urlencoded" } });
        expect(form.status(), `${method} ${url} form with __proto__`).toBe(400);
      }
      expect((await demo.get("/api/me")).status()).toBe(200);
    } finally {
      await demo.dispose();
    }
  });
});

test.describe("another customer's chats, order chat and invitations (IDOR, issue 15)", () => {
  test.use({ locale: "sq-AL" });

  test("Elira can neither read nor write demo's private chats, order chat and messages, nor use demo's invitation", async ({ baseURL, page }) => {
    const demo = await signedInRequest(baseURL!, DEMO);
    const elira = await signedInRequest(baseURL!, ELIRA);
    try {
      // Demo's single chats with Dorian (c2) and Mira (c3) and the support chat of demo's first order.
      const before: Record<string, number> = {};
      for (const channel of ["c2", "c3", "order_1"]) {
        const mine = await demo.get(`/api/chat/channels/${channel}/messages`);
        expect(mine.status(), `demo reads ${channel}`).toBe(200);
        before[channel] = ((await mine.json()) as { data: unknown[] }).data.length;
      }
      const c2 = ((await (await demo.get("/api/chat/channels/c2/messages")).json()) as { data: Array<{ _id: string; text: string | null }> }).data;
      const c1 = ((await (await demo.get("/api/chat/channels/c1/messages")).json()) as { data: Array<{ _id: string; user: { _id: number } }> }).data;
      const demoInC1 = c1.find((m) => m.user._id === 1);
      expect(c2.length, "c2 has messages").toBeGreaterThan(0);

      for (const channel of ["c2", "c3", "order_1"]) {
        for (const [method, url, data] of [
          ["GET", `/api/chat/channels/${channel}`, undefined],
          ["GET", `/api/chat/channels/${channel}/messages`, undefined],
          ["POST", `/api/chat/channels/${channel}/messages`, { text: "not yours" }],
          ["POST", `/api/chat/channels/${channel}/read`, undefined],
          ["POST", `/api/chat/channels/${channel}/mute`, { muted: true }],
          ["POST", `/api/chat/channels/${channel}/members`, { member_ids: [3] }],
          ["POST", `/api/chat/channels/${channel}/exit`, undefined],
          ["DELETE", `/api/chat/channels/${channel}`, undefined],
          ["GET", `/api/chat/stream?channel_id=${channel}`, undefined],
        ] as const) {
          const response = await elira.fetch(url, { method, data, timeout: 10_000 });
          expect([403, 404], `Elira ${method} ${url} → ${response.status()}`).toContain(response.status());
          expect(await response.text()).not.toContain("m0seed");
        }
      }
      for (const [method, url] of [["DELETE", `/api/chat/channels/c2/messages/${c2[0]._id}`], ["POST", `/api/chat/channels/c2/messages/${c2[0]._id}/like`]] as const) {
        expect([403, 404], `Elira ${method} ${url}`).toContain((await elira.fetch(url, { method })).status());
      }
      // A reply in a chat she is in (c1) to a message of demo's chat with Dorian would copy its text into c1.
      const reply = await elira.post("/api/chat/channels/c1/messages", { data: { text: "quoting", reply_id: c2[0]._id } });
      expect([403, 404, 422], `reply across channels → ${reply.status()}`).toContain(reply.status());
      expect(await reply.text()).not.toContain(c2[0].text ?? "m0seed");
      // In a chat they share (c1), Elira still cannot unsend demo's message.
      if (demoInC1) expect((await elira.delete(`/api/chat/channels/c1/messages/${demoInC1._id}`)).status()).toBe(403);
      // Demo's order: no support chat, no order page, not in Elira's order list.
      expect([403, 404]).toContain((await elira.post("/api/chat/order-support", { data: { order_id: 1 } })).status());
      const orders = ((await (await elira.get("/api/orders?status=past")).json()) as { data: Array<{ id: number }> }).data;
      expect(orders.map((o) => o.id)).not.toContain(1);
      // Dorian's invitation to demo (id 2): Elira can neither take it nor see it.
      expect([403, 404]).toContain((await elira.post("/api/earn/invitations/use", { data: { invitation_id: 2 } })).status());
      await logIn(page, ELIRA);
      await page.goto("/profile/earn-invitations/2");
      await expect(page.getByRole("status").filter({ hasText: messages("sq").earn.notFound })).toBeVisible();
      expect((await page.goto("/order/1"))?.status()).toBe(404);
      // The account group's not-found screen, inside its shell (ADR 0041).
      await expect(page.getByRole("heading", { level: 1, name: messages("sq").notFound.title })).toBeVisible();
      await expect(page.locator("#shell-header")).toHaveCount(1);

      // Demo's chats are exactly as they were.
      for (const channel of ["c2", "c3", "order_1"]) {
        const after = ((await (await demo.get(`/api/chat/channels/${channel}/messages`)).json()) as { data: Array<{ text?: string | null }> }).data;
        expect(after.length, channel).toBe(before[channel]);
        expect(after.some((m) => m.text === "not yours")).toBe(false);
      }
      expect(((await (await demo.get("/api/chat/channels/c2")).json()) as { channel: { users: number[] } }).channel.users).not.toContain(3);
    } finally {
      await demo.dispose();
      await elira.dispose();
    }
  });
});
