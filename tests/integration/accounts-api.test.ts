import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signTestIdentity } from "@/product-api/src/auth/identity";
import { createApp } from "@/product-api/src/app";
import { startProductApi, type RunningApi } from "@/product-api/src/server";
import { createSink } from "@/product-api/src/sink";
import { testStorage } from "./support/database";

// Issue 3 "Local product API": the account calls of spec 1 §7 over real HTTP, with the abuse rules the issue
// adds (CSPRNG codes stored hashed, single use, 10 minutes, resend voids, five tries; identical forgot-password).
const APP_KEY = "shijo-local-app-key";
const IDENTITY_KEY = "integration-test-identity-key-0123456789";
const DEMO = { email: "demo@shijo.al", password: "shijo123" };

let api: RunningApi;

beforeAll(async () => {
  api = await startProductApi({ port: 0, ...(await testStorage()), seed: true, log: false, testEndpoints: true, socialTestIdentityKey: IDENTITY_KEY });
});
afterAll(async () => {
  await api?.close();
});

type Init = { method?: string; body?: unknown; token?: string; lang?: "sq" | "en" };

async function call(path: string, init: Init = {}) {
  const headers: Record<string, string> = { "App-Key": APP_KEY, platform: "Web", "device-id": "itest" };
  if (init.lang) headers.language = init.lang;
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  if (init.body !== undefined) headers["Content-Type"] = "application/json";
  const response = await fetch(`${api.url}${path}`, {
    method: init.method ?? (init.body !== undefined ? "POST" : "GET"),
    headers,
    body: init.body !== undefined ? JSON.stringify(init.body) : undefined,
  });
  const text = await response.text();
  return { status: response.status, json: text ? JSON.parse(text) : null };
}

let counter = 0;
/** A fresh, valid Albanian mobile number and e-mail per call, so tests never share an account. */
function person() {
  counter += 1;
  const n = String(100000 + counter * 7919 + Math.floor(Math.random() * 1000)).slice(-6);
  return { full_name: `Test Person ${counter}`, email: `person${counter}.${Date.now()}@example.al`, phone: `068${(counter % 9) + 1}${n}`, password: "secret12" };
}

async function register(p = person()) {
  const res = await call("register", { body: { ...p, refferal_code: "", session_id: "", device: { token: "web" } } });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return p;
}

async function login(credentials: { email: string; password: string }) {
  const res = await call("login", { body: { ...credentials, device: { token: "web" } } });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json as { token: string; verified_by_mobile: boolean };
}

async function outbox(to: string) {
  const res = await call(`__test/outbox?to=${encodeURIComponent(to)}`);
  expect(res.status).toBe(200);
  return res.json as { code: string | null; messages: Array<{ kind: string; body: string; code: string | null; recipient: string; subject: string | null }> };
}

const other = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

describe("POST register", () => {
  it("creates an unverified customer who can log in, and texts the first code to +355…", async () => {
    const p = await register();
    const session = await login(p);
    expect(session.verified_by_mobile).toBe(false);
    const user = await call("users", { token: session.token });
    expect(user.json.user).toMatchObject({ email: p.email, phone: p.phone, full_name: p.full_name, verified_by_mobile: false });
    const sms = await outbox(p.phone);
    expect(sms.messages[0]).toMatchObject({ kind: "verification", recipient: `+355${p.phone.slice(1)}` });
    expect(sms.code).toMatch(/^\d{6}$/);
    // Stored hashed: the code is in the sink, never in verification_codes.
    const rows = await api.db.query.verificationCodes.findMany();
    expect(rows.some((r) => r.codeHash.includes(sms.code!))).toBe(false);
  });

  it("refuses a taken e-mail or phone with field errors in the caller's language", async () => {
    const p = await register();
    const again = await call("register", { lang: "en", body: { ...person(), email: p.email.toUpperCase() } });
    expect(again.status).toBe(422);
    expect(again.json.errors.email).toEqual(["The email has already been taken."]);
    const phone = await call("register", { lang: "sq", body: { ...person(), phone: p.phone } });
    expect(phone.status).toBe(422);
    expect(phone.json.errors.phone).toEqual(["Ky numër telefoni është i regjistruar tashmë."]);
  });

  it("checks the spec's formats: Albanian mobile, e-mail, password of 6+", async () => {
    const res = await call("register", { lang: "en", body: { ...person(), phone: "0651234567", email: "nope", password: "12345" } });
    expect(res.status).toBe(422);
    expect(Object.keys(res.json.errors).sort()).toEqual(["email", "password", "phone"]);
  });
});

