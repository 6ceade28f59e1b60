import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startProductApi, type RunningApi } from "@/product-api/src/server";
import { apiClient, PASSWORD } from "./support/api-client";
import { testStorage } from "./support/database";

// spec 3 §7 profile calls over HTTP for issue 13's profile area: PUT users with the profile fields (§3 User, §5 Edit
// profile), addresses (§4 a favourite address cannot be deleted, §8 its message) and cards (default_card_id).
// Every test registers its own people, so no seeded account changes.
let api: RunningApi;
const { call } = apiClient(() => api);

beforeAll(async () => {
  api = await startProductApi({ port: 0, ...(await testStorage()), seed: true, log: false, testEndpoints: false });
});
afterAll(async () => {
  await api?.close();
});

let serial = 0;
/** A new account (unique e-mail and Albanian mobile), logged in: its bearer token. */
async function freshUser(): Promise<string> {
  serial += 1;
  const six = String(100000 + ((Date.now() + serial * 7919) % 900000));
  const email = `profile.${Date.now()}.${serial}@example.al`;
  const created = await call("register", { body: { full_name: "Arta Krasniqi", email, phone: `068${serial % 9 + 1}${six}`, password: PASSWORD } });
  expect(created.status, JSON.stringify(created.json)).toBeLessThan(300);
  const res = await call("login", { body: { email, password: PASSWORD, device: { token: "web" } } });
  expect(res.status).toBe(200);
  return res.json.token as string;
}

// The smallest PNG (1×1) and a GIF header: a picker accepts jpeg and png only (spec 3 §2).
const PNG = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==";
const GIF = Buffer.from("GIF89a\x01\x00\x01\x00\x00\x00\x00;", "latin1").toString("base64");

describe("PUT users (spec 3 §7) with the edit-profile fields", () => {
  it("saves full name, e-mail, a phone without its leading 0, gender and birthday (YYYY-MM-DD), and answers the user", async () => {
    const token = await freshUser();
    const email = `edited.${Date.now()}@example.al`;
    const res = await call("users", { method: "PUT", token, body: { full_name: "Arta K.", email, phone: "693456781", gender: "female", birthday: "1994-03-21" } });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.user).toMatchObject({ full_name: "Arta K.", email, phone: "0693456781", sex: "female", gender: "female", birthdate: "1994-03-21", birthday: "1994-03-21" });
    const again = await call("users", { token });
    expect(again.json.user).toMatchObject({ full_name: "Arta K.", sex: "female", birthdate: "1994-03-21" });
  });

  it("refuses a phone outside the Albanian mobile formats, a bad e-mail and an empty name, changing nothing", async () => {
    const token = await freshUser();
    for (const body of [{ phone: "0612345678" }, { email: "not-an-email" }, { full_name: "  " }, { gender: "other" }, { birthday: "21/03/1994" }]) {
      const res = await call("users", { method: "PUT", token, body });
      expect(res.status, JSON.stringify(body)).toBe(422);
    }
    expect((await call("users", { token })).json.user.full_name).toBe("Arta Krasniqi");
  });

  it("refuses a birth date in the future in the caller's language, under the name it was sent as; today is fine (issue 24)", async () => {
    const token = await freshUser();
    const tomorrow = new Date(Date.now() + 36 * 3_600_000).toISOString().slice(0, 10);
    const en = await call("users", { method: "PUT", token, body: { birthday: "2099-01-01" } });
    expect(en.status).toBe(422);
    expect(en.json.errors).toEqual({ birthday: ["The birth date cannot be in the future."] });
    const sq = await call("users", { method: "PUT", token, lang: "sq", body: { birthdate: tomorrow } });
    expect(sq.status).toBe(422);
    expect(sq.json.errors).toEqual({ birthdate: ["Datëlindja nuk mund të jetë në të ardhmen."] });
    expect((await call("users", { token })).json.user.birthdate).toBeNull();
    const today = new Date(Date.now() - 12 * 3_600_000).toISOString().slice(0, 10);
    expect((await call("users", { method: "PUT", token, body: { birthday: today } })).json.user.birthdate).toBe(today);
  });

  it("stores a base64 png photo (a data: URL too) and serves it; a gif is refused in the caller's language", async () => {
    const token = await freshUser();
    const res = await call("users", { method: "PUT", token, body: { photo: `data:image/png;base64,${PNG}` } });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const url = res.json.user.photo as string;
    expect(url).toMatch(/^http:\/\/.+\/images\/chat\/[0-9a-f]{24}\.png$/);
    const image = await fetch(url);
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/png");
    // Sending the current URL back leaves the photo as it is.
    expect((await call("users", { method: "PUT", token, body: { photo: url, full_name: "Arta" } })).json.user.photo).toBe(url);

    const gif = await call("users", { method: "PUT", token, lang: "sq", body: { photo: GIF, full_name: "Emër tjetër" } });
    expect(gif.status).toBe(422);
    expect(JSON.stringify(gif.json)).toContain("JPEG ose PNG");
    expect((await call("users", { token })).json.user).toMatchObject({ full_name: "Arta", photo: url });
  });
});

