import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildUrl } from "@/lib/api/client";
import { queryRecord } from "@/lib/api/query";
import { foodCategoriesSchema } from "@/lib/api/schemas/food-category";
import { searchSuggestionsSchema } from "@/lib/api/schemas/search-suggestion";
import { featureBlocksSchema, vendorsPageSchema, vendorTags } from "@/lib/api/schemas/vendor";
import { TIRANA, TIRANA_ADDRESS } from "@/lib/brand";
import { featureBlocksApiQuery, mapVendorsApiQuery, vendorFilterFromQuery, vendorsApiQuery } from "@/lib/vendors/filter";
import { startProductApi, type RunningApi } from "@/product-api/src/server";
import { testStorage } from "./support/database";

// ARCHITECTURE "Contract tests: the storefront's zod schemas parse every response the local API gives" — for the
// discovery calls, built exactly as the storefront builds them (lib/vendors/filter.ts → apiFetch's buildUrl).
let api: RunningApi;

beforeAll(async () => {
  api = await startProductApi({ port: 0, ...(await testStorage()), seed: true, log: false, testEndpoints: false });
});
afterAll(async () => {
  await api?.close();
});

async function call(path: string, query: URLSearchParams | Record<string, string> = {}, lang: "sq" | "en" = "sq") {
  const record = query instanceof URLSearchParams ? queryRecord(query) : query;
  const url = buildUrl(api.url, path, record);
  const response = await fetch(url, { headers: { "App-Key": "shijo-local-app-key", platform: "Web", language: lang } });
  return { status: response.status, json: (await response.json()) as unknown, url };
}

const tiranaFilter = (extra: Record<string, string> = {}) =>
  vendorFilterFromQuery({ latitude: String(TIRANA.latitude), longitude: String(TIRANA.longitude), formatted_address: TIRANA_ADDRESS.en, ...extra });

describe("discovery contract: storefront queries and schemas against the local product API", () => {
  it("a /stores URL with every filter and sort becomes a GET vendors the API accepts, and the page parses", async () => {
    const filter = tiranaFilter({
      category: "1", order_type: "Delivery", is_meal: "1", open_now: "0", online_payment: "1", delivery_by_shijo: "1",
      ongoing_offer: "0", low_fee: "50", high_fee: "250", sort: "rating", searchTerm: "pica",
    });
    const res = await call("vendors", vendorsApiQuery(filter, 1));
    expect(res.status, res.url.toString()).toBe(200);
    expect(res.url.searchParams.getAll("food_category_ids[]")).toEqual(["1"]);
    const parsed = vendorsPageSchema.parse(res.json);
    expect(parsed.vendors.current_page).toBe(1);
  });

  it("every vendor of every page parses with vendorSchema, with tight types", async () => {
    for (const vendor_type of ["vendors", "grocery"]) {
      const filter = tiranaFilter({ vendor_type });
      const first = vendorsPageSchema.parse((await call("vendors", vendorsApiQuery(filter, 1))).json).vendors;
      expect(first.total).toBeGreaterThan(0);
      for (let page = 1; page <= first.last_page; page++) {
        const { vendors } = vendorsPageSchema.parse((await call("vendors", vendorsApiQuery(filter, page))).json);
        for (const v of vendors.data) {
          expect(typeof v.id).toBe("number");
          expect([0, 1]).toContain(v.is_open);
          expect(v.distance).toBeGreaterThan(0);
          expect(vendorTags(v, "en").length).toBeGreaterThan(0);
          expect(v.vendor_type).toBe(vendor_type === "grocery" ? "grocery" : "restaurant");
        }
      }
    }
  });

  it("the map query (100 at once) parses", async () => {
    const res = await call("vendors", mapVendorsApiQuery(tiranaFilter()));
    const { vendors } = vendorsPageSchema.parse(res.json);
    expect(res.url.searchParams.get("per_page")).toBe("100");
    expect(vendors.data.length).toBe(vendors.total);
  });

  it("featured blocks parse, with titles in both languages", async () => {
    const res = await call("vendors/mobile-feature-blocks", featureBlocksApiQuery(tiranaFilter()));
    const { result } = featureBlocksSchema.parse(res.json);
    expect(result.suggested?.block.title_en).toBe("Suggested for you");
    expect(result.suggested?.block.title_sq).toBe("Të sugjeruara për ju");
    expect(result.is_grocery?.vendors.length).toBeGreaterThan(0);
  });

  it("food categories parse with their vendor counts", async () => {
    const { food_categories } = foodCategoriesSchema.parse((await call("vendors/food-categories")).json);
    expect(food_categories.length).toBeGreaterThanOrEqual(9);
    expect(food_categories.some((c) => (c.vendors_count ?? 0) > 0)).toBe(true);
  });

  it("keyword suggestions parse", async () => {
    const { suggestions } = searchSuggestionsSchema.parse((await call("search/keywords-suggestions", { search: "bur" })).json);
    expect(suggestions.length).toBeGreaterThan(0);
    expect(typeof suggestions[0].search_count).toBe("number");
  });
});
