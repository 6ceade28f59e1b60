import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildUrl } from "@/lib/api/client";
import { vendorDetailEnvelopeSchema, vendorOpenSchema, vendorOrdersSchema } from "@/lib/api/schemas/vendor-detail";
import { startProductApi, type RunningApi } from "@/product-api/src/server";
import { testStorage } from "./support/database";

// The vendor page's calls (spec 2 §7): GET vendors/{id}, GET check-vendor-open/{id}, POST vendors/favourites,
// POST products/favourites, GET orders?vendor_id — over real HTTP, and the contract: the storefront's zod
// schemas (lib/api/schemas/vendor-detail.ts) parse what the local API answers.
const APP_KEY = "shijo-local-app-key";
let api: RunningApi;
let token: string;

type Init = { method?: string; body?: unknown; token?: string; lang?: "sq" | "en"; query?: Record<string, string | number> };

async function call(path: string, init: Init = {}) {
  const headers: Record<string, string> = { "App-Key": APP_KEY, platform: "Web", language: init.lang ?? "sq" };
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  if (init.body !== undefined) headers["Content-Type"] = "application/json";
  const response = await fetch(buildUrl(api.url, path, init.query), {
    method: init.method ?? (init.body !== undefined ? "POST" : "GET"),
    headers,
    body: init.body !== undefined ? JSON.stringify(init.body) : undefined,
  });
  const text = await response.text();
  return { status: response.status, json: text ? (JSON.parse(text) as unknown) : null };
}

const detail = async (key: string | number, init: Init = {}) => {
  const res = await call(`vendors/${key}`, init);
  expect(res.status, `vendors/${key}`).toBe(200);
  return vendorDetailEnvelopeSchema.parse(res.json).vendor;
};

beforeAll(async () => {
  api = await startProductApi({ port: 0, ...(await testStorage()), seed: true, log: false, testEndpoints: false });
  const login = await call("login", { body: { email: "demo@shijo.al", password: "shijo123", device: { token: "web" } } });
  token = (login.json as { token: string }).token;
});
afterAll(async () => {
  await api?.close();
});

