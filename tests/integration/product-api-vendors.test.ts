import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startProductApi, type RunningApi } from "@/product-api/src/server";
import { testStorage } from "./support/database";

// spec 2 §7 GET vendors (filters, sorts, paging, distance, zones, open_now), GET vendors/mobile-feature-blocks and
// spec 1 §7 GET search/keywords-suggestions, over real HTTP against the seeded local product API.
const APP_KEY = "shijo-local-app-key";
const TIRANA = { lat: 41.32754, lng: 19.81869 };
const DURRES = { lat: 41.3147, lng: 19.4455 };

let api: RunningApi;

beforeAll(async () => {
  api = await startProductApi({ port: 0, ...(await testStorage()), seed: true, log: false, testEndpoints: false });
});
afterAll(async () => {
  await api?.close();
});

interface V {
  id: number;
  hash_id: string;
  slug: string;
  title: string;
  distance: number;
  is_open: number;
  zone: { id: number } | null;
  vendor_type: string;
  order_method: string;
  delivery_type: string;
  delivery_fee: number;
  online_payment: number;
  rating_interval: number;
  total_ratings: number;
  maximum_delivery_time: number;
  latitude: number;
  longitude: number;
  food_category_ids: number[];
  [key: string]: unknown;
}
interface Page {
  data: V[];
  current_page: number;
  last_page: number;
  total: number;
}

async function get(path: string, lang: "sq" | "en" = "sq") {
  const response = await fetch(`${api.url}${path}`, { headers: { "App-Key": APP_KEY, platform: "Web", language: lang } });
  return { status: response.status, json: await response.json() };
}

async function vendors(query: Record<string, string | number | string[]>): Promise<Page> {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) {
    if (Array.isArray(v)) v.forEach((x) => params.append(`${k}[]`, x));
    else params.set(k, String(v));
  }
  const res = await get(`vendors?${params}`);
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json.vendors as Page;
}

const near = (point = TIRANA) => ({ lat: point.lat, lng: point.lng });
const titles = (page: Page) => page.data.map((v) => v.title);

/** Independent haversine, so the test does not trust the code it checks. */
function metres(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const r = (d: number) => (d * Math.PI) / 180;
  const h = Math.sin(r(b.lat - a.lat) / 2) ** 2 + Math.cos(r(a.lat)) * Math.cos(r(b.lat)) * Math.sin(r(b.lng - a.lng) / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.sqrt(h));
}

/** Moves the API clock to the next time the Tirana wall clock shows hh:mm. */
function advanceToTirana(hh: number, mm: number): void {
  const parts = new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/Tirane", hour: "2-digit", minute: "2-digit", second: "2-digit", hourCycle: "h23" })
    .formatToParts(api.clock.now())
    .reduce<Record<string, number>>((acc, p) => (p.type === "literal" ? acc : { ...acc, [p.type]: Number(p.value) }), {});
  const nowSeconds = parts.hour * 3600 + parts.minute * 60 + parts.second;
  let delta = hh * 3600 + mm * 60 - nowSeconds;
  if (delta <= 60) delta += 24 * 3600;
  api.clock.advance(delta * 1000);
}

