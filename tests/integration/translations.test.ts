import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { landingPages, products, vendors } from "@/product-api/src/db/schema";
import { startProductApi, type RunningApi } from "@/product-api/src/server";
import { ALBANIAN_LETTERS, DECIMAL_POINT, ENGLISH_WORDS, withoutPlaceNames } from "../unit/support/language";
import { testStorage } from "./support/database";

// Issues 9 #24 and 25: the product API answers seeded content in the request's language (the `language` header):
// blog posts (with their own English slug), quizzes, vendor texts, product descriptions and option names, landing
// pages, FAQs, legal pages, support tags, search suggestions, the company address and what support says in chat.
// Product titles stay as the vendor wrote them. Where a text has no English version, the Albanian is shown.
const APP_KEY = "shijo-local-app-key";
const LANDING_KEY = "shijo-local-landing-key";
const DEMO = { email: "demo@shijo.al", password: "shijo123" };
const NAPOLI = "e435fd83f471";
const TIRANA = "lat=41.32754&lng=19.81869";

let api: RunningApi;

beforeAll(async () => {
  api = await startProductApi({ port: 0, ...(await testStorage()), seed: true, log: false });
});
afterAll(async () => {
  await api?.close();
});

type Lang = "sq" | "en";
async function get<T>(path: string, lang: Lang, headers: Record<string, string> = { "App-Key": APP_KEY }): Promise<T> {
  const response = await fetch(`${api.url}${path}`, { headers: { platform: "Web", language: lang, ...headers } });
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}
async function post<T>(path: string, lang: Lang, body: unknown, token?: string): Promise<{ status: number; json: T }> {
  const response = await fetch(`${api.url}${path}`, {
    method: "POST",
    headers: { "App-Key": APP_KEY, platform: "Web", language: lang, "Content-Type": "application/json", ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as T };
}
async function demoToken(): Promise<string> {
  return (await post<{ token: string }>("login", "sq", { ...DEMO, device: { token: "web" } })).json.token;
}

type Option = { id: number; title: string };
type Product = { id: number; title: string; description: string | null; product_options: Option[] };
type Menu = { vendor: { title: string; custom_text: string | null; custom_closed_info: string | null; categories: Array<{ title: string; products: Product[] }> } };
type VendorList = { vendors: { data: Array<{ title: string; hash_id: string; custom_text: string | null }> } };
type Post = { id: number; slug: string; slugs: { sq: string; en: string }; title: string; author: string; excerpt: string; content?: string };
type Quiz = { id: number; questions: Array<{ question_text: string; answers: Array<{ answer_text: string }> }> };
const productsOf = (menu: Menu) => menu.vendor.categories.flatMap((c) => c.products);
const ALBANIAN = /[ëç]|\b(me|dhe|të|për|në)\b/i;
const ENGLISH = /\b(with|and|the|of|for)\b/i;

async function allVendors(lang: Lang) {
  return (await get<VendorList>(`vendors?${TIRANA}&page=1&per_page=100`, lang)).vendors.data;
}

describe("seeded content in the request's language", () => {
  it("product descriptions and option names: Albanian for sq, English for en; titles as the vendor wrote them", async () => {
    const [sq, en] = await Promise.all([get<Menu>(`vendors/${NAPOLI}`, "sq"), get<Menu>(`vendors/${NAPOLI}`, "en")]);
    const pairs = productsOf(sq).map((p) => [p, productsOf(en).find((q) => q.id === p.id)!] as const);
    expect(pairs.length).toBeGreaterThan(3);
    for (const [a, b] of pairs) {
      expect(b.title).toBe(a.title); // a menu is the vendor's: dish names are proper names
      expect(a.description).not.toBe(b.description);
    }
    const margherita = pairs.find(([p]) => p.title === "Pizza Margherita");
    if (margherita) expect([margherita[0].description, margherita[1].description]).toEqual(["Domate, mocarela, borzilok", "Tomato, mozzarella, basil"]);
    expect(pairs.filter(([a]) => ALBANIAN.test(a.description ?? "")).length).toBeGreaterThan(pairs.length / 2);
    const pizza = pairs.find(([p]) => p.product_options.length > 0)!;
    expect(pizza[0].product_options.map((o) => o.title)).toContain("E mesme (32 cm)");
    expect(pizza[1].product_options.map((o) => o.title)).toContain("Medium (32 cm)");
    expect(en.vendor.custom_text).toBe("Wood-fired pizza, 24 hours a day");
    expect(sq.vendor.custom_text).toBe("Pica në furrë me dru, 24 orë");
  });

  it("a vendor's closed notice in the reader's language", async () => {
    const hash = (await allVendors("en")).find((v) => v.title === "Kasollja e Gjyshit")!.hash_id;
    const [sq, en] = await Promise.all([get<Menu>(`vendors/${hash}`, "sq"), get<Menu>(`vendors/${hash}`, "en")]);
    expect(sq.vendor.custom_closed_info).toBe("Mbyllur për rinovim. Do të rihapemi së shpejti!");
    expect(en.vendor.custom_closed_info).toBe("Closed for renovation. We will reopen soon!");
  });

  it("text without an English version falls back to the Albanian", async () => {
    const hash = (await allVendors("en")).find((v) => v.title === "Byrek Ceren")!.hash_id;
    const [vendor] = await api.db.select({ id: vendors.id }).from(vendors).where(eq(vendors.hashId, hash));
    const saved = await api.db.select({ id: products.id, descriptionEn: products.descriptionEn }).from(products).where(eq(products.vendorId, vendor.id));
    await api.db.update(products).set({ descriptionEn: null }).where(inArray(products.id, saved.map((p) => p.id)));
    try {
      const [sq, en] = await Promise.all([get<Menu>(`vendors/${hash}`, "sq"), get<Menu>(`vendors/${hash}`, "en")]);
      expect(productsOf(en).map((p) => p.description)).toEqual(productsOf(sq).map((p) => p.description));
      expect(productsOf(en).some((p) => ALBANIAN.test(p.description ?? ""))).toBe(true);
    } finally {
      for (const p of saved) await api.db.update(products).set({ descriptionEn: p.descriptionEn }).where(eq(products.id, p.id));
    }
  });

  it("landing pages: title, reviews, testimonials, stats and FAQ in English for en; Albanian for sq; Albanian where none was written", async () => {
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
    expect(sq.landingPage.stats.map((s) => s.title)).toContain("Minuta mesatarisht për dërgesë");
    expect(sq.landingPage.faqs.map((f) => f.answer).join(" ")).toContain("Argjend, Ar ose Platin");
    expect(en.landingPage.faqs[0].question).toBe("How much is delivery?");

    // A page written only in Albanian (no English texts) is shown in Albanian on English pages.
    const [row] = await api.db.select({ id: landingPages.id, english: landingPages.english }).from(landingPages).innerJoin(vendors, eq(vendors.id, landingPages.vendorId)).where(eq(vendors.hashId, NAPOLI));
    await api.db.update(landingPages).set({ english: null }).where(eq(landingPages.id, row.id));
    try {
      const fallback = await get<Landing>(`gateway/api/landing-page/${NAPOLI}`, "en", gateway);
      expect(fallback.landingPage.title).toBe("Pizza Napoli: porosit me Shijo");
    } finally {
      await api.db.update(landingPages).set({ english: row.english }).where(eq(landingPages.id, row.id));
    }
  });

  it("promotions: title and description in the request's language", async () => {
    const auth = { "App-Key": APP_KEY, Authorization: `Bearer ${await demoToken()}` };
    type Promotions = { promotions: Array<{ id: number; title: string; description: string }> };
    const [sq, en] = await Promise.all([get<Promotions>("promotions/active", "sq", auth), get<Promotions>("promotions/active", "en", auth)]);
    const burgerSq = sq.promotions.find((p) => p.id === 3)!;
    const burgerEn = en.promotions.find((p) => p.id === 3)!;
    expect([burgerSq.title, burgerEn.title]).toEqual(["200 L zbritje te Burger House", "200 L off at Burger House"]);
    expect([burgerSq.description, burgerEn.description]).toEqual(["200 L zbritje për porositë mbi 1200 L.", "200 L off orders over 1200 L."]);
  });
});

describe("the blog in the reader's language (issue 25)", () => {
  it("every post has an English title, byline, excerpt and its own English slug", async () => {
    const posts = async (lang: Lang) => [1, 2].reduce<Promise<Post[]>>(async (all, page) => [...(await all), ...(await get<{ blogs: { data: Post[] } }>(`blogs?page=${page}`, lang)).blogs.data], Promise.resolve([]));
    const [sq, en] = await Promise.all([posts("sq"), posts("en")]);
    expect(en).toHaveLength(9);
    for (const post of en) {
      const albanian = sq.find((p) => p.id === post.id)!;
      expect(post.slug, post.title).not.toBe(albanian.slug);
      expect(post.slugs).toEqual({ sq: albanian.slug, en: post.slug });
      expect(albanian.slugs).toEqual(post.slugs);
      for (const text of [post.title, post.author, post.excerpt]) expect(ALBANIAN_LETTERS.test(withoutPlaceNames(text)), text).toBe(false);
    }
    const first = en.find((p) => p.id === 1)!;
    expect(first).toMatchObject({ slug: "the-secret-of-perfect-baked-lamb-with-yoghurt", title: "The secret of perfect baked lamb with yoghurt" });
    expect(sq.find((p) => p.id === 1)!.slug).toBe("sekreti-i-nje-tave-kosi-te-persosur");
    expect(en.find((p) => p.id === 4)!.author).toBe("The Shijo team");
    expect(sq.find((p) => p.id === 4)!.author).toBe("Ekipi Shijo");
  });

  it("a post's body and quiz in English; the Albanian body speaks of Argjend, Ar and Platin with decimal commas", async () => {
    type Detail = { blog: Post & { content: string; quiz: Quiz } };
    const [sq, en] = await Promise.all([get<Detail>("blogs/4", "sq"), get<Detail>("blogs/4", "en")]);
    expect(en.blog.content).toContain("The Silver level gives 0.5%");
    expect(sq.blog.content).toContain("Niveli Argjend jep 0,5%");
    expect(DECIMAL_POINT.test(sq.blog.content)).toBe(false);
    expect(en.blog.quiz.questions.map((q) => q.question_text)).toContain("How much cashback does the Gold level give?");
    expect(sq.blog.quiz.questions.map((q) => q.question_text)).toContain("Sa cashback jep niveli Ar?");
    expect(sq.blog.quiz.questions.flatMap((q) => q.answers.map((a) => a.answer_text))).toContain("0,1%");
    const quiz = await post<{ quiz: Quiz }>("ai/suggest-quiz", "en", { title: "Breakfast", blog_id: 9, blog_word_count: 60 });
    expect(quiz.json.quiz!.questions.flatMap((q) => q.answers.map((a) => a.answer_text))).toContain("Ketchup");
    const quizSq = await post<{ quiz: Quiz }>("ai/suggest-quiz", "sq", { title: "Mëngjesi", blog_id: 9, blog_word_count: 60 });
    expect(quizSq.json.quiz!.questions.flatMap((q) => q.answers.map((a) => a.answer_text))).toEqual(expect.arrayContaining(["Keçap", "Pije energjike"]));
  });

  it("a reader searches the titles they see", async () => {
    const en = await get<{ blogs: { data: Post[] } }>("blogs?title=breakfast", "en");
    expect(en.blogs.data.map((p) => p.id)).toEqual([9]);
    const sq = await get<{ blogs: { data: Post[] } }>("blogs?title=m%C3%ABngjesi", "sq");
    expect(sq.blogs.data.map((p) => p.id)).toEqual([9]);
  });
});

describe("discovery and account texts in the reader's language (issue 25)", () => {
  it("search suggestions: birrë and ëmbëlsira in Albanian, beer and desserts in English, and an English search finds the vendors", async () => {
    type Suggestions = { suggestions: Array<{ keyword: string }> };
    const words = async (search: string, lang: Lang) => (await get<Suggestions>(`search/keywords-suggestions?search=${encodeURIComponent(search)}`, lang)).suggestions.map((s) => s.keyword.toLowerCase());
    expect(await words("bir", "sq")).toContain("birrë");
    expect(await words("bee", "en")).toContain("beer");
    expect(await words("dess", "en")).toContain("desserts");
    expect(await words("pi", "en")).not.toContain("pica");
    const english = [...(await words("e", "en")), ...(await words("a", "en"))];
    expect(english.length).toBeGreaterThan(0);
    for (const keyword of english) expect(ALBANIAN_LETTERS.test(keyword), keyword).toBe(false);
    const beer = await get<VendorList>(`vendors?${TIRANA}&page=1&per_page=100&name=beer`, "en");
    expect(beer.vendors.data.length).toBeGreaterThan(0);
  });

  it("the company address names the country in the reader's language", async () => {
    type About = { data: { company_address: string } };
    expect((await get<About>("about-us", "sq")).data.company_address).toMatch(/Tiranë 1001, Shqipëri$/);
    expect((await get<About>("about-us", "en")).data.company_address).toMatch(/Tirana 1001, Albania$/);
  });

  it("countries are stored as codes: the page shows the name in its own language", async () => {
    const auth = { "App-Key": APP_KEY, Authorization: `Bearer ${await demoToken()}` };
    const me = await get<{ user: { country: string; city: string } }>("users", "en", auth);
    expect(me.user).toMatchObject({ country: "AL", city: "Tiranë" });
    const list = await allVendors("en");
    expect(new Set((await get<{ vendors: { data: Array<{ country: string }> } }>(`vendors?lat=42.66&lng=21.16&page=1&per_page=100`, "en")).vendors.data.map((v) => v.country))).toContain("XK");
    expect(list.length).toBeGreaterThan(5);
  });

  it("what support and the vendor say in an order chat reaches each reader in their language", async () => {
    const token = await demoToken();
    type Messages = { data: Array<{ text: string | null; user: { role: string } }> };
    const read = async (lang: Lang) => (await get<Messages>("chats/channels/order_1/messages", lang, { "App-Key": APP_KEY, Authorization: `Bearer ${token}` })).data.filter((m) => m.user.role !== "customer").map((m) => m.text);
    expect(await read("en")).toEqual(["We are sorry! We gave you 100 L back as cashback.", "Hello! This is Shijo support. How can we help you with order #1?"]);
    expect(await read("sq")).toEqual(["Na vjen keq! Ju kthyem 100 L cashback.", "Përshëndetje! Këtu është asistenca e Shijo. Si mund t'ju ndihmojmë me porosinë #1?"]);
    // Opened on an Albanian page, read on an English one: each side reads its own.
    expect((await post("chats/order-support", "sq", { order_id: 9 }, token)).status).toBe(201);
    const opened = async (lang: Lang) => (await get<Messages>("chats/channels/order_9/messages", lang, { "App-Key": APP_KEY, Authorization: `Bearer ${token}` })).data.map((m) => m.text ?? "");
    expect((await opened("en")).join(" ")).toMatch(/^Thank you for ordering from Artigiano Akullore! .* Hello! This is Shijo support/);
    expect((await opened("sq")).join(" ")).toContain("Këtu është asistenca e Shijo");
  });
});

describe("no Albanian on English pages, no English in Albanian (issue 25 sweep over the seed)", () => {
  // Names are excepted: vendors', dishes' (product titles), people's (authors, reviewers), places' (addresses).
  const NAME_FIELDS = /(^|\.)(title|name|address|city|country|author|full_name|username|hash_id|slug|slugs\.\w+|logo|image\w*|\w*_path|created_at|order_method|selected_order_method|vendor_type|delivery_type|tags|question_al|answer_al|title_sq|title_en|tag_sq|tag_en|sq_title|phone_number|icon|wifiCode|appDeepLink|googleReviewLink|backgroundImage|imagePath|value|scope|keyword)$/;
  function texts(value: unknown, path = "", out: Array<[string, string]> = []): Array<[string, string]> {
    if (typeof value === "string") out.push([path, value]);
    else if (Array.isArray(value)) value.forEach((v, i) => texts(v, `${path}[${i}]`.replace(/\[\d+\]/g, ""), out));
    else if (value && typeof value === "object") for (const [k, v] of Object.entries(value)) texts(v, path ? `${path}.${k}` : k, out);
    return out;
  }
  async function everything(lang: Lang): Promise<Array<[string, string]>> {
    const found: Array<[string, string]> = [];
    const add = (where: string, body: unknown) => found.push(...texts(body).filter(([k]) => !NAME_FIELDS.test(k)).map(([k, v]) => [`${where} ${k}`, v] as [string, string]));
    for (const path of ["blogs?page=1", "blogs?page=2", "orders/get-support-tags", "privacy", "terms-condition", "privacy?type=courier", "privacy?type=partner"]) add(path, await get(path, lang));
    for (const scope of ["order", "general", "courier", "partner"]) {
      const faqs = await get<{ faqs: Array<{ question_en: string; answer_en: string; question_al: string; answer_al: string }> }>(`orders/get-faqs?scope=${scope}`, lang);
      for (const f of faqs.faqs) add(`faq ${scope}`, lang === "en" ? [f.question_en, f.answer_en] : [f.question_al, f.answer_al]);
    }
    for (let id = 1; id <= 9; id++) add(`blogs/${id}`, await get(`blogs/${id}`, lang));
    for (const v of await allVendors(lang)) {
      const menu = await get<Menu>(`vendors/${v.hash_id}`, lang);
      add(`vendor ${v.title}`, { custom_text: menu.vendor.custom_text, custom_closed_info: menu.vendor.custom_closed_info, categories: menu.vendor.categories.map((c) => ({ category: c.title, products: c.products.map((p) => ({ description: p.description, options: p.product_options.map((o) => o.title) })) })) });
      if (lang === "sq") add(`vendor ${v.title}`, menu.vendor.categories.map((c) => ({ product_titles: c.products.map((p) => p.title) })));
      const landing = await fetch(`${api.url}gateway/api/landing-page/${v.hash_id}`, { headers: { platform: "Web", language: lang, "api-key": LANDING_KEY } });
      if (landing.ok) add(`landing ${v.title}`, ((await landing.json()) as { landingPage: unknown }).landingPage);
    }
    return found;
  }

  it("English answers carry no Albanian-only letter outside names of places and people", async () => {
    const all = await everything("en");
    // The sweep read the content, not an empty list.
    expect(all.length).toBeGreaterThan(500);
    const offenders = all.filter(([, v]) => ALBANIAN_LETTERS.test(withoutPlaceNames(v)));
    expect(offenders).toEqual([]);
  });

  it("Albanian answers carry no English word and no decimal point", async () => {
    const all = await everything("sq");
    expect(all.length).toBeGreaterThan(500);
    expect(all.filter(([, v]) => ENGLISH_WORDS.test(v))).toEqual([]);
    expect(all.filter(([, v]) => DECIMAL_POINT.test(v.replace(/<[^>]*>/g, "")))).toEqual([]);
  });
});