describe("GET vendors/{id}", () => {
  it("finds a vendor by numeric id and by hash_id, with the whole menu; every seeded vendor parses", async () => {
    const byId = await detail(4);
    expect(byId.title).toBe("Pizza Napoli");
    expect(await detail(byId.hash_id)).toEqual(byId);
    for (let id = 1; id <= 45; id++) {
      const vendor = await detail(id);
      expect(vendor.categories.length, vendor.title).toBeGreaterThan(0);
      for (const product of vendor.categories.flatMap((c) => c.products)) {
        expect(product.vendor_id).toBe(vendor.id);
        expect(product.price).toBeGreaterThan(0);
        expect(product.image_thumbnail_path).toMatch(/^http:\/\//);
      }
    }
  });

  it("products carry options and additions with prices, and the 18+ flag", async () => {
    const products = (await detail(4)).categories.flatMap((c) => c.products);
    const pizza = products.find((p) => p.product_options.some((o) => o.type === "option") && p.product_options.some((o) => o.type === "addition"));
    expect(pizza, "a pizza with sizes and extras").toBeDefined();
    expect(pizza!.product_options.every((o) => o.price >= 0)).toBe(true);
    const all = await Promise.all(Array.from({ length: 45 }, (_, i) => detail(i + 1)));
    expect(all.flatMap((v) => v.categories.flatMap((c) => c.products)).some((p) => p.age_18 === 1)).toBe(true);
  });

  it("an unknown hash or id is 404; anything else is not a vendor route", async () => {
    expect((await call("vendors/aaaaaaaaaaaa")).status).toBe(404);
    expect((await call("vendors/999999")).status).toBe(404);
    expect((await call("vendors/not-a-hash")).status).toBe(404);
  });

  it("spec 2 §4 Order methods: the first part of order_method if offered, else the vendor's first", async () => {
    expect((await detail(4, { query: { order_method: "pickup-delivery" } })).selected_order_method).toBe("pickup");
    expect((await detail(4, { query: { order_method: "reserve" } })).selected_order_method).toBe("delivery");
    expect((await detail(4)).selected_order_method).toBe("delivery");
    expect((await call("vendors/4", { query: { order_method: "<script>" } })).status).toBe(422);
  });

  it("lat/lng give the real distance and the delivery zone; without them distance is 0", async () => {
    const near = await detail(4, { query: { lat: 41.32754, lng: 19.81869 } });
    expect(near.distance).toBeGreaterThan(1000);
    expect(near.distance).toBeLessThan(2500);
    expect(near.zone).not.toBeNull();
    expect((await detail(4)).distance).toBe(0);
    expect((await call("vendors/4", { query: { lat: 200, lng: 19 } })).status).toBe(422);
  });

  it("menu category titles follow the language header", async () => {
    const sq = await detail(4, { lang: "sq" });
    const en = await detail(4, { lang: "en" });
    expect(sq.categories.map((c) => c.id)).toEqual(en.categories.map((c) => c.id));
    expect(sq.categories.map((c) => c.title)).not.toEqual(en.categories.map((c) => c.title));
  });

  it("isFav of the vendor and of products only with a bearer", async () => {
    const guest = await detail(4);
    expect(guest.isFav).toBe(0);
    expect(guest.categories.flatMap((c) => c.products).every((p) => p.isFav === 0)).toBe(true);
    const demo = await detail(4, { token });
    expect(demo.isFav).toBe(1); // seeded favourite
  });
});

describe("GET check-vendor-open/{id}", () => {
  it("agrees with is_open; the always-closed Kasollja e Gjyshit is 0; unknown is 404", async () => {
    const napoli = await detail(4);
    const open = vendorOpenSchema.parse((await call("check-vendor-open/4")).json);
    expect(open.vendor_open).toBe(napoli.is_open);
    const kasollja = await detail("1a620323e073");
    expect(kasollja.title).toBe("Kasollja e Gjyshit");
    expect(kasollja.is_open).toBe(0);
    expect(kasollja.custom_closed_info).toBe("Mbyllur për rinovim. Do të rihapemi së shpejti!");
    expect(vendorOpenSchema.parse((await call(`check-vendor-open/${kasollja.id}`)).json).vendor_open).toBe(0);
    expect((await call("check-vendor-open/aaaaaaaaaaaa")).status).toBe(404);
  });
});

describe("favourites", () => {
  it("need a bearer", async () => {
    expect((await call("vendors/favourites", { body: { vendor_id: 5, favourite: 1 } })).status).toBe(401);
    expect((await call("products/favourites", { body: { product_id: 85, favourite: 1 } })).status).toBe(401);
  });

  it("vendor: 1 adds, 0 removes, and GET vendors/{id} shows it", async () => {
    expect((await call("vendors/favourites", { token, body: { vendor_id: 5, favourite: 1 } })).status).toBe(200);
    expect((await detail(5, { token })).isFav).toBe(1);
    expect((await call("vendors/favourites", { token, body: { vendor_id: 5, favourite: 1 } })).status).toBe(200); // idempotent
    expect((await call("vendors/favourites", { token, body: { vendor_id: 5, favourite: 0 } })).status).toBe(200);
    expect((await detail(5, { token })).isFav).toBe(0);
  });

  it("product: 1 adds, 0 removes", async () => {
    const product = (await detail(5)).categories[0].products[0];
    expect((await call("products/favourites", { token, body: { product_id: product.id, favourite: 1 } })).status).toBe(200);
    const fav = (await detail(5, { token })).categories.flatMap((c) => c.products).find((p) => p.id === product.id);
    expect(fav?.isFav).toBe(1);
    expect((await call("products/favourites", { token, body: { product_id: product.id, favourite: 0 } })).status).toBe(200);
    const gone = (await detail(5, { token })).categories.flatMap((c) => c.products).find((p) => p.id === product.id);
    expect(gone?.isFav).toBe(0);
  });

  it("bad input is 422 with field errors; an unknown id is 404", async () => {
    const bad = await call("vendors/favourites", { token, body: { vendor_id: "x", favourite: 2 } });
    expect(bad.status).toBe(422);
    expect(Object.keys((bad.json as { errors: object }).errors).sort()).toEqual(["favourite", "vendor_id"]);
    expect((await call("vendors/favourites", { token, body: { vendor_id: 99999, favourite: 1 } })).status).toBe(404);
    expect((await call("products/favourites", { token, body: { product_id: 999999, favourite: 1 } })).status).toBe(404);
  });
});

describe("GET orders?vendor_id (past orders at a vendor)", () => {
  it("needs a bearer", async () => {
    expect((await call("orders", { query: { vendor_id: 4 } })).status).toBe(401);
  });

  it("demo has past orders at Pizza Napoli and none at Kasollja e Gjyshit; only their own", async () => {
    const napoli = vendorOrdersSchema.parse((await call("orders", { token, query: { vendor_id: 4, per_page: 15 } })).json);
    expect(napoli.orders.data.length).toBeGreaterThan(0);
    expect(napoli.orders.data.length).toBe(napoli.orders.total); // the other customer's Napoli order is not listed
    const kasollja = vendorOrdersSchema.parse((await call("orders", { token, query: { vendor_id: 25 } })).json);
    expect(kasollja.orders.data).toEqual([]);
  });
});