describe("GET vendors: shape (spec 2 §3 Vendor)", () => {
  it("answers vendors { data, current_page, last_page, total } with the Vendor fields", async () => {
    const page = await vendors({ ...near(), page: 1, per_page: 15 });
    expect(page.current_page).toBe(1);
    expect(page.data).toHaveLength(15);
    expect(page.last_page).toBe(Math.ceil(page.total / 15));
    const v = page.data[0];
    expect(v.hash_id).toMatch(/^[0-9a-f]{12}$/);
    expect(v.order_method).toMatch(/^(delivery|pickup|reserve)(-(delivery|pickup|reserve))*$/);
    expect(v.logo_thumbnail_path).toMatch(new RegExp(`^${api.url}images/vendors/\\d+/logo\\.svg$`));
    for (const key of [
      "slug", "title", "custom_text", "profile_path", "rating_interval", "distance", "max_pickup_time", "min_delivery_time",
      "minimum_delivery_time", "maximum_delivery_time", "delivery_minimum_order_price", "small_order_fee", "is_open", "isFav",
      "is_new", "selected_order_method", "vendor_type", "delivery_type", "tags", "tags_en", "address", "country", "latitude",
      "longitude", "phone_number", "custom_closed_info", "vendor_opening_days", "reservation_hours", "start_pickup",
      "end_pickup", "can_schedule", "online_payment", "zone", "is_active",
    ]) {
      expect(v, key).toHaveProperty(key);
    }
    expect([0, 1]).toContain(v.is_open);
    expect(typeof v.tags).toBe("string");
  });

  it("gives tags in both languages, comma separated", async () => {
    const page = await vendors({ ...near(), name: "Pizza Napoli" });
    expect(page.data[0]).toMatchObject({ title: "Pizza Napoli", tags: "Pica, Italiane", tags_en: "Pizza, Italian" });
  });
});

describe("GET vendors: distance and delivery zones", () => {
  it("computes real distances in metres from lat/lng (haversine)", async () => {
    const page = await vendors({ ...near(), per_page: 100 });
    expect(page.data.length).toBeGreaterThan(20);
    for (const v of page.data) {
      const expected = metres(TIRANA, { lat: v.latitude, lng: v.longitude });
      expect(Math.abs(v.distance - expected), v.title).toBeLessThan(Math.max(3, expected * 0.002));
    }
    const farmacia = page.data.find((v) => v.title === "Farmacia Tirana");
    expect(farmacia?.distance).toBeLessThan(20);
  });

  it("lists only vendors near the location: Tirana has no Durrës vendors, Durrës has them", async () => {
    const tirana = await vendors({ ...near(), per_page: 100 });
    expect(titles(tirana)).not.toContain("Peshk Durrësi");
    expect(tirana.data.every((v) => v.distance <= 20_000)).toBe(true);
    const durres = await vendors({ ...near(DURRES), per_page: 100 });
    expect(titles(durres)).toEqual(expect.arrayContaining(["Peshk Durrësi", "Pizza Plazhi", "Spar Durrës"]));
    expect(titles(durres)).not.toContain("Oda");
  });

  it("gives a zone only when the location is inside the vendor's delivery range", async () => {
    // A point west of the centre: some Tirana vendors are within their 5–8 km radius, others are not.
    const kashar = { lat: 41.345, lng: 19.735 };
    const page = await vendors({ ...near(kashar), per_page: 100 });
    const inside = page.data.filter((v) => v.zone);
    const outside = page.data.filter((v) => !v.zone);
    expect(inside.length).toBeGreaterThan(0);
    expect(outside.length).toBeGreaterThan(0);
    // Seeded radii are 5 000–8 000 m; Mullixhiu has a 4 km polygon instead.
    for (const v of page.data.filter((x) => x.title !== "Mullixhiu")) {
      if (v.distance <= 4_990) expect(v.zone, v.title).not.toBeNull();
      if (v.distance >= 8_010) expect(v.zone, v.title).toBeNull();
    }
  });

  it("has distance 0 and no zone without a location (every active vendor, e.g. for the sitemap)", async () => {
    const page = await vendors({ per_page: 100 });
    expect(page.total).toBe(45);
    expect(page.data.every((v) => v.distance === 0 && v.zone === null)).toBe(true);
  });
});

