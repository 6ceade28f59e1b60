import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startProductApi, type RunningApi } from "@/product-api/src/server";
import { apiClient } from "./support/api-client";
import { testStorage } from "./support/database";

// spec 3 §2 Settings, §5 Change password and §4 Account deletion over HTTP: notification flags as 0/1, the current
// password checked, the new one different; DELETE users deactivates at once, a login within 15 days (of the API
// clock, moved with POST /__test/clock) restores, later the account is gone for good. This file has its own API
// (memory://, or a fresh database of TEST_DATABASE_URL), so its seeded people and its clock are nobody else's.
let api: RunningApi;
const { call } = apiClient(() => api);

beforeAll(async () => {
  api = await startProductApi({ port: 0, ...(await testStorage()), seed: true, log: false, testEndpoints: true });
});
afterAll(async () => {
  await api?.close();
});

const DAY = 24 * 60 * 60;
const TIRANA = { latitude: 41.3275, longitude: 19.8187 };

let counter = 0;
function person() {
  counter += 1;
  const six = String(Date.now() + counter * 7919).slice(-6);
  return { full_name: `Settings Person ${counter}`, email: `settings${counter}.${Date.now()}@example.al`, phone: `069${(counter % 9) + 1}${six}`, password: "secret12" };
}

async function register(p = person()) {
  const res = await call("register", { body: { ...p, refferal_code: "", session_id: "", device: { token: "web" } } });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return p;
}

async function logIn(credentials: { email: string; password: string }) {
  return call("login", { body: { ...credentials, device: { token: "web" } } });
}

async function token(credentials: { email: string; password: string }) {
  const res = await logIn(credentials);
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json.token as string;
}

const advance = (seconds: number) => call("__test/clock", { body: { advance_seconds: seconds } });

async function directoryIds(viewer: string, name: string) {
  const res = await call(`users/shijoers?name=${encodeURIComponent(name)}`, { token: viewer });
  expect(res.status).toBe(200);
  return (res.json.shijoers.data as Array<{ id: number }>).map((x) => x.id);
}

async function mapIds(viewer: string) {
  const res = await call("users/shijo-map-data-with-distance-with-maplocation-with-lastactive-users", {
    token: viewer,
    body: { ...TIRANA, latitudeDelta: 0.2, longitudeDelta: 0.2, zoom: 12, group_size: 1, distance: 20000 },
  });
  expect(res.status).toBe(200);
  return (res.json.shijoers as Array<{ users: Array<{ id: number }> }>).flatMap((g) => g.users.map((u) => u.id));
}

describe("settings (PUT users)", () => {
  it("saves each notification toggle as 0/1 and GET users answers it", async () => {
    const t = await token(await register());
    for (const key of ["push_notis", "promo_notis", "blog_notifications", "email_notis"]) {
      expect((await call("users", { method: "PUT", token: t, body: { [key]: 0 } })).json.user[key]).toBe(0);
      expect((await call("users", { token: t })).json.user[key]).toBe(0);
      expect((await call("users", { method: "PUT", token: t, body: { [key]: 1 } })).json.user[key]).toBe(1);
    }
    expect((await call("users", { method: "PUT", token: t, body: { push_notis: "yes" } })).status).toBe(422);
  });

  it("change password: a wrong current one is refused in the user's language; the new one must differ and have 6+", async () => {
    const p = await register();
    const t = await token(p);
    const wrong = await call("users", { method: "PUT", token: t, lang: "sq", body: { old_password: "jo-kjo", password: "changed1" } });
    expect(wrong.status).toBe(422);
    expect(wrong.json.errors.old_password).toEqual(["Fjalëkalimi aktual nuk është i saktë."]);
    const same = await call("users", { method: "PUT", token: t, lang: "en", body: { old_password: p.password, password: p.password } });
    expect(same.status).toBe(422);
    expect(same.json.errors.password).toEqual(["The new password must be different from the current one."]);
    expect((await call("users", { method: "PUT", token: t, body: { old_password: p.password, password: "12345" } })).status).toBe(422);
    expect((await logIn(p)).status).toBe(200); // nothing changed so far

    expect((await call("users", { method: "PUT", token: t, body: { old_password: p.password, password: "changed1" } })).status).toBe(200);
    expect((await logIn(p)).status).toBe(401);
    expect((await logIn({ email: p.email, password: "changed1" })).status).toBe(200);
  });
});

describe("account deletion (DELETE users)", () => {
  it("deactivates at once: every token stops working, the person leaves the directory and the friends map", async () => {
    const demo = await token({ email: "demo@shijo.al", password: "shijo123" });
    const elira = { email: "elira@shijo.al", password: "shijo123" };
    const [first, second] = [await token(elira), await token(elira)];
    expect(await directoryIds(demo, "elira")).toEqual([3]);
    expect(await mapIds(demo)).toContain(3);

    const res = await call("users", { method: "DELETE", token: first });
    expect(res).toMatchObject({ status: 200, json: { success: true } });
    expect((await call("users", { token: first })).status).toBe(401);
    expect((await call("users", { token: second })).status).toBe(401);
    expect(await directoryIds(demo, "elira")).toEqual([]);
    expect(await mapIds(demo)).not.toContain(3);
    expect((await call("users", { method: "DELETE" })).status).toBe(401);

    // spec 3 §4: logging in within 15 days restores the account, with its friends and place on the map.
    await advance(14 * DAY);
    const back = await token(elira);
    expect((await call("users", { token: back })).json.user).toMatchObject({ id: 3, email: elira.email });
    expect(await directoryIds(demo, "elira")).toEqual([3]);
    expect(await mapIds(demo)).toContain(3);
  });

  it("after 15 days the account is deleted for good: the login fails and the e-mail and phone are free again", async () => {
    const p = await register();
    const t = await token(p);
    expect((await call("users", { method: "DELETE", token: t })).status).toBe(200);
    // Within the 15 days the e-mail still belongs to the deactivated account.
    expect((await call("register", { body: { ...p, device: { token: "web" } } })).status).toBe(422);

    await advance(15 * DAY);
    expect((await logIn(p)).status).toBe(401);
    const again = await call("register", { body: { ...p, full_name: "Someone New", device: { token: "web" } } });
    expect(again.status, JSON.stringify(again.json)).toBe(201);
    const fresh = await token(p);
    const me = (await call("users", { token: fresh })).json.user;
    expect(me).toMatchObject({ full_name: "Someone New", cashback_amount: 0 });
  });
});