describe("send-verification-code and verify-code", () => {
  async function freshUser() {
    const p = await register();
    const { token } = await login(p);
    return { p, token };
  }

  it("need a session", async () => {
    expect((await call("send-verification-code", { body: {} })).status).toBe(401);
    expect((await call("verify-code", { body: { code: "123456" } })).status).toBe(401);
  });

  it("a wrong code answers 'Wrong code!', the right one verifies the phone once", async () => {
    const { p, token } = await freshUser();
    const code = (await outbox(p.phone)).code!;
    const wrong = await call("verify-code", { token, lang: "en", body: { code: other(code) } });
    expect(wrong).toMatchObject({ status: 422, json: { error: "Wrong code!" } });
    const wrongSq = await call("verify-code", { token, lang: "sq", body: { code: other(code) } });
    expect(wrongSq.json.error).toBe("Kod i gabuar!");
    const right = await call("verify-code", { token, body: { code } });
    expect(right).toMatchObject({ status: 200, json: { success: true, verified_by_mobile: true } });
    expect((await call("users", { token })).json.user.verified_by_mobile).toBe(true);
    // Single use.
    const reuse = await call("verify-code", { token, lang: "en", body: { code } });
    expect(reuse.status).toBe(422);
  });

  it("a resend voids the older code", async () => {
    const { p, token } = await freshUser();
    const first = (await outbox(p.phone)).code!;
    const resend = await call("send-verification-code", { token, body: { phone: p.phone } });
    expect(resend.status).toBe(200);
    const second = (await outbox(p.phone)).code!;
    const messages = (await outbox(p.phone)).messages;
    expect(messages).toHaveLength(2);
    if (first !== second) {
      expect((await call("verify-code", { token, lang: "en", body: { code: first } })).json.error).toBe("Wrong code!");
    }
    expect((await call("verify-code", { token, body: { code: second } })).status).toBe(200);
  });

  it("allows at most five tries per code, the right code included", async () => {
    const { p, token } = await freshUser();
    const code = (await outbox(p.phone)).code!;
    for (let i = 0; i < 4; i++) {
      expect((await call("verify-code", { token, lang: "en", body: { code: other(code) } })).json.error).toBe("Wrong code!");
    }
    const fifth = await call("verify-code", { token, lang: "en", body: { code: other(code) } });
    expect(fifth.json.error).toBe("Too many wrong tries. Please ask for a new code.");
    const right = await call("verify-code", { token, lang: "en", body: { code } });
    expect(right).toMatchObject({ status: 422, json: { error: "Too many wrong tries. Please ask for a new code." } });
    // A new code starts a new count.
    await call("send-verification-code", { token, body: {} });
    expect((await call("verify-code", { token, body: { code: (await outbox(p.phone)).code } })).status).toBe(200);
  });

  it("parallel guesses cannot exceed five tries", async () => {
    const { p, token } = await freshUser();
    const code = (await outbox(p.phone)).code!;
    const guesses = await Promise.all(
      Array.from({ length: 12 }, () => call("verify-code", { token, lang: "en", body: { code: other(code) } })),
    );
    expect(guesses.filter((g) => g.json.error === "Wrong code!").length).toBeLessThanOrEqual(4);
    expect((await call("verify-code", { token, body: { code } })).status).toBe(422);
  });

  it("a code expires after 10 minutes (by the API's clock)", async () => {
    const { p, token } = await freshUser();
    const code = (await outbox(p.phone)).code!;
    api.clock.advance(10 * 60 * 1000 + 1000);
    const late = await call("verify-code", { token, lang: "en", body: { code } });
    expect(late).toMatchObject({ status: 422, json: { error: "The code has expired. Please ask for a new one." } });
  });

  it("texts only the account's own number", async () => {
    const { token } = await freshUser();
    const res = await call("send-verification-code", { token, lang: "en", body: { phone: "0691234567" } });
    expect(res.status).toBe(422);
    expect(res.json.errors.phone).toEqual(["This is not the phone number of your account."]);
  });
});

