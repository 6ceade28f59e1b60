import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { defaultOrdersFilter, ordersApiQuery, ordersFilterFromQuery, ordersFilterToQuery, pastOrdersApiQuery } from "@/lib/orders/filter";
import { nextReviewStep, REVIEW_TAGS, reviewPayload, reviewTagsOf, roundRating, validateReviewStep, type ReviewDraft } from "@/lib/orders/review";

const draft = (ratings: [number, number, number]): ReviewDraft => ({ ratings, tags: [["friendly", "packaging"], ["tasty"], []], comments: [" Shumë mirë ", "", ""] });

describe("spec 2 §4 Review wizard: each of the first three steps needs a rating (display precision 0.5)", () => {
  it("an unrated step gives its own message", () => {
    expect(validateReviewStep(0, 0)).toBe("order_review.add_restaurant_rating");
    expect(validateReviewStep(1, null)).toBe("order_review.add_dishes_rating");
    expect(validateReviewStep(2, 0.2)).toBe("order_review.add_courier_rating");
    expect(validateReviewStep(2, 0.5)).toBeNull();
  });

  it("ratings snap to halves between 0 and 5", () => {
    expect(roundRating(3.74)).toBe(3.5);
    expect(roundRating(3.76)).toBe(4);
    expect(roundRating(7)).toBe(5);
  });

  it("step 0 restaurant, 1 dishes, 2 rider, then submit (3 thank-you after success)", () => {
    expect(nextReviewStep(0, draft([4, 0, 0]))).toEqual({ ok: true, step: 1 });
    expect(nextReviewStep(1, draft([4, 0, 0]))).toEqual({ ok: false, key: "order_review.add_dishes_rating" });
    expect(nextReviewStep(2, draft([4, 5, 3]))).toEqual({ ok: true, step: "submit" });
  });

  it("spec 2 §3 review submission; comments optional; customer_name is username or full_name", () => {
    expect(reviewPayload(draft([4.5, 5, 3]), { username: "", full_name: "Ana Hoxha" })).toEqual({
      vendor_rating: 4.5, dish_rating: 5, rider_rating: 3, vendor_categ: ["packaging", "friendly"], dish_categ: ["tasty"], rider_categ: [],
      vendor_comment: "Shumë mirë", dish_comment: "", rider_comment: "", customer_name: "Ana Hoxha",
    });
  });

  it("issue 9 #21: quick tags are sent as the step's stable ids, never as the label on screen", () => {
    expect(REVIEW_TAGS.flat()).toEqual([...new Set(REVIEW_TAGS.flat())]);
    for (const id of REVIEW_TAGS.flat()) expect(id).toMatch(/^[a-zA-Z]+$/);
    // A translated label, another step's id or a repeat never reaches the product API.
    expect(reviewTagsOf(0, ["Paketim i mirë", "Good packaging", "tasty", "value", "value", 3])).toEqual(["value"]);
    expect(reviewTagsOf(2, ["reachable", "polite"])).toEqual(["polite", "reachable"]);
  });

  it("every quick tag has its label in both languages", () => {
    for (const lang of ["sq", "en"] as const) {
      const m = JSON.parse(readFileSync(path.join(process.cwd(), "messages", `${lang}.json`), "utf8")) as { order_review: Record<string, string> };
      for (const id of REVIEW_TAGS.flat()) expect(m.order_review[`tag_${id}`], `${lang} tag_${id}`).toMatch(/\S/);
    }
  });
});

describe("spec 2 §3 Orders filter: discount, cashback, promotion, split, searchTerm, orders_tab (default current)", () => {
  it("URL ↔ filter both ways", () => {
    const f = ordersFilterFromQuery(new URLSearchParams("orders_tab=past&cashback=1&split=1&searchTerm=pica&discount=0"));
    expect(f).toEqual({ ...defaultOrdersFilter(), orders_tab: "past", cashback: true, split: true, searchTerm: "pica" });
    expect(ordersFilterFromQuery(ordersFilterToQuery(f))).toEqual(f);
    expect(ordersFilterToQuery(defaultOrdersFilter()).toString()).toBe("");
    expect(ordersFilterFromQuery({ orders_tab: "weird" }).orders_tab).toBe("current");
  });

  it("spec 2 §7: GET orders?page&per_page=15&…&status=current or past", () => {
    const q = ordersApiQuery({ ...defaultOrdersFilter(), promotion: true }, 2);
    expect(Object.fromEntries(q)).toEqual({ page: "2", per_page: "15", status: "current", promotion: "1" });
  });

  it("spec 2 §7: past orders at a vendor: vendor_id with the same toggles, no status", () => {
    const q = pastOrdersApiQuery(9, { ...defaultOrdersFilter(), discount: true, searchTerm: "x" }, 1);
    expect(Object.fromEntries(q)).toEqual({ page: "1", per_page: "15", discount: "1", searchTerm: "x", vendor_id: "9" });
  });
});
