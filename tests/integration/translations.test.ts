import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startProductApi, type RunningApi } from "@/product-api/src/server";
import { testStorage } from "./support/database";

// Issue 9 #24: the product API answers seeded content in the request's language (the `language` header): product
// descriptions, landing pages (title, reviews, testimonials, stats, FAQ) and promotions; Albanian only where the
// vendor wrote no English (Byrek Ceren's menu, Artigiano Akullore's landing page).
const APP_KEY = "shijo-local-app-key";
const LANDING_KEY = "shijo-local-landing-key";
const DEMO = { email: "demo@shijo.al", password: "shijo123" };
const NAPOLI = "e435fd83f471";

let api: RunningApi;

beforeAll(async () => {
  api = await startProductApi({ port: 0, ...(await testStorage()), seed: true, log: false });
});
afterAll(async () => {
  await api?.close();
});

async function get<T>(path: string, lang: "sq" | "en", headers: Record<string, string> = { "App-Key": APP_KEY }): Promise<T> {
  const response = await fetch(`${api.url}${path}`, { headers: { platform: "Web", language: lang, ...headers } });
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

type Menu = { vendor: { categories: Array<{ products: Array<{ id: number; title: string; description: string | null }> }> } };
const products = (menu: Menu) => menu.vendor.categories.flatMap((c) => c.products);
const ALBANIAN = /[ëç]|\b(me|dhe|të|për|në)\b/i;
const ENGLISH = /\b(with|and|the|of|for)\b/i;

describe("seeded content in the request's language", () => {
  it("product descriptions: Albanian for sq, English for en, the same products", async () => {
    const [sq, en] = await Promise.all([get<Menu>(`vendors/${NAPOLI}`, "sq"), get<Menu>(`vendors/${NAPOLI}`, "en")]);
    const pairs = products(sq).map((p) => [p, products(en).find((q) => q.id === p.id)!] as const);
    expect(pairs.length).toBeGreaterThan(3);
    for (const [a, b] of pairs) {
      expect(b.title).toBe(a.title); // dish names are proper names
      expect(a.description).not.toBe(b.description);
    }
    const margherita = pairs.find(([p]) => p.title === "Pizza Margherita");
    if (margherita) expect([margherita[0].description, margherita[1].description]).toEqual(["Domate, mocarela, borzilok", "Tomato, mozzarella, basil"]);
    expect(pairs.filter(([a]) => ALBANIAN.test(a.description ?? "")).length).toBeGreaterThan(pairs.length / 2);
    expect(pairs.every(([, b]) => !/[ëç]/.test(b.description ?? ""))).toBe(true);
  });

  it("a vendor with no English menu falls back to its Albanian descriptions", async () => {
    const list = await get<{ vendors: { data: Array<{ title: string; hash_id: string }> } }>("vendors?lat=41.32754&lng=19.81869&page=1&per_page=50&name=Ceren", "en");
    const hash = list.vendors.data.find((v) => v.title === "Byrek Ceren")!.hash_id;
    const [sq, en] = await Promise.all([get<Menu>(`vendors/${hash}`, "sq"), get<Menu>(`vendors/${hash}`, "en")]);
    expect(products(en).map((p) => p.description)).toEqual(products(sq).map((p) => p.description));
    expect(products(en).some((p) => ALBANIAN.test(p.description ?? ""))).toBe(true);
  });

  it("landing pages: title, reviews, testimonials, stats and FAQ in English for en; Albanian for sq", async () => {
    const gateway = { "api-key": LANDING_KEY };
    type Landing = { landingPage: { title: string; description: string; reviews: Array<{ name: string; title: string; content: string; rating: number }>; testimonials: Array<{ content: string }>; stats: Array<{ title: string; value: string }>; faqs: Array<{ question: string; answer: string }> } };
    const [sq, en] = await Promise.all([get<Landing>(`gateway/api/landing-page/${NAPOLI}`, "sq", gateway), get<Landing>(`gateway/api/landing-page/${NAPOLI}`, "en", gateway)]);
    expect(sq.landingPage.title).toBe("Pizza Napoli: porosit me Shijo");
    expect(en.landingPage.title).toBe("Pizza Napoli: order with Shijo");
    expect(en.landingPage.description).toMatch(ENGLISH);
    expect(en.landingPage.reviews.map((r) => [r.name, r.rating])).toEqual(sq.landingPage.reviews.map((r) => [r.name, r.rating]));
    for (const part of [en.landingPage.reviews.map((r) => `${r.title} ${r.content}`), en.landingPage.testimonials.map((t) => t.content), en.landingPage.stats.map((s) => s.title), en.landingPage.faqs.map((f) => `${f.question} ${f.answer}`)]) {
      expect(part.length).toBeGreaterThan(0);
      for (const text of part) expect(text, text).not.toMatch(/[ëç]/);
    }
    expect(en.landingPage.stats.map((s) => s.value)).toEqual(sq.landingPage.stats.map((s) => s.value));
    expect(sq.landingPage.faqs[0].question).toBe("Sa kushton dërgesa?");
    expect(en.landingPage.faqs[0].question).toBe("How much is delivery?");
  });

  it("a landing page written only in Albanian is shown in Albanian on English pages", async () => {
    const list = await get<{ vendors: { data: Array<{ title: string; hash_id: string }> } }>("vendors?lat=41.32754&lng=19.81869&page=1&per_page=50&name=Akullore", "en");
    const hash = list.vendors.data.find((v) => v.title === "Artigiano Akullore")!.hash_id;
    const en = await get<{ landingPage: { title: string; faqs: Array<{ question: string }> } }>(`gateway/api/landing-page/${hash}`, "en", { "api-key": LANDING_KEY });
    expect(en.landingPage.title).toBe("Artigiano Akullore: porosit me Shijo");
    expect(en.landingPage.faqs[0].question).toBe("Sa kushton dërgesa?");
  });

  it("promotions: title and description in the request's language", async () => {
    const login = await fetch(`${api.url}login`, {
      method: "POST",
      headers: { "App-Key": APP_KEY, platform: "Web", language: "sq", "Content-Type": "application/json" },
      body: JSON.stringify({ ...DEMO, device: { token: "web" } }),
    });
    const { token } = (await login.json()) as { token: string };
    const auth = { "App-Key": APP_KEY, Authorization: `Bearer ${token}` };
    type Promotions = { promotions: Array<{ id: number; title: string; description: string }> };
    const [sq, en] = await Promise.all([get<Promotions>("promotions/active", "sq", auth), get<Promotions>("promotions/active", "en", auth)]);
    const burgerSq = sq.promotions.find((p) => p.id === 3)!;
    const burgerEn = en.promotions.find((p) => p.id === 3)!;
    expect([burgerSq.title, burgerEn.title]).toEqual(["200 L zbritje te Burger House", "200 L off at Burger House"]);
    expect([burgerSq.description, burgerEn.description]).toEqual(["200 L zbritje për porositë mbi 1200 L.", "200 L off orders over 1200 L."]);
  });
});