describe("GET vendors: filters (spec 2 §7)", () => {
  it("vendor_type Restaurant or Grocery (and pharmacy)", async () => {
    const restaurants = await vendors({ ...near(), vendor_type: "Restaurant", per_page: 100 });
    const groceries = await vendors({ ...near(), vendor_type: "Grocery", per_page: 100 });
    const pharmacies = await vendors({ ...near(), vendor_type: "pharmacy", per_page: 100 });
    expect(restaurants.total).toBeGreaterThan(20);
    expect(restaurants.data.every((v) => v.vendor_type === "restaurant")).toBe(true);
    expect(titles(groceries).sort()).toEqual(["Big Market Zogu i Zi", "Conad Blloku", "Conad TEG", "Eco Market Fruta", "Spar Tirana e Re"]);
    expect(pharmacies.data.every((v) => v.vendor_type === "pharmacy")).toBe(true);
    expect(pharmacies.total).toBe(3);
  });

  it("order_method keeps vendors offering that method", async () => {
    const page = await vendors({ ...near(), order_method: "Reserve", per_page: 100 });
    expect(page.total).toBeGreaterThan(3);
    expect(page.data.every((v) => v.order_method.split("-").includes("reserve"))).toBe(true);
    expect(page.data.every((v) => v.selected_order_method === "reserve")).toBe(true);
  });

  it("food_category_ids[] keeps vendors in any of the categories", async () => {
    const page = await vendors({ ...near(), food_category_ids: ["1", "2"], per_page: 100 });
    expect(page.total).toBeGreaterThan(3);
    expect(page.data.every((v) => v.food_category_ids.includes(1) || v.food_category_ids.includes(2))).toBe(true);
    const all = await vendors({ ...near(), per_page: 100 });
    const expected = all.data.filter((v) => v.food_category_ids.includes(1) || v.food_category_ids.includes(2));
    expect(page.total).toBe(expected.length);
  });

  it("promotions=1 keeps vendors with a running promotion or discount", async () => {
    const page = await vendors({ ...near(), promotions: 1 });
    expect(titles(page).sort()).toEqual(["Burger House", "Era", "Pizza Napoli"]);
  });

  it("online_payment=1 drops cash-only vendors", async () => {
    const page = await vendors({ ...near(), online_payment: 1, per_page: 100 });
    expect(page.data.every((v) => v.online_payment === 1)).toBe(true);
    expect(titles(page)).not.toContain("Byrek Ceren");
  });

  it("delivery_by_shijo=1 keeps vendors delivered by Shijo's riders", async () => {
    const page = await vendors({ ...near(), delivery_by_shijo: 1, per_page: 100 });
    expect(page.total).toBeGreaterThan(5);
    expect(page.data.every((v) => v.delivery_type === "shijo" && v.order_method.includes("delivery"))).toBe(true);
    expect(titles(page)).not.toContain("Tymi Skarë");
  });

  it("is_meal=1 and is_dietary=1 narrow the list", async () => {
    const all = await vendors({ ...near(), per_page: 100 });
    const meal = await vendors({ ...near(), is_meal: 1, per_page: 100 });
    const dietary = await vendors({ ...near(), is_dietary: 1, per_page: 100 });
    expect(meal.total).toBeGreaterThan(0);
    expect(meal.total).toBeLessThan(all.total);
    expect(titles(meal)).toContain("Oda");
    expect(titles(dietary).sort()).toEqual(["Eco Market Fruta", "Green & Protein"]);
  });

  it("low_fee and high_fee bound the delivery fee", async () => {
    const page = await vendors({ ...near(), low_fee: 150, high_fee: 200, per_page: 100 });
    expect(page.total).toBeGreaterThan(0);
    expect(page.data.every((v) => v.delivery_fee >= 150 && v.delivery_fee <= 200)).toBe(true);
    // spec 2 §9: 0 and 300 mean no bound.
    const unbounded = await vendors({ ...near(), low_fee: 0, high_fee: 300, per_page: 100 });
    const all = await vendors({ ...near(), per_page: 100 });
    expect(unbounded.total).toBe(all.total);
  });

  it("name matches the title, tags in either language and product titles, ignoring case and ë/ç", async () => {
    expect(titles(await vendors({ ...near(), name: "NAPOLI" }))).toEqual(["Pizza Napoli"]);
    // tags_en "Burgers"
    expect(titles(await vendors({ ...near(), name: "burgers", per_page: 100 }))).toEqual(expect.arrayContaining(["Burger House", "Smash Bros Burger"]));
    // tags "Ëmbëlsira, Pastiçeri" typed without the accents
    expect(titles(await vendors({ ...near(), name: "embelsira pasticeri" }))).toEqual(["Pasticeri Sofra"]);
    // a product title on the traditional menus
    const fergese = await vendors({ ...near(), name: "fërgesë", per_page: 100 });
    expect(titles(fergese)).toContain("Oda");
    expect(fergese.data.every((v) => !v.vendor_type || v.vendor_type === "restaurant")).toBe(true);
    expect((await vendors({ ...near(), name: "zzqx" })).total).toBe(0);
  });

  it("refuses bad values with 422 and field errors", async () => {
    for (const q of ["ordering_attribute=price", "ordering_order=2", "per_page=101", "page=0", "lat=95&lng=10", "vendor_type=bakery", "order_method=drone"]) {
      const res = await get(`vendors?${q}`, "en");
      expect(res.status, q).toBe(422);
      expect(res.json.message, q).toBe("The given data was invalid.");
      expect(Object.keys(res.json.errors).length, q).toBeGreaterThan(0);
    }
  });
});