describe("forgot-password and reset-password", () => {
  it("answer known and unknown e-mails identically", async () => {
    const known = await call("forgot-password", { lang: "en", body: { email: DEMO.email } });
    const unknown = await call("forgot-password", { lang: "en", body: { email: "nobody.here@example.al" } });
    expect(known.status).toBe(200);
    expect(unknown).toEqual(known);
    expect((await outbox("nobody.here@example.al")).messages).toHaveLength(0);
  });

  it("a link sets a new password once, within 10 minutes, and ends every session of the account", async () => {
    const p = await register();
    const { token: oldSession } = await login(p);
    await call("forgot-password", { lang: "en", body: { email: p.email } });
    const mail = (await outbox(p.email)).messages[0];
    expect(mail.kind).toBe("password_reset");
    expect(mail.body).toContain(`/en/reset-password?token=${mail.code}`);
    const reset = await call("reset-password", { body: { token: mail.code, password: "brand-new1", password_confirmation: "brand-new1" } });
    expect(reset.status).toBe(200);
    expect((await call("users", { token: oldSession })).status).toBe(401);
    expect((await call("login", { body: { email: p.email, password: p.password } })).status).toBe(401);
    await login({ email: p.email, password: "brand-new1" });
    const again = await call("reset-password", { lang: "en", body: { token: mail.code, password: "another12" } });
    expect(again.status).toBe(422);
    expect(again.json.error).toMatch(/not valid or has expired/);
  });

  it("a newer link voids the older one; a link expires after 10 minutes", async () => {
    const p = await register();
    await call("forgot-password", { body: { email: p.email } });
    const first = (await outbox(p.email)).code!;
    await call("forgot-password", { body: { email: p.email } });
    const second = (await outbox(p.email)).code!;
    expect(second).not.toBe(first);
    expect((await call("reset-password", { body: { token: first, password: "brand-new1" } })).status).toBe(422);
    api.clock.advance(10 * 60 * 1000 + 1000);
    expect((await call("reset-password", { body: { token: second, password: "brand-new1" } })).status).toBe(422);
  });
});

describe("social login (test identity provider)", () => {
  const sign = (provider: "facebook" | "google" | "apple", claims: Parameters<typeof signTestIdentity>[2], key = IDENTITY_KEY) =>
    signTestIdentity(key, provider, claims, api.clock.now().getTime());

  it("google: a new subject opens an unverified account; the same subject logs into it again", async () => {
    const email = `g${Date.now()}@example.al`;
    const id_token = sign("google", { sub: `g-${Date.now()}`, email, name: "Google Person" });
    const first = await call("login/google", { body: { id_token, device: { token: "web" } } });
    expect(first.status, JSON.stringify(first.json)).toBe(200);
    expect(first.json.verified_by_mobile).toBe(false);
    const me = (await call("users", { token: first.json.token })).json.user;
    expect(me).toMatchObject({ email, full_name: "Google Person", phone: null });
    const second = await call("login/google", { body: { id_token, device: { token: "web" } } });
    expect((await call("users", { token: second.json.token })).json.user.id).toBe(me.id);
  });

  it("facebook: a vouched e-mail joins the existing account", async () => {
    const access_token = sign("facebook", { sub: `fb-${Date.now()}`, email: DEMO.email });
    const res = await call("login/facebook", { body: { access_token } });
    expect(res.status).toBe(200);
    expect(res.json.verified_by_mobile).toBe(true);
    expect((await call("users", { token: res.json.token })).json.user.email).toBe(DEMO.email);
  });

  it("apple: the token's subject must be the apple_id sent; a typed e-mail never joins an existing account", async () => {
    const sub = `apple-${Date.now()}`;
    const apple_identity_token = sign("apple", { sub });
    const mismatch = await call("login/apple", { body: { apple_id: "someone-else", apple_identity_token, email: "", name: "" } });
    expect(mismatch.status).toBe(401);
    const taken = await call("login/apple", { lang: "en", body: { apple_id: sub, apple_identity_token, email: DEMO.email, name: "X" } });
    expect(taken.status).toBe(422);
    expect(taken.json.error).toMatch(/already exists/);
    const ok = await call("login/apple", { body: { apple_id: sub, apple_identity_token, email: `a${Date.now()}@example.al`, name: "Apple Person" } });
    expect(ok.status).toBe(200);
  });

  it("refuses forged, expired or misaddressed tokens", async () => {
    const claims = { sub: "x-1", email: "x1@example.al" };
    expect((await call("login/google", { body: { id_token: sign("google", claims, "another-key-another-key-123") } })).status).toBe(401);
    expect((await call("login/google", { body: { id_token: sign("facebook", claims) } })).status).toBe(401);
    const expired = signTestIdentity(IDENTITY_KEY, "google", claims, api.clock.now().getTime() - 3_600_000, 60);
    expect((await call("login/google", { body: { id_token: expired } })).status).toBe(401);
    const tampered = sign("google", claims).replace(/\.([^.]+)\./, (_m, p: string) => `.${p.slice(0, -2)}AA.`);
    expect((await call("login/google", { body: { id_token: tampered } })).status).toBe(401);
  });

  it("without a configured key, social login is 'not available'", async () => {
    const app = createApp({ db: api.db, clock: api.clock, config: { ...api.config, socialTestIdentityKey: undefined }, sink: createSink(api.db, false) });
    const res = await app.request("/login/google", {
      method: "POST",
      headers: { "App-Key": APP_KEY, "Content-Type": "application/json", language: "en" },
      body: JSON.stringify({ id_token: sign("google", { sub: "y", email: "y@example.al" }) }),
    });
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ error: "Signing in with Google is not available right now." });
  });
});