describe("addresses (spec 3 §4 Address, §8)", () => {
  const place = (street: string) => ({ address_type: "home", lat: 41.33, lng: 19.82, country: "Albania", city: "Tiranë", street });

  it("a new address is primary; make primary moves the flag; the primary one cannot be deleted; another can", async () => {
    const token = await freshUser();
    const first = await call("addresses", { token, body: place("Rruga e Durrësit") });
    expect(first.status).toBe(201);
    const second = await call("addresses", { token, body: { ...place("Rruga e Kavajës"), address_type: "work" } });
    const [a, b] = [first.json.address.id as number, second.json.address.id as number];
    expect(second.json.addresses).toEqual([expect.objectContaining({ id: b, favourite: 1 }), expect.objectContaining({ id: a, favourite: 0 })]);

    const primary = await call(`addresses/${a}`, { method: "PUT", token, body: { favourite: 1 } });
    expect(primary.json.addresses.map((x: { id: number; favourite: number }) => [x.id, x.favourite])).toEqual([[a, 1], [b, 0]]);

    const refused = await call(`addresses/${a}`, { method: "DELETE", token, lang: "en" });
    expect(refused.status).toBe(422);
    expect(refused.json.error).toBe("You can not delete a favorite address");
    const refusedSq = await call(`addresses/${a}`, { method: "DELETE", token, lang: "sq" });
    expect(refusedSq.json.error).not.toBe(refused.json.error);

    const removed = await call(`addresses/${b}`, { method: "DELETE", token });
    expect(removed.status).toBe(200);
    expect(removed.json.addresses).toEqual([expect.objectContaining({ id: a, favourite: 1 })]);
  });

  it("an edit changes only what is sent and keeps the primary flag", async () => {
    const token = await freshUser();
    const created = await call("addresses", { token, body: place("Rruga e Elbasanit") });
    const id = created.json.address.id as number;
    const edited = await call(`addresses/${id}`, { method: "PUT", token, body: { building: "12", notes: "Kati i dytë" } });
    expect(edited.json.address).toMatchObject({ id, street: "Rruga e Elbasanit", building: "12", notes: "Kati i dytë", favourite: 1 });
  });

  it("one user cannot touch another's address", async () => {
    const [owner, other] = [await freshUser(), await freshUser()];
    const id = (await call("addresses", { token: owner, body: place("Rruga Myslym Shyri") })).json.address.id as number;
    await call(`addresses/${id}`, { method: "PUT", token: owner, body: { favourite: 0 } });
    expect((await call(`addresses/${id}`, { method: "DELETE", token: other })).status).toBe(404);
    expect((await call(`addresses/${id}`, { method: "PUT", token: other, body: { street: "x" } })).status).toBe(404);
  });
});

describe("cards and default_card_id (spec 3 §7)", () => {
  const card = { name: "ARTA KRASNIQI", number: "4242 4242 4242 4242", cvc: "123", exp_month: 12, exp_year: 2099 };

  it("adds a card (only brand, last4 and expiry come back), makes it the default, deletes it", async () => {
    const token = await freshUser();
    const created = await call("stripe/payment-methods/create", { token, body: card });
    expect(created.status).toBe(201);
    const pm = created.json.payment_method;
    expect(JSON.stringify(created.json)).not.toContain("4242424242424242");
    expect(JSON.stringify(created.json)).not.toContain('"123"');
    expect(pm.card).toMatchObject({ last4: "4242", exp_month: 12, exp_year: 2099 });

    const profile = await call("users", { method: "PUT", token, body: { default_card_id: pm.id } });
    expect(profile.json.user.default_card_id).toBe(pm.id);
    const list = await call("stripe/payment-methods", { token });
    expect(list.json.data).toEqual([expect.objectContaining({ id: pm.id, is_default: 1 })]);

    expect((await call(`stripe/payment-methods/${pm.id}`, { method: "DELETE", token })).json).toEqual({ success: 1 });
    expect((await call("users", { token })).json.user.default_card_id).toBeNull();
  });

  it("refuses another user's card as default and a card with a past expiry", async () => {
    const [owner, other] = [await freshUser(), await freshUser()];
    const pm = (await call("stripe/payment-methods/create", { token: owner, body: card })).json.payment_method;
    expect((await call("users", { method: "PUT", token: other, body: { default_card_id: pm.id } })).status).toBe(422);
    expect((await call("stripe/payment-methods/create", { token: owner, body: { ...card, exp_year: 2001 } })).status).toBe(422);
  });
});
