// Issue 15 "Security findings to close": what a careful attacker tries on the BFF after issue 9 — huge and deeply
// nested bodies, prototype-pollution keys, CRLF in anything that becomes a header, ids with path traversal or
// absolute URLs, and another customer's orders, addresses and cards (IDOR). Each test fails when its defence goes.
import { DEMO, expect, messages, signedInRequest, test } from "./fixtures";

const ELIRA = { email: "elira@shijo.al", password: "shijo123" } as const;
const sq = messages("sq");
const en = messages("en");

test.describe("bodies an attacker sends", () => {
  test.use({ locale: "sq-AL" });

  test("a body above the cap is refused with 413 and a translated message, before anything reads it whole", async ({ request }) => {
    const huge = { name: "A", email: "a@shijo.al", subject: "x", message: "x".repeat(1024 * 1024) };
    const response = await request.post("/api/contact", { data: huge, headers: { "x-shijo-locale": "sq" } });
    expect(response.status()).toBe(413);
    expect((await response.json()).error).toBe(sq.errors.bodyTooLarge);
    const english = await request.post("/api/contact", { data: huge, headers: { "x-shijo-locale": "en" } });
    expect((await english.json()).error).toBe(en.errors.bodyTooLarge);
  });

  test("prototype-pollution keys and deeply nested JSON get 400 with a field error, never a 500", async ({ request }) => {
    for (const body of ['{"__proto__":{"isAdmin":true},"email":"a@shijo.al","password":"x"}', '{"email":"a@shijo.al","password":"x","constructor":{"prototype":{"x":1}}}']) {
      const response = await request.post("/api/auth/login", { data: body, headers: { "content-type": "application/json" } });
      expect(response.status(), body).toBe(400);
      const json = await response.json();
      expect(Object.keys(json.fields ?? {}).some((k) => /__proto__|constructor/.test(k)), body).toBe(true);
    }
    const deep = `{"email":"a@shijo.al","password":${"[".repeat(20000)}${"]".repeat(20000)}}`;
    const response = await request.post("/api/auth/login", { data: deep, headers: { "content-type": "application/json" } });
    expect(response.status()).toBe(400);
    // The server is still there.
    expect((await request.get("/api/me")).status()).toBe(200);
  });
});

test.describe("headers and paths an attacker writes", () => {
  test.use({ locale: "sq-AL" });

  test("CRLF in a path parameter never becomes a header (locale switch, session-expired, login form)", async ({ request }) => {
    const crlf = ["/%0d%0aX-Injected:%201", "/%0D%0ASet-Cookie:%20pwned=1", "/a%0d%0a%0d%0a<script>", "/%E5%98%8A%E5%98%8DX-Injected:%201"];
    for (const next of crlf) {
      for (const url of [`/api/locale?locale=en&next=${next}`, `/api/session/expired?next=${next}`, `/login?from=${next}`]) {
        const response = await request.get(url, { maxRedirects: 0 });
        expect(response.status(), url).toBeLessThan(500);
        const headers = response.headers();
        expect(headers["x-injected"], url).toBeUndefined();
        expect(headers["set-cookie"] ?? "", url).not.toContain("pwned");
        expect(headers.location ?? "", url).not.toMatch(/[\r\n]/);
      }
      const form = await request.post("/api/auth/login", {
        form: { email: "nobody@shijo.al", password: "wrong-password", next: decodeURIComponent(next.replace(/%E5%98%8A%E5%98%8D/g, "")) },
        maxRedirects: 0,
      });
      expect(form.status(), `form ${next}`).toBeLessThan(500);
      expect(form.headers()["x-injected"]).toBeUndefined();
    }
  });

  test("ids with path traversal, encoded dots or absolute URLs never reach another product API path", async ({ baseURL }) => {
    const demo = await signedInRequest(baseURL!, DEMO);
    try {
      const ids = ["..%2F..%2Fusers", "1%2F..%2F2", "%2e%2e", "%2E%2E%2Fme", "..%5C..%5Cme", "https%3A%2F%2Fevil.test%2F", "%2F%2Fevil.test", "1%40evil.test", "1%0d%0aX-Injected:1", "1;2", "-1", "1e3"];
      for (const id of ids) {
        for (const [method, path] of [["GET", `/api/orders/${id}`], ["GET", `/api/orders/${id}/reorder`], ["GET", `/api/vendors/${id}`], ["GET", `/api/vendors/${id}/open`], ["DELETE", `/api/addresses/${id}`], ["DELETE", `/api/cards/${id}`]] as const) {
          const response = await demo.fetch(path, { method });
          expect([400, 404], `${method} ${path} → ${response.status()}`).toContain(response.status());
        }
      }
    } finally {
      await demo.dispose();
    }
  });
});

test.describe("another customer's data (IDOR)", () => {
  test.use({ locale: "sq-AL" });

  test("Elira cannot read demo's orders, nor delete or change demo's addresses and cards", async ({ baseURL }) => {
    const demo = await signedInRequest(baseURL!, DEMO);
    const elira = await signedInRequest(baseURL!, ELIRA);
    try {
      const mine = (await (await demo.get("/api/addresses")).json()).addresses as Array<{ id: number }>;
      const cards = (await (await demo.get("/api/cards")).json()).data as Array<{ id: string | number }>;
      expect(mine.length).toBeGreaterThan(0);
      expect((await demo.get("/api/orders/1")).status()).toBe(200);

      expect([403, 404]).toContain((await elira.get("/api/orders/1")).status());
      expect([403, 404]).toContain((await elira.get("/api/orders/1/reorder")).status());
      const review = await elira.post("/api/orders/3/review", { data: { vendor_rating: 1, dish_rating: 1, rider_rating: 1 } });
      expect([403, 404, 409, 422]).toContain(review.status());
      for (const address of mine) {
        expect([403, 404, 422], `delete address ${address.id}`).toContain((await elira.delete(`/api/addresses/${address.id}`)).status());
        const put = await elira.put(`/api/addresses/${address.id}`, { data: { notes: "mine now" } });
        expect([400, 403, 404, 422], `put address ${address.id}`).toContain(put.status());
      }
      for (const card of cards) expect([403, 404, 422], `delete card ${card.id}`).toContain((await elira.delete(`/api/cards/${card.id}`)).status());

      // Demo's data is all still there, unchanged.
      const after = (await (await demo.get("/api/addresses")).json()).addresses as Array<{ id: number; notes?: string | null }>;
      expect(after.map((a) => a.id).sort()).toEqual(mine.map((a) => a.id).sort());
      expect(after.some((a) => a.notes === "mine now")).toBe(false);
      expect(((await (await demo.get("/api/cards")).json()).data as unknown[]).length).toBe(cards.length);
    } finally {
      await demo.dispose();
      await elira.dispose();
    }
  });
});
