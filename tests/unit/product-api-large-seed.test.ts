import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { TIRANA } from "@/lib/brand";
import { users } from "@/product-api/src/db/schema";
import { largeMessageId } from "@/product-api/src/seed/large/chats";
import { hasPhoto } from "@/product-api/src/seed/large/catalogue";
import { insertStatement, sqlLiteral } from "@/product-api/src/seed/large/bulk";
import { walletOf } from "@/product-api/src/seed/large/people";
import { PHOTO_HEIGHT, PHOTO_MAX_BYTES, PHOTO_MIN_BYTES, PHOTO_WIDTH, photoId, photoPath, photoPool, renderPhoto } from "@/product-api/src/seed/large/photos";
import {
  TIRANA_POINT, friendsAskedBy, largeCustomer, largeMenu, largeSizes, largeVendor, planCounts, streamFor,
} from "@/product-api/src/seed/large/plan";
import { VENDORS } from "@/product-api/src/seed/data/vendors";
import { stableHash } from "@/product-api/src/seed/prng";
import { haversineMetres } from "@/product-api/src/vendors/geo";

// Issue 26 §1: SHIJO_SEED=large is deterministic (same ids, hashes and names every run) and its plan meets the
// issue's minimums. Checked on the generators alone: npm test never seeds the large profile (minutes of work).

const metres = (a: { lat: number; lng: number }, b: { lat: number; lng: number }) => haversineMetres(a.lat, a.lng, b.lat, b.lng);

describe("large seed: the same world every run", () => {
  it("computes the same vendors, customers, friends, menus and wallets twice", () => {
    const sample = [0, 1, 2, 7, 699, 700, 1234, 2149];
    expect(sample.map((n) => largeVendor(n))).toEqual(sample.map((n) => largeVendor(n)));
    expect([0, 123, 19_999].map(largeCustomer)).toEqual([0, 123, 19_999].map(largeCustomer));
    expect(friendsAskedBy(5, largeSizes())).toEqual(friendsAskedBy(5, largeSizes()));
    expect(largeMenu(streamFor("menu", 3), "pizza", 120)).toEqual(largeMenu(streamFor("menu", 3), "pizza", 120));
    expect(walletOf(3)).toEqual(walletOf(3));
    expect(streamFor("vendor", 9).next()).not.toBe(streamFor("vendor", 10).next());
  });

  it("gives pinned names, places, hashes and ids", () => {
    // The first large vendor follows the small seed's 45: id 46, its hash_id derived from the id like every vendor's.
    expect(VENDORS).toHaveLength(45);
    expect(stableHash("vendor", 46)).toBe("a1c4b461f428");
    expect(largeVendor(2).spec).toMatchObject({ title: "Sallata Rozafa", menu: "vegan", city: "Tiranë", lat: 41.36296, lng: 19.71088, hours: "std" });
    expect(largeVendor(700)).toMatchObject({ menuSize: 40, spec: { title: "Mishi Llogara", city: "Prizren", lat: 42.19869, lng: 20.73035 } });
    expect(largeVendor(2149).spec).toMatchObject({ title: "Kafene Gjergji", city: "Fier" });
    expect(largeCustomer(0)).toMatchObject({ fullName: "Fatos Lika", email: "fatos.lika.1@klient.shijo.al", referralCode: "L0001FAT", mapVisible: false });
    expect(largeCustomer(123)).toMatchObject({ username: "dritan.lika.124", city: "Durrës", mapVisibleType: "except_friend" });
    expect(friendsAskedBy(5, largeSizes())).toEqual([20, 36, 48, 60, 66, 145, 156, 159, 168, 190, 200, 241, 287, 289, 305]);
    expect(walletOf(3).map((line) => line.amount)).toEqual([112, 205, -203]);
    expect(photoId("product:pizza")).toBe("88b89a737b08bf3790a3f055");
    expect(photoPath("cover:grocery")).toBe("images/photos/556cf3e97ed6c41bb57e85d5.jpg");
    expect(largeMessageId(1)).toBe("ml0000001c3c5bd");
    expect(largeMessageId(22_000)).toMatch(/^m[0-9a-z_]{1,60}$/);
    const menu = largeMenu(streamFor("menu", 0), "traditional", 340);
    expect(menu[0].products[0][0]).toBe("Pispili");
    expect(menu.at(-1)?.products.at(-1)?.[0]).toBe("Birrë Tirana (ofertë 2+1)");
  });
});