describe("login/legacy", () => {
  it("confirms a stored token and reports verification; a revoked one is refused", async () => {
    const { token } = await login(DEMO);
    const res = await call("login/legacy", { token, body: { device: { token: "web" } } });
    expect(res).toMatchObject({ status: 200, json: { token, verified_by_mobile: true } });
    await call("logout", { token });
    expect((await call("login/legacy", { token, body: { device: { token: "web" } } })).status).toBe(401);
  });
});

describe("PUT users", () => {
  it("a new phone must be verified again; a taken one is refused", async () => {
    const p = await register();
    const { token } = await login(p);
    await call("verify-code", { token, body: { code: (await outbox(p.phone)).code } });
    const taken = await call("users", { method: "PUT", token, body: { phone: "0691234567" } });
    expect(taken.status).toBe(422);
    const phone = person().phone;
    const res = await call("users", { method: "PUT", token, body: { phone: phone.replace(/^0/, "") } });
    expect(res.status).toBe(200);
    expect(res.json.user).toMatchObject({ phone, verified_by_mobile: false });
  });

  it("changing the password needs the current one and ends the other sessions", async () => {
    const p = await register();
    const { token } = await login(p);
    const { token: otherDevice } = await login(p);
    const wrong = await call("users", { method: "PUT", token, lang: "en", body: { old_password: "nope", password: "changed1" } });
    expect(wrong.status).toBe(422);
    expect(wrong.json.errors.old_password).toEqual(["The current password is not correct."]);
    expect((await call("users", { method: "PUT", token, body: { old_password: p.password, password: "changed1" } })).status).toBe(200);
    expect((await call("users", { token })).status).toBe(200);
    expect((await call("users", { token: otherDevice })).status).toBe(401);
  });

  it("saves coordinates and notification flags as the spec sends them", async () => {
    const p = await register();
    const { token } = await login(p);
    const res = await call("users", { method: "PUT", token, body: { latitude: 41.32754, longitude: 19.81869, push_notis: 0, email_notis: "1" } });
    expect(res.json.user).toMatchObject({ latitude: 41.32754, longitude: 19.81869, push_notis: 0, email_notis: 1 });
  });
});

describe("feedback and the default address", () => {
  it("lists the where-heard tags in both languages and stores a feedback", async () => {
    const { token } = await login(DEMO);
    const tags = await call("feedback/tags", { token });
    expect(tags.status).toBe(200);
    expect(tags.json.feedback_tags[0]).toEqual({ id: expect.any(Number), tag_en: expect.any(String), tag_sq: expect.any(String) });
    const saved = await call("feedback/add-feedback", { token, body: { tag: tags.json.feedback_tags[0].id, comment: "Nga Instagram" } });
    expect(saved.status).toBe(201);
    expect((await call("feedback/add-feedback", { token, body: { tag: 99999 } })).status).toBe(422);
  });

  it("creates the first address from the start-up location only", async () => {
    const p = await register();
    const { token } = await login(p);
    const body = { latitude: 41.32754, longitude: 19.81869, formatted_address: "Tiranë, Shqipëri" };
    const first = await call("addresses/default", { token, body });
    expect(first).toMatchObject({ status: 201, json: { created: true } });
    const second = await call("addresses/default", { token, body });
    expect(second).toMatchObject({ status: 200, json: { created: false } });
  });
});
