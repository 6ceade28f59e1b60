import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "@/product-api/src/app";
import { startProductApi, type RunningApi } from "@/product-api/src/server";
import { createSink } from "@/product-api/src/sink";
import { testStorage } from "./support/database";

// The local product API over real HTTP: the contract the storefront's BFF relies on (spec 1 §7, ARCHITECTURE).
const APP_KEY = "shijo-local-app-key";
const DEMO = { email: "demo@shijo.al", password: "shijo123" };

let api: RunningApi;

beforeAll(async () => {
  // testEndpoints is pinned off, whatever the environment says, so the "absent without the flag" test is honest.
  api = await startProductApi({ port: 0, ...(await testStorage()), seed: true, log: false, testEndpoints: false });
});
afterAll(async () => {
  await api?.close();
});

type Init = { method?: string; body?: unknown; raw?: string; headers?: Record<string, string>; key?: string | null; token?: string; lang?: "sq" | "en" };

async function call(path: string, init: Init = {}) {
  const headers: Record<string, string> = { platform: "Web", "device-id": "test-device", ...init.headers };
  if (init.key !== null) headers["App-Key"] = init.key ?? APP_KEY;
  if (init.lang) headers.language = init.lang;
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  let body: string | undefined = init.raw;
  if (init.body !== undefined) body = JSON.stringify(init.body);
  if (body !== undefined) headers["Content-Type"] = "application/json";
  const response = await fetch(`${api.url}${path}`, { method: init.method ?? (body ? "POST" : "GET"), headers, body });
  const text = await response.text();
  return { status: response.status, type: response.headers.get("content-type") ?? "", json: text ? JSON.parse(text) : null, text };
}

async function login(credentials = DEMO): Promise<string> {
  const res = await call("login", { body: { ...credentials, device: { token: "web" } } });
  expect(res.status).toBe(200);
  return res.json.token;
}