describe("large seed: the plan meets issue 26's minimums (counted, nothing inserted)", () => {
  const plan = planCounts(1);

  it("has 2,000+ vendors of every kind, 600+ of them in Tirana's list, menus of 20–400 products", () => {
    expect(plan.vendors).toBeGreaterThanOrEqual(2_000);
    expect(plan.vendorsNearTirana).toBeGreaterThanOrEqual(600);
    expect(plan.kinds).toEqual(expect.arrayContaining(["restaurant", "grocery", "pharmacy"]));
    expect(plan.menuMin).toBeGreaterThanOrEqual(20);
    expect(plan.menuMax).toBeLessThanOrEqual(400);
    expect(plan.products).toBeGreaterThan(50_000);
  });

  it("puts a vendor with 300+ products on the first page of Tirana's list: open all day, next to the centre", () => {
    // lib/brand.ts TIRANA is where the storefront asks for Tirana's vendors; open vendors come first, nearest first.
    expect(TIRANA_POINT).toEqual({ lat: TIRANA.latitude, lng: TIRANA.longitude });
    const flagship = largeVendor(0);
    expect(flagship.menuSize).toBeGreaterThanOrEqual(300);
    expect(flagship.spec.hours).toBe("h24");
    expect(metres(flagship.spec, TIRANA_POINT)).toBeLessThan(50);
    expect(largeMenu(streamFor("menu", 0), flagship.spec.menu, flagship.menuSize).flatMap((c) => c.products)).toHaveLength(flagship.menuSize);
  });

  it("has 20,000+ customers with about 30 friends each, in every map-privacy mode", () => {
    expect(plan.customers).toBeGreaterThanOrEqual(20_000);
    expect((2 * plan.friendships) / plan.customers).toBeGreaterThanOrEqual(28);
    expect(plan.mapModes).toEqual(["all_friend", "except_friend", "hidden", "offline", "only_friend"]);
  });

  it("has 200+ group chats, a channel of 20,000+ messages and 50,000+ past orders", () => {
    expect(plan.groups).toBeGreaterThanOrEqual(200);
    expect(plan.bigChannelMessages).toBeGreaterThanOrEqual(20_000);
    expect(plan.orders).toBeGreaterThanOrEqual(50_000);
  });

  it("gives 80 %+ of products a photo", () => {
    const ids = Array.from({ length: 10_000 }, (_, i) => 900 + i);
    expect(ids.filter(hasPhoto).length / ids.length).toBeGreaterThanOrEqual(0.8);
  });

  it("keeps every wallet's balance at zero or more, line by line", () => {
    for (let n = 0; n < 500; n++) {
      let balance = 0;
      for (const line of walletOf(n)) {
        balance += line.amount;
        expect(balance).toBeGreaterThanOrEqual(0);
      }
    }
  });

  it("scales down keeping each kind of thing (for quick local runs)", () => {
    const small = largeSizes(0.01);
    expect(small.vendors).toBeGreaterThanOrEqual(3);
    expect(small.tiranaVendors).toBeLessThan(small.vendors);
    expect(small.customers).toBe(200);
  });
});

describe("large seed: photos and statements", () => {
  it("draws a real JPEG, 1600×1200, 150–400 KB", async () => {
    const spec = photoPool().find((p) => p.key === "product:pizza")!;
    const jpeg = await renderPhoto(spec);
    const meta = await sharp(jpeg).metadata();
    expect(meta).toMatchObject({ format: "jpeg", width: PHOTO_WIDTH, height: PHOTO_HEIGHT });
    expect(jpeg.length).toBeGreaterThanOrEqual(PHOTO_MIN_BYTES);
    expect(jpeg.length).toBeLessThanOrEqual(PHOTO_MAX_BYTES);
  });

  it("a pool of a few dozen photos, every one with its own id", () => {
    const pool = photoPool();
    expect(pool.length).toBeGreaterThanOrEqual(24);
    expect(pool.length).toBeLessThanOrEqual(60);
    expect(new Set(pool.map((p) => photoId(p.key))).size).toBe(pool.length);
  });

  it("writes multi-row INSERTs with quoted literals and column defaults", () => {
    expect(sqlLiteral("Ç'kemi")).toBe("'Ç''kemi'");
    expect(sqlLiteral(new Date("2026-01-02T03:04:05Z"))).toBe("'2026-01-02T03:04:05.000Z'");
    expect(sqlLiteral({ a: "it's" })).toBe(`'{"a":"it''s"}'`);
    expect(sqlLiteral(null)).toBe("NULL");
    expect(() => sqlLiteral(Number.NaN)).toThrow();
    const text = insertStatement(users, [
      { id: 1, fullName: "Drita O'Neill", email: "a@b.al", referralCode: "X1", photo: null },
      { id: 2, fullName: "Ilir", email: "c@d.al", referralCode: "X2" },
    ]);
    expect(text).toBe(`INSERT INTO "users" ("id","full_name","email","photo","referral_code") VALUES (1,'Drita O''Neill','a@b.al',NULL,'X1'),(2,'Ilir','c@d.al',DEFAULT,'X2')`);
  });
});