describe("GET vendors: sorts and paging", () => {
  const pairs = <T>(list: T[]) => list.slice(1).map((b, i) => [list[i], b] as const);

  it("sorts by each spec key in the asked direction", async () => {
    const rating = await vendors({ ...near(), ordering_attribute: "rating_interval", ordering_order: -1, per_page: 100 });
    expect(pairs(rating.data).every(([a, b]) => a.rating_interval >= b.rating_interval)).toBe(true);
    const fastest = await vendors({ ...near(), ordering_attribute: "maximum_delivery_time", ordering_order: 1, per_page: 100 });
    expect(pairs(fastest.data).every(([a, b]) => a.maximum_delivery_time <= b.maximum_delivery_time)).toBe(true);
    const closest = await vendors({ ...near(), ordering_attribute: "distance", ordering_order: 1, per_page: 100 });
    expect(pairs(closest.data).every(([a, b]) => a.distance <= b.distance)).toBe(true);
    expect(closest.data[0].title).toBe("Farmacia Tirana");
    const popular = await vendors({ ...near(), ordering_attribute: "total_ratings", ordering_order: -1, per_page: 100 });
    expect(pairs(popular.data).every(([a, b]) => a.total_ratings >= b.total_ratings)).toBe(true);
    const byTitle = await vendors({ ...near(), ordering_attribute: "title", per_page: 100 });
    const names = titles(byTitle).map((t) => t.toLowerCase());
    expect(pairs(names).every(([a, b]) => a <= b)).toBe(true);
  });

  it("pages of 15 cover the whole list once, in order, with no vendor twice", async () => {
    const query = { ...near(), vendor_type: "Restaurant", ordering_attribute: "rating_interval", ordering_order: -1 };
    const all = await vendors({ ...query, per_page: 100 });
    const first = await vendors({ ...query, page: 1 });
    expect(first.last_page).toBe(Math.ceil(all.total / 15));
    const seen: string[] = [];
    for (let page = 1; page <= first.last_page; page++) {
      const p = await vendors({ ...query, page });
      expect(p.current_page).toBe(page);
      expect(p.total).toBe(all.total);
      seen.push(...p.data.map((v) => v.hash_id));
    }
    expect(seen).toEqual(all.data.map((v) => v.hash_id));
    expect(new Set(seen).size).toBe(seen.length);
    const beyond = await vendors({ ...query, page: first.last_page + 1 });
    expect(beyond.data).toEqual([]);
  });
});

