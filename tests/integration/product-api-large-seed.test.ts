import { sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TIRANA } from "@/lib/brand";
import { openDatabase } from "@/product-api/src/db/client";
import { migrate } from "@/product-api/src/db/migrate";
import { analyzeIfNeverAnalyzed } from "@/product-api/src/db/statistics";
import { rowsOf } from "@/product-api/src/db/rows";
import { seed } from "@/product-api/src/seed";
import { startProductApi, type RunningApi } from "@/product-api/src/server";
import { VENDORS } from "@/product-api/src/seed/data/vendors";
import { largeCustomer } from "@/product-api/src/seed/large/plan";
import { stableHash } from "@/product-api/src/seed/prng";
import { apiClient } from "./support/api-client";
import { testStorage } from "./support/database";

// Issue 26 §1: the large seed at 1 % of its size (the same code, fewer of each thing; the full one takes minutes and
// is measured by hand, see README). What a client of the API sees: the 300-product vendor on the first page of
// Tirana's list, its photos real JPEGs, the small seed's world untouched beside it, new rows numbered after the seed's.

let running: RunningApi | undefined;
const api = () => running!;
const { call, login } = apiClient(api);

beforeAll(async () => {
  running = await startProductApi({ port: 0, ...(await testStorage()), seed: true, log: false, testEndpoints: false, seedProfile: "large", seedScale: 0.01 });
}, 300_000);
afterAll(async () => {
  await running?.close();
});

describe("SHIJO_SEED=large (scaled down)", () => {
  it("lists the 300-product vendor on the first page of Tirana's vendors, with photos that are real JPEGs", async () => {
    const list = await call(`vendors?lat=${TIRANA.latitude}&lng=${TIRANA.longitude}`);
    expect(list.status).toBe(200);
    const firstPage: Array<{ hash_id: string; title: string; profile_path: string; logo_thumbnail_path: string }> = list.json.vendors.data;
    const flagship = firstPage.find((v) => v.title === "Kuzhina e Madhe e Tiranës");
    expect(flagship, firstPage.map((v) => v.title).join(", ")).toBeDefined();

    const detail = await call(`vendors/${flagship!.hash_id}`);
    expect(detail.status).toBe(200);
    const products: Array<{ image_path: string | null }> = detail.json.vendor.categories.flatMap((c: { products: unknown[] }) => c.products);
    expect(products.length).toBeGreaterThanOrEqual(300);
    const withPhoto = products.filter((p) => p.image_path);
    expect(withPhoto.length / products.length).toBeGreaterThanOrEqual(0.8);

    for (const url of [flagship!.profile_path, flagship!.logo_thumbnail_path, withPhoto[0].image_path!]) {
      expect(url).toMatch(/\/images\/photos\/[0-9a-f]{24}\.jpg$/);
      const response = await fetch(url);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("image/jpeg");
      const bytes = Buffer.from(await response.arrayBuffer());
      expect(bytes.length).toBeGreaterThanOrEqual(150 * 1024);
      expect(bytes.length).toBeLessThanOrEqual(400 * 1024);
      expect(await sharp(bytes).metadata()).toMatchObject({ format: "jpeg", width: 1600, height: 1200 });
    }
    // A photo id that is not in the pool is 404, like any unknown picture.
    expect((await fetch(`${api().url}images/photos/${"0".repeat(24)}.jpg`)).status).toBe(404);
  });

  it("shows photos for the small seed's vendors too: covers, logos and products", async () => {
    const napoli = await call(`vendors/${stableHash("vendor", VENDORS.findIndex((v) => v.title === "Pizza Napoli") + 1)}`);
    expect(napoli.status).toBe(200);
    const { vendor } = napoli.json;
    expect(vendor.title).toBe("Pizza Napoli");
    expect(vendor.profile_path).toMatch(/\/images\/photos\/[0-9a-f]{24}\.jpg$/);
    expect(vendor.logo_thumbnail_path).toMatch(/\/images\/photos\/[0-9a-f]{24}\.jpg$/);
    const paths: string[] = vendor.categories.flatMap((c: { products: Array<{ image_path: string }> }) => c.products.map((p) => p.image_path));
    expect(paths.length).toBeGreaterThan(5);
    expect(paths.every((path) => /\/images\/photos\/[0-9a-f]{24}\.jpg$/.test(path)), paths.join(" ")).toBe(true);
    expect((await fetch(paths[0])).headers.get("content-type")).toBe("image/jpeg");
  });

  it("keeps the small seed's world and adds customers who sign in with the seed's password", async () => {
    const demo = await login("demo@shijo.al");
    const channels = await call("chats/channels", { token: demo });
    expect(channels.status).toBe(200);
    const names = JSON.stringify(channels.json);
    expect(names).toContain("Darka e së premtes");
    expect(names).toContain("Shijo Tirana · Bashkësia");

    const customer = largeCustomer(0);
    const token = await login(customer.email);
    const me = await call("users", { token });
    expect(me.status).toBe(200);
    expect(JSON.stringify(me.json)).toContain(customer.fullName);
  });

  it("has the planner's statistics once seeded (PGlite never gathers them by itself)", async () => {
    // Without them a page of orders hashed every product for its thumbnails (ADR 0024, amendment): 1.3 s on the full
    // seed; the friends map read every person in its box (ADR 0028).
    const rows = rowsOf<{ relname: string; reltuples: number }>(
      await api().db.execute(sql`SELECT relname, reltuples::float8 AS reltuples FROM pg_class WHERE relname IN ('orders', 'order_items', 'products', 'users', 'chat_messages') AND relkind = 'r'`),
    );
    expect(rows.map((r) => r.relname).sort()).toEqual(["chat_messages", "order_items", "orders", "products", "users"]);
    for (const r of rows) expect(Number(r.reltuples), r.relname).toBeGreaterThan(0);
  });

  it("numbers what is made after the seed past the seed's rows", async () => {
    const demo = await login("demo@shijo.al");
    const group = await call("chats/channels", { token: demo, body: { channel_type: "group", full_name: "Pas farës", member_ids: [3], admin_id: 1 } });
    // Without the sequence moved past the seed's channels (c1000 on), this would collide with the big group.
    expect(group.status, JSON.stringify(group.json)).toBe(201);
    const id: string = group.json.channel?._id ?? group.json.channel?.id ?? group.json._id;
    expect(Number(String(id).replace(/^c/, ""))).toBeGreaterThan(1000);
  });
});

describe("analyzeIfNeverAnalyzed (a directory seeded before the large seed analyzed as it ended)", () => {
  it("gathers the statistics of a database with many orders and none, once; leaves a small one alone", async () => {
    const database = await openDatabase({ dataDir: "memory://" });
    try {
      await migrate(database);
      await seed(database.db, new Date("2026-11-01T10:00:00Z"));
      const reltuples = async () => Number(rowsOf<{ r: number }>(await database.db.execute(sql`SELECT reltuples::float8 AS r FROM pg_class WHERE oid = 'orders'::regclass`))[0].r);
      expect(await reltuples()).toBe(-1);
      // The small seed's orders are far under the threshold: its start stays as it was.
      expect(await analyzeIfNeverAnalyzed(database.db)).toBe(false);
      expect(await reltuples()).toBe(-1);
      expect(await analyzeIfNeverAnalyzed(database.db, { fromRows: 10 })).toBe(true);
      expect(await reltuples()).toBeGreaterThanOrEqual(10);
      expect(await analyzeIfNeverAnalyzed(database.db, { fromRows: 10 })).toBe(false);
    } finally {
      await database.close();
    }
  }, 120_000);
});
