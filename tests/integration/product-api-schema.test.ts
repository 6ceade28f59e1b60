import { is } from "drizzle-orm";
import { PgTable, getTableConfig } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "@/product-api/src/db/client";
import { migrate, migrationFiles } from "@/product-api/src/db/migrate";
import { ungeneratedStatements } from "@/product-api/src/db/schema-drift";
import * as schema from "@/product-api/src/db/schema";
import { seed } from "@/product-api/src/seed";
import { testStorage } from "./support/database";

// The Drizzle schema, the migrations drizzle-kit generated from it (applied by drizzle-orm's migrator), and the
// deterministic seed.
let database: Database;
const rows = <T = Record<string, unknown>>(query: string) => database.session((raw) => raw.query<T>(query));

beforeAll(async () => {
  database = await openDatabase(await testStorage());
  await migrate(database);
  await seed(database.db, new Date("2025-03-14T09:30:00Z"));
});
afterAll(async () => {
  await database?.close();
});

describe("migrations", () => {
  it("are recorded and not applied twice", async () => {
    expect(migrationFiles()[0]).toBe("0000_init");
    expect(await migrate(database)).toEqual([]);
    const applied = await rows<{ n: number }>("SELECT count(*)::int n FROM drizzle.__drizzle_migrations");
    expect(applied[0].n).toBe(migrationFiles().length);
  });

  it("are up to date: drizzle-kit would generate nothing from the schema", async () => {
    expect(await ungeneratedStatements()).toEqual([]);
  });

  it("keep the constraints and indexes the schema declares (checks, partial and expression indexes)", async () => {
    const checks = await rows<{ conname: string }>(
      "SELECT conname FROM pg_constraint k JOIN pg_namespace n ON n.oid = k.connamespace WHERE n.nspname = 'public' AND contype = 'c'",
    );
    expect(checks.map((c) => c.conname)).toEqual(
      expect.arrayContaining(["users_sex_check", "orders_status_check", "zones_check", "vendors_order_method_check"]),
    );
    expect(checks.length).toBeGreaterThanOrEqual(38);
    const [pair] = await rows<{ indexdef: string }>("SELECT indexdef FROM pg_indexes WHERE indexname = 'friendships_pair_idx'");
    expect(pair.indexdef).toMatch(/UNIQUE INDEX .*LEAST\(user_id, friend_id\), GREATEST\(user_id, friend_id\)\) WHERE \(status <> 'canceled'::text\)/);
  });

  it("create exactly the columns the Drizzle schema declares, table by table", async () => {
    const tables: PgTable[] = [];
    for (const value of Object.values(schema) as unknown[]) if (is(value, PgTable)) tables.push(value);
    expect(tables.length).toBeGreaterThanOrEqual(45);
    const columns = await rows<{ table_name: string; column_name: string }>(
      "SELECT table_name, column_name FROM information_schema.columns WHERE table_schema = current_schema()",
    );
    for (const table of tables) {
      const config = getTableConfig(table);
      const inDb = columns.filter((c) => c.table_name === config.name).map((c) => c.column_name).sort();
      expect(inDb, config.name).toEqual(config.columns.map((c) => c.name).sort());
    }
  });
});