describe("GET vendors: open_now and is_open (Europe/Tirane)", () => {
  it("at 04:00 in Tirana only the 24-hour vendors are open", async () => {
    advanceToTirana(4, 0);
    const open = await vendors({ ...near(), open_now: 1, per_page: 100 });
    expect(titles(open).sort()).toEqual(["Farmacia Tirana", "Pizza Napoli", "Spar Tirana e Re"]);
    const all = await vendors({ ...near(), per_page: 100 });
    expect(all.data.filter((v) => v.is_open === 1).map((v) => v.title).sort()).toEqual(["Farmacia Tirana", "Pizza Napoli", "Spar Tirana e Re"]);
    // Without a sort, open vendors come first.
    expect(all.data.slice(0, 3).every((v) => v.is_open === 1)).toBe(true);
  });

  it("at 12:30 the day-time vendors are open too, and the always-closed ones are not", async () => {
    advanceToTirana(12, 30);
    const open = await vendors({ ...near(), open_now: 1, per_page: 100 });
    const names = titles(open);
    expect(names).toEqual(expect.arrayContaining(["Oda", "Mullixhiu", "Pizza Napoli", "Conad Blloku", "Byrektore Tradita"]));
    expect(names).not.toContain("Kasollja e Gjyshit");
    expect(names).not.toContain("Hamburgeria Sauk");
    expect(open.data.every((v) => v.is_open === 1)).toBe(true);
  });
});

describe("GET vendors/mobile-feature-blocks", () => {
  it("answers the five blocks with titles in both languages and vendors near the location", async () => {
    const res = await get(`vendors/mobile-feature-blocks?lat=${TIRANA.lat}&lng=${TIRANA.lng}&vendor_type=Restaurant`);
    expect(res.status).toBe(200);
    const result = res.json.result as Record<string, { block: { title_sq: string; title_en: string; is_active: number }; vendors: V[] }>;
    expect(Object.keys(result).sort()).toEqual(["exclusive", "free_delivery", "is_grocery", "new", "suggested"]);
    expect(result.suggested.block).toEqual({ title_sq: "Të sugjeruara për ju", title_en: "Suggested for you", is_active: 1 });
    expect(result.suggested.vendors.every((v) => v.vendor_type === "restaurant" && v.is_suggested === 1)).toBe(true);
    expect(result.new.vendors.every((v) => v.is_new === 1)).toBe(true);
    expect(result.exclusive.vendors.map((v) => v.title)).toEqual(expect.arrayContaining(["Mullixhiu", "Sushi Tokyo Tirana"]));
    expect(result.free_delivery.vendors.every((v) => v.free_delivery === 1)).toBe(true);
    // is_grocery lists groceries whatever vendor type the list shows.
    expect(result.is_grocery.vendors.length).toBeGreaterThan(0);
    expect(result.is_grocery.vendors.every((v) => v.vendor_type === "grocery")).toBe(true);
    expect(Object.values(result).flatMap((b) => b.vendors).every((v) => v.distance <= 20_000)).toBe(true);
  });

  it("applies the list's filters to every block", async () => {
    const res = await get(`vendors/mobile-feature-blocks?lat=${TIRANA.lat}&lng=${TIRANA.lng}&promotions=1`);
    const suggested = res.json.result.suggested.vendors as V[];
    expect(suggested.map((v) => v.title).sort()).toEqual(["Era", "Pizza Napoli"]);
  });
});