describe("start-up", () => {
  it("listens on a free port with a trailing-slash URL and answers /health without a key", async () => {
    expect(api.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    expect(api.port).toBeGreaterThan(0);
    const res = await call("health", { key: null });
    expect(res).toMatchObject({ status: 200, json: { ok: true } });
  });
});

describe("App-Key", () => {
  it.each([
    ["missing", null],
    ["wrong", "not-the-key"],
  ])("is required: %s key gives 401 Invalid app key", async (_, key) => {
    for (const path of ["vendors/food-categories", "about-us", "users", "no-such-route"]) {
      const res = await call(path, { key });
      expect(res.status, path).toBe(401);
      expect(res.json, path).toEqual({ error: "Invalid app key" });
    }
  });

  it("does not open the landing gateway, which wants its own api-key header", async () => {
    const res = await call("gateway/api/landing-page/1");
    expect(res.status).toBe(401);
    expect(res.json).toEqual({ error: "Invalid api key" });
  });
});

describe("POST login", () => {
  it("logs the demo user in with an opaque token and verified_by_mobile", async () => {
    const res = await call("login", { body: { ...DEMO, device: { token: "web" }, session_id: "s-1" } });
    expect(res.status).toBe(200);
    expect(res.json.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(res.json.verified_by_mobile).toBe(true);
  });

  it("reports verified_by_mobile false for the account that has not verified its phone", async () => {
    const res = await call("login", { body: { email: "new@shijo.al", password: "shijo123", device: { token: "web" } } });
    expect(res.status).toBe(200);
    expect(res.json.verified_by_mobile).toBe(false);
  });

  it("accepts the e-mail in any case and with spaces around it", async () => {
    const res = await call("login", { body: { email: "  Demo@Shijo.AL ", password: DEMO.password } });
    expect(res.status).toBe(200);
  });

  it("refuses a wrong password or an unknown e-mail with the same message, in the request's language", async () => {
    const wrong = await call("login", { body: { ...DEMO, password: "shijo124" }, lang: "en" });
    expect(wrong).toMatchObject({ status: 401, json: { error: "Email or password is incorrect" } });
    const unknown = await call("login", { body: { email: "nobody@shijo.al", password: "shijo123" }, lang: "en" });
    expect(unknown).toMatchObject({ status: 401, json: { error: "Email or password is incorrect" } });
    const sq = await call("login", { body: { ...DEMO, password: "shijo124" }, lang: "sq" });
    expect(sq).toMatchObject({ status: 401, json: { error: "Email-i ose fjalëkalimi është i pasaktë" } });
    // No language header: Albanian, the default (spec 1 §1).
    const none = await call("login", { body: { ...DEMO, password: "shijo124" } });
    expect(none.json.error).toBe(sq.json.error);
  });
});

describe("GET users", () => {
  it("needs a bearer token", async () => {
    expect(await call("users")).toMatchObject({ status: 401, json: { error: "Unauthenticated" } });
    const forged = await call("users", { token: "A".repeat(43) });
    expect(forged).toMatchObject({ status: 401, json: { error: "Unauthenticated" } });
  });

  it("returns every User field of spec 1 §3 and spec 3 §3", async () => {
    const res = await call("users", { token: await login() });
    expect(res.status).toBe(200);
    const user = res.json.user;
    for (const field of [
      "id", "full_name", "username", "email", "phone", "photo", "gender", "sex", "birthday", "birthdate", "push_notis",
      "email_notis", "promo_notis", "blog_notifications", "latitude", "longitude", "country", "city", "default_card_id",
      "cashback_amount", "verified_by_mobile", "role", "map_visible", "hide_as_shijoer", "map_visible_type",
    ]) {
      expect(user, field).toHaveProperty(field);
    }
    expect(user).toMatchObject({
      full_name: "Arta Demo", email: "demo@shijo.al", phone: "0691234567", cashback_amount: 350,
      verified_by_mobile: true, role: "customer", birthdate: "1994-05-12", birthday: "1994-05-12",
    });
    expect(Number.isInteger(user.cashback_amount)).toBe(true);
    expect([0, 1]).toContain(user.push_notis);
    expect(user.photo).toMatch(new RegExp(`^${api.url}images/`));
    expect(JSON.stringify(user)).not.toMatch(/password|scrypt/i);
  });
});

describe("GET logout", () => {
  it("revokes the token it was called with, and only that one", async () => {
    const first = await login();
    const second = await login();
    expect(await call("logout", { token: first })).toMatchObject({ status: 200, json: { success: true } });
    expect(await call("users", { token: first })).toMatchObject({ status: 401, json: { error: "Unauthenticated" } });
    expect(await call("logout", { token: first })).toMatchObject({ status: 401 });
    expect((await call("users", { token: second })).status).toBe(200);
  });
});

describe("public reads", () => {
  it("GET vendors/food-categories lists at least 14 categories with absolute image URLs", async () => {
    const res = await call("vendors/food-categories");
    expect(res.status).toBe(200);
    const categories = res.json.food_categories;
    expect(categories.length).toBeGreaterThanOrEqual(14);
    for (const c of categories) {
      expect(c).toEqual({
        id: expect.any(Number), title_en: expect.any(String), title_sq: expect.any(String), icon: expect.any(String),
        image: expect.stringMatching(new RegExp(`^${api.url}images/categories/[a-z]+\\.svg$`)), search_count: expect.any(Number), vendors_count: expect.any(Number),
      });
    }
    expect(categories.map((c: { title_sq: string }) => c.title_sq)).toEqual(expect.arrayContaining(["Pica", "Byrek", "Ëmbëlsira"]));
    const image = await fetch(categories[0].image);
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toContain("image/svg+xml");
    expect(await image.text()).toMatch(/^<svg /);
  });

  it("GET about-us gives the contact page's pin and company details", async () => {
    const res = await call("about-us");
    expect(res.status).toBe(200);
    expect(res.json.data).toEqual({
      pointer_latitude: expect.any(Number), pointer_longitude: expect.any(Number), company_email: expect.stringContaining("@"),
      company_phone: expect.any(String), company_address: expect.any(String),
    });
  });

  it("serves generated vendor logos and answers 404 for unknown images", async () => {
    const logo = await fetch(`${api.url}images/vendors/1/logo.svg`);
    expect(logo.status).toBe(200);
    expect(await logo.text()).toContain("<title>Oda</title>");
    expect((await fetch(`${api.url}images/vendors/99999/logo.svg`)).status).toBe(404);
    expect((await fetch(`${api.url}images/products/nonsense-1.svg`)).status).toBe(404);
  });
});

describe("bad input never gives a 500", () => {
  it("a body that is not JSON is a 422 with the validation shape", async () => {
    const res = await call("login", { raw: "{not json", lang: "en" });
    expect(res.status).toBe(422);
    expect(res.json).toEqual({ message: "The given data was invalid.", errors: { body: ["The request body is not valid JSON."] } });
  });

  it("missing and malformed fields are named, in the request's language", async () => {
    const en = await call("login", { body: { email: "not-an-email" }, lang: "en" });
    expect(en.status).toBe(422);
    expect(en.json.errors).toEqual({ email: ["Email format is not correct."], password: ["This field is required."] });
    const sq = await call("login", { body: {}, lang: "sq" });
    expect(sq.status).toBe(422);
    expect(sq.json.message).toBe("Të dhënat e dërguara nuk janë të vlefshme.");
    expect(sq.json.errors.email).toEqual(["Kjo fushë është e detyrueshme."]);
  });

  it.each([
    ["an array", [1, 2]],
    ["a string", "hello"],
    ["numbers for strings", { email: 5, password: 6 }],
    ["a nested object for device", { ...DEMO, device: "phone" }],
    ["a huge password", { ...DEMO, password: "x".repeat(10_000) }],
  ])("%s is a 422", async (_, body) => {
    const res = await call("login", { body });
    expect(res.status).toBe(422);
    expect(res.json.errors).toBeTypeOf("object");
  });

  it("an unknown route is a 404 with an error body", async () => {
    expect(await call("nope", { lang: "en" })).toMatchObject({ status: 404, json: { error: "Not found" } });
  });
});

describe("test-only endpoints", () => {
  it("are absent without PRODUCT_API_TEST_ENDPOINTS", async () => {
    for (const path of ["__test/outbox?to=demo%40shijo.al", "__test/clock", "__test/token-hashes?email=demo%40shijo.al"]) {
      expect((await call(path)).status, path).toBe(404);
    }
    expect((await call("__test/clock", { body: { advance_seconds: 60 } })).status).toBe(404);
  });

  it("with the flag, read the SMS/e-mail sink, list token hashes and move the clock", async () => {
    const app = createApp({ db: api.db, clock: api.clock, config: { ...api.config, testEndpoints: true }, sink: createSink(api.db, false) });
    const headers = { "App-Key": APP_KEY, "Content-Type": "application/json" };
    await createSink(api.db, false).sms("0691234567", { kind: "verification", body: "Kodi juaj: 123456", code: "123456" });
    const outbox = await app.request("/__test/outbox?to=069%20123%204567", { headers });
    expect(outbox.status).toBe(200);
    expect(await outbox.json()).toMatchObject({ code: "123456", messages: [{ channel: "sms", recipient: "+355691234567", kind: "verification" }] });

    const token = await login();
    const hashes = await (await app.request("/__test/token-hashes?email=demo%40shijo.al", { headers })).json();
    expect(hashes.hashes).toContain(createHash("sha256").update(token).digest("hex"));

    const before = api.clock.now().getTime();
    const moved = await app.request("/__test/clock", { method: "POST", headers, body: JSON.stringify({ advance_seconds: 600 }) });
    expect(moved.status).toBe(200);
    expect(api.clock.now().getTime() - before).toBeGreaterThanOrEqual(600_000);
    const backwards = await app.request("/__test/clock", { method: "POST", headers, body: JSON.stringify({ advance_seconds: -5 }) });
    expect(backwards.status).toBe(422);
  });
});