describe("seed", () => {
  const fingerprint = async () =>
    JSON.stringify(
      await rows(
        `SELECT (SELECT json_agg(json_build_array(id, hash_id, slug, title, delivery_fee, rating_interval) ORDER BY id) FROM vendors) v,
                (SELECT json_agg(json_build_array(id, vendor_id, title, price, discount_price, age_18) ORDER BY id) FROM products) p,
                (SELECT json_agg(json_build_array(id, product_id, title, type, price) ORDER BY id) FROM product_options) o,
                (SELECT json_agg(json_build_array(id, order_id, title, quantity, unit_price) ORDER BY id) FROM order_items) i`,
      ),
    );

  it("is deterministic: seeding again, at another time, gives the same ids, hashes, menus and orders", async () => {
    const first = await fingerprint();
    await seed(database.db, new Date("2026-01-02T20:00:00Z"));
    expect(await fingerprint()).toBe(first);
  });

  it("has vendors of all four types, in Tirana and beyond, each with a 5–8 km zone or a polygon", async () => {
    const vendors = await rows<{ vendor_type: string; city: string; radius_m: number | null; polygon: unknown }>(
      "SELECT v.vendor_type, v.city, z.radius_m, z.polygon FROM vendors v JOIN zones z ON z.vendor_id = v.id",
    );
    expect(vendors.length).toBeGreaterThanOrEqual(40);
    expect(new Set(vendors.map((v) => v.vendor_type))).toEqual(new Set(["restaurant", "grocery", "pharmacy", "other"]));
    expect(new Set(vendors.map((v) => v.city))).toEqual(new Set(["Tiranë", "Durrës", "Shkodër", "Prishtinë"]));
    for (const v of vendors) {
      if (v.polygon) continue;
      expect(v.radius_m).toBeGreaterThanOrEqual(5000);
      expect(v.radius_m).toBeLessThanOrEqual(8000);
    }
  });

  it("has a vendor open 00:00–23:59 every day and one that is always closed", async () => {
    const always = await rows<{ n: number }>(
      `SELECT count(*)::int n FROM (SELECT vendor_id FROM vendor_hours WHERE kind = 'opening' AND time_open = '00:00'
        AND time_close = '23:59' GROUP BY vendor_id HAVING count(DISTINCT week_day) = 7) t`,
    );
    expect(always[0].n).toBeGreaterThanOrEqual(1);
    const closed = await rows<{ title: string; custom_closed_info: string | null }>(
      "SELECT title, custom_closed_info FROM vendors v WHERE NOT EXISTS (SELECT 1 FROM vendor_hours h WHERE h.vendor_id = v.id AND h.kind = 'opening')",
    );
    expect(closed.length).toBeGreaterThanOrEqual(1);
    expect(closed.some((v) => v.custom_closed_info)).toBe(true);
  });

  it("gives every menu 3–6 categories of 3–8 products, with options, additions and age-restricted drinks", async () => {
    const menus = await rows<{ vendor_id: number; categories: number; smallest: number; largest: number }>(
      `SELECT vendor_id, count(*)::int categories, min(n)::int smallest, max(n)::int largest
         FROM (SELECT c.vendor_id, c.id, count(p.id) n FROM menu_categories c LEFT JOIN products p ON p.category_id = c.id GROUP BY 1, 2) t
        GROUP BY vendor_id`,
    );
    for (const m of menus) {
      expect(m.categories, `vendor ${m.vendor_id}`).toBeGreaterThanOrEqual(3);
      expect(m.categories, `vendor ${m.vendor_id}`).toBeLessThanOrEqual(6);
      expect(m.smallest, `vendor ${m.vendor_id}`).toBeGreaterThanOrEqual(3);
      expect(m.largest, `vendor ${m.vendor_id}`).toBeLessThanOrEqual(8);
    }
    const kinds = await rows<{ type: string }>("SELECT DISTINCT type FROM product_options ORDER BY type");
    expect(kinds.map((k) => k.type)).toEqual(["addition", "option"]);
    const adult = await rows<{ title: string }>("SELECT title FROM products WHERE age_18");
    expect(adult.some((p) => /Birrë|Verë|Raki/.test(p.title))).toBe(true);
  });

  it("sets up the demo account: verified phone, 350 L cashback that the wallet adds up to, 2 addresses, a Visa 4242", async () => {
    const [demo] = await rows<{ id: number; verified_by_mobile: boolean; phone: string; cashback_amount: number; default_card_id: string }>(
      "SELECT * FROM users WHERE email = 'demo@shijo.al'",
    );
    expect(demo).toMatchObject({ verified_by_mobile: true, phone: "0691234567", cashback_amount: 350 });
    const [fresh] = await rows<{ verified_by_mobile: boolean; phone: string }>("SELECT * FROM users WHERE email = 'new@shijo.al'");
    expect(fresh).toMatchObject({ verified_by_mobile: false, phone: "0671234567" });

    const mismatched = await rows(
      `SELECT u.id FROM users u LEFT JOIN wallet_transactions w ON w.user_id = u.id
        GROUP BY u.id HAVING u.cashback_amount <> COALESCE(sum(w.amount), 0)`,
    );
    expect(mismatched).toEqual([]);
    const addresses = await rows<{ favourite: boolean }>(`SELECT favourite FROM addresses WHERE user_id = ${demo.id}`);
    expect(addresses.map((a) => a.favourite).sort()).toEqual([false, true]);
    const [card] = await rows<{ id: string; brand: string; last4: string }>(`SELECT * FROM payment_methods WHERE user_id = ${demo.id}`);
    expect(card).toMatchObject({ id: demo.default_card_id, brand: "visa", last4: "4242" });
    const statuses = await rows<{ status: string }>(`SELECT DISTINCT status FROM orders WHERE user_id = ${demo.id}`);
    expect(statuses.map((s) => s.status)).toEqual(expect.arrayContaining(["delivered", "declined", "picked_up", "completed", "cancelled"]));
    const friends = await rows<{ n: number }>(`SELECT count(*)::int n FROM friendships WHERE status = 'accepted' AND ${demo.id} IN (user_id, friend_id)`);
    expect(friends[0].n).toBeGreaterThanOrEqual(4);
  });

  it("keeps order totals to the spec formula: subtotal − coupon − cashback + fees + tip", async () => {
    const orders = await rows<Record<string, number>>("SELECT * FROM orders");
    for (const o of orders) {
      expect(o.total_price, `order ${o.id}`).toBe(o.sub_total - o.coupon_amount - o.discount_amount - o.cashback + o.small_order_fee + o.delivery_fee + o.tip_rider);
    }
    const items = await rows<{ order_id: number; sum: number }>(
      `SELECT order_id, sum((unit_price + COALESCE((SELECT sum((o->>'price')::int) FROM jsonb_array_elements(options) o), 0)) * quantity)::int sum
         FROM order_items GROUP BY order_id`,
    );
    for (const i of items) expect(i.sum, `order ${i.order_id}`).toBe(orders.find((o) => o.id === i.order_id)!.sub_total);
  });

  it("has blog quizzes of 3 questions with exactly one correct answer each, and the coupons SHIJO10 and OLD5", async () => {
    const questions = await rows<{ blog_id: number; n: number }>(
      "SELECT q.blog_id, count(*)::int n FROM quiz_questions qq JOIN quizzes q ON q.id = qq.quiz_id GROUP BY 1",
    );
    expect(questions.length).toBeGreaterThanOrEqual(8);
    expect(questions.every((q) => q.n === 3)).toBe(true);
    const correct = await rows<{ n: number }>("SELECT count(*) FILTER (WHERE is_correct)::int n FROM quiz_answers GROUP BY question_id");
    expect(correct.every((c) => c.n === 1)).toBe(true);
    // "Now" is the seed time, which the newest order (minutes old) stands for.
    const coupons = await rows<{ code: string; live: boolean }>(
      "SELECT code, expires_at > (SELECT max(ordered_date) FROM orders) live FROM coupons WHERE code IN ('SHIJO10', 'OLD5') ORDER BY code",
    );
    expect(coupons).toEqual([{ code: "OLD5", live: false }, { code: "SHIJO10", live: true }]);
  });
});