describe("GET vendors/map-points (issue 26 §4, ADR 0032)", () => {
  interface Point { id: number; hash_id: string; slug: string; title: string; order_method: string; latitude: number; longitude: number; logo: string | null }
  const points = async (query: string) => {
    const res = await get(`vendors/map-points?${query}`);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    return res.json.data as Point[];
  };
  /** Every vendor the list answers for the same filters, without a location (every active vendor, all pages). */
  const everyListed = async (query: Record<string, string>) => {
    const out: V[] = [];
    for (let page = 1; ; page++) {
      const p = await vendors({ ...query, page, per_page: 100 });
      out.push(...p.data);
      if (page >= p.last_page) return out;
    }
  };

  it("answers every active vendor wherever it is, each once, in the spec's marker form and nothing more", async () => {
    const all = await points("");
    const listed = await everyListed({});
    expect(all.map((p) => p.id).sort((a, b) => a - b)).toEqual(listed.map((v) => v.id).sort((a, b) => a - b));
    // Durrës' vendors too: the map is not the list's 20 km around a point, even when a point is sent.
    const fromTirana = await points(`lat=${TIRANA.lat}&lng=${TIRANA.lng}`);
    expect(fromTirana.length).toBe(all.length);
    expect(fromTirana.some((p) => metres(TIRANA, { lat: p.latitude, lng: p.longitude }) > 20_000)).toBe(true);
    const byId = new Map(listed.map((v) => [v.id, v]));
    for (const p of all) {
      expect(Object.keys(p).sort()).toEqual(["hash_id", "id", "latitude", "logo", "longitude", "order_method", "slug", "title"]);
      const v = byId.get(p.id)!;
      expect({ hash_id: p.hash_id, slug: p.slug, title: p.title, order_method: p.order_method, latitude: p.latitude, longitude: p.longitude, logo: p.logo })
        .toEqual({ hash_id: v.hash_id, slug: v.slug, title: v.title, order_method: v.order_method, latitude: v.latitude, longitude: v.longitude, logo: v.logo_thumbnail_path });
    }
  });

  it("applies the list's filters", async () => {
    const groceries = await points("vendor_type=Grocery");
    expect(groceries.length).toBeGreaterThan(0);
    expect(groceries.map((p) => p.id).sort((a, b) => a - b)).toEqual((await everyListed({ vendor_type: "Grocery" })).map((v) => v.id).sort((a, b) => a - b));
    expect((await points("promotions=1")).map((p) => p.title).sort()).toEqual((await everyListed({ promotions: "1" })).map((v) => v.title).sort());
    expect((await points("name=pizza")).map((p) => p.title)).toContain("Pizza Napoli");
  });

  it("refuses bad filters with 422, like the list", async () => {
    expect((await get("vendors/map-points?vendor_type=Spaceship")).status).toBe(422);
    expect((await get("vendors/map-points?low_fee=-5")).status).toBe(422);
  });
});

describe("GET search/keywords-suggestions", () => {
  it("suggests popular terms containing the search, most searched first", async () => {
    const res = await get("search/keywords-suggestions?search=pi");
    expect(res.status).toBe(200);
    const suggestions = res.json.suggestions as Array<{ keyword: string; search_count: number }>;
    // One entry per word, whatever its case: the keyword "pica" and the category "Pica" are one suggestion.
    const words = suggestions.map((s) => s.keyword.toLowerCase());
    expect(words).toContain("pica");
    expect(new Set(words).size).toBe(words.length);
    expect(suggestions.every((s) => s.keyword.toLowerCase().includes("pi"))).toBe(true);
    expect(suggestions.slice(1).every((s, i) => suggestions[i].search_count >= s.search_count)).toBe(true);
  });

  it("folds accents and answers category titles in the request's language", async () => {
    const sq = await get("search/keywords-suggestions?search=embel");
    expect(sq.json.suggestions.map((s: { keyword: string }) => s.keyword.toLowerCase())).toContain("ëmbëlsira");
    const en = await get("search/keywords-suggestions?search=burg", "en");
    expect(en.json.suggestions.map((s: { keyword: string }) => s.keyword)).toContain("Burgers");
  });

  it("answers no suggestions for an empty search", async () => {
    const res = await get("search/keywords-suggestions?search=");
    expect(res).toEqual({ status: 200, json: { suggestions: [] } });
  });
});
