import { describe, expect, it } from "vitest";
import { PICTURE_KINDS } from "@/product-api/src/images/illustrations";
import { escapeXml, initials, wrap } from "@/product-api/src/images/palette";
import { bannerSvg, logoSvg, pictureSvg } from "@/product-api/src/images/pictures";
import { FOOD_CATEGORIES } from "@/product-api/src/seed/data/food-categories";
import { MENUS } from "@/product-api/src/seed/data/menus";
import { OPTION_SETS } from "@/product-api/src/seed/data/options";
import { VENDORS } from "@/product-api/src/seed/data/vendors";
import { openingHours } from "@/product-api/src/seed/hours";
import { statusPath } from "@/product-api/src/seed/orders";
import { createRng, slugify, stableHash } from "@/product-api/src/seed/prng";

describe("seed PRNG and hashes", () => {
  it("repeats the same sequence for the same seed", () => {
    const a = createRng(42);
    const b = createRng(42);
    const draws = Array.from({ length: 50 }, () => a.next());
    expect(Array.from({ length: 50 }, () => b.next())).toEqual(draws);
    expect(draws.every((x) => x >= 0 && x < 1)).toBe(true);
    expect(createRng(43).next()).not.toBe(draws[0]);
  });

  it("draws integers within bounds and samples without repeats", () => {
    const rng = createRng(7);
    const ints = Array.from({ length: 500 }, () => rng.int(3, 6));
    expect(new Set(ints)).toEqual(new Set([3, 4, 5, 6]));
    const sample = rng.sample([1, 2, 3, 4, 5, 6, 7], 4);
    expect(new Set(sample).size).toBe(4);
    expect(rng.sample([1, 2], 5)).toHaveLength(2);
  });

  it("derives stable 12-character hashes and Albanian-folded slugs", () => {
    expect(stableHash("vendor", 1)).toBe(stableHash("vendor", 1));
    expect(stableHash("vendor", 1)).toMatch(/^[0-9a-f]{12}$/);
    expect(stableHash("vendor", 1)).not.toBe(stableHash("blog", 1));
    expect(slugify("Tavë kosi & Byrek Çela")).toBe("tave-kosi-byrek-cela");
    expect(slugify("Green & Protein")).toBe("green-protein");
  });
});

describe("seed data", () => {
  it("names only option sets, picture kinds and food categories that exist", () => {
    const icons = new Set<string>(FOOD_CATEGORIES.map((c) => c.icon));
    for (const icon of icons) expect(PICTURE_KINDS, icon).toContain(icon);
    for (const [key, menu] of Object.entries(MENUS)) {
      for (const category of menu) {
        expect(category.products.length, `${key}/${category.title}`).toBeGreaterThanOrEqual(3);
        for (const [title, , price, kind, flags = ""] of category.products) {
          expect(PICTURE_KINDS, title).toContain(kind);
          expect(Number.isInteger(price) && price > 0, title).toBe(true);
          for (const flag of flags.split(" ").filter(Boolean)) {
            if (flag.startsWith("+")) expect(Object.keys(OPTION_SETS), title).toContain(flag.slice(1));
            else expect(["18", "meal", "diet"], title).toContain(flag);
          }
        }
      }
    }
    for (const v of VENDORS) for (const c of v.cats) expect(icons, v.title).toContain(c);
  });

  it("has the vendors the storefront's demos name, and unique titles", () => {
    const titles = VENDORS.map((v) => v.title);
    expect(new Set(titles).size).toBe(titles.length);
    expect(titles).toEqual(expect.arrayContaining(["Oda", "Mullixhiu", "Era", "Pizza Napoli", "Farmacia Tirana"]));
    expect(VENDORS.some((v) => v.hours === "h24")).toBe(true);
    expect(VENDORS.some((v) => v.hours === "closed")).toBe(true);
  });

  it("writes hours as HH:MM with the close after the open, and 24 h as 00:00–23:59 every day", () => {
    for (const preset of ["std", "h24", "split", "early", "week"] as const) {
      for (const h of openingHours(preset)) {
        expect(h.timeOpen < h.timeClose, `${preset} ${h.weekDay}`).toBe(true);
        expect(h.weekDay).toBeGreaterThanOrEqual(0);
        expect(h.weekDay).toBeLessThanOrEqual(6);
      }
    }
    expect(openingHours("h24")).toHaveLength(7);
    expect(openingHours("h24").every((h) => h.timeOpen === "00:00" && h.timeClose === "23:59")).toBe(true);
    expect(openingHours("closed")).toEqual([]);
  });

  it("walks order statuses along the spec's flows (spec 2 §4)", () => {
    expect(statusPath("delivery", "delivered")).toEqual(["new", "processing", "picked_by_rider", "delivered"]);
    expect(statusPath("pickup", "picked_up")).toEqual(["new", "processing", "ready_to_pickup", "picked_up"]);
    expect(statusPath("reserve", "completed")).toEqual(["new", "reserved", "completed"]);
    expect(statusPath("delivery", "declined")).toEqual(["new", "declined"]);
  });
});

describe("generated pictures", () => {
  it("escape names, so a vendor called <script> cannot inject markup", () => {
    const svg = logoSvg(`<script>alert("x")</script>`);
    expect(svg).not.toContain("<script>");
    expect(escapeXml(`a&b"<'>`)).toBe("a&#38;b&#34;&#60;&#39;&#62;");
  });

  it("write initials and wrap long titles", () => {
    expect(initials("Pizza Napoli")).toBe("PN");
    expect(initials("Oda")).toBe("OD");
    expect(initials("ëmbëlsira")).toBe("ËM");
    expect(wrap("Sekreti i një tave kosi të përsosur", 14)).toEqual(["Sekreti i një", "tave kosi të", "përsosur"]);
  });

  it("draw every kind at the requested size", () => {
    for (const kind of PICTURE_KINDS) {
      const svg = pictureSvg(kind, "seed", 200);
      expect(svg).toMatch(/^<svg [^>]*width="200" height="200"/);
    }
    expect(bannerSvg("Oda", "traditional", "Tradicionale")).toContain("Tradicionale");
  });
});
