import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startProductApi, type RunningApi } from "@/product-api/src/server";
import { claimQuizSession } from "@/product-api/src/content/quiz-rewards";
import { testStorage } from "./support/database";

// Issue 6 endpoints of the local product API over real HTTP (spec 1 §7): blog, quiz rewards, landing gateway,
// forms, legal pages, referral link, FAQs.
const APP_KEY = "shijo-local-app-key";
const LANDING_KEY = "shijo-local-landing-key";
let api: RunningApi;

beforeAll(async () => {
  api = await startProductApi({ port: 0, ...(await testStorage()), seed: true, log: false, testEndpoints: true });
});
afterAll(async () => {
  await api?.close();
});

type Init = { body?: unknown; token?: string; lang?: "sq" | "en"; headers?: Record<string, string>; key?: string | null };

async function call(path: string, init: Init = {}) {
  const headers: Record<string, string> = { platform: "Web", "device-id": "content-test", ...init.headers };
  if (init.key !== null) headers["App-Key"] = init.key ?? APP_KEY;
  if (init.lang) headers.language = init.lang;
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  const body = init.body === undefined ? undefined : JSON.stringify(init.body);
  if (body) headers["Content-Type"] = "application/json";
  const response = await fetch(`${api.url}${path}`, { method: body ? "POST" : "GET", headers, body });
  const text = await response.text();
  return { status: response.status, json: text ? JSON.parse(text) : null };
}

async function login(email: string, session_id?: string): Promise<string> {
  const res = await call("login", { body: { email, password: "shijo123", device: { token: "web" }, session_id } });
  expect(res.status).toBe(200);
  return res.json.token;
}

async function balance(token: string): Promise<number> {
  return (await call("users", { token })).json.user.cashback_amount;
}

/** Answers a post's quiz with `correct` right answers (the rest wrong). */
async function answers(blogId: number, correct: number) {
  const blog = (await call(`blogs/${blogId}`)).json.blog;
  return blog.quiz.questions.map((q: { id: number; answers: Array<{ id: number; is_correct: boolean }> }, i: number) => ({
    quiz_id: blog.quiz.id,
    question_id: q.id,
    answer_id: q.answers.find((a) => a.is_correct === i < correct)!.id,
  }));
}

describe("blogs (spec 1 §7 GET blogs, blogs/categories, blogs/{id})", () => {
  it("lists newest first with pages, hash = base-36 of the id, absolute cover images", async () => {
    const res = await call("blogs");
    expect(res.status).toBe(200);
    const { data, last_page, total } = res.json.blogs;
    expect(total).toBe(9);
    expect(last_page).toBe(2);
    expect(data).toHaveLength(6);
    expect(data[0]).toMatchObject({ id: 1, hash_id: "1", slug: "sekreti-i-nje-tave-kosi-te-persosur", author: "Elona Hysa" });
    expect(data[0].image_cover).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/images\/blog\/1\/cover\.svg$/);
    expect(data[0].created_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(data[0]).not.toHaveProperty("content");
    const page2 = (await call("blogs?page=2")).json.blogs;
    expect(page2.data.map((b: { id: number }) => b.id)).toEqual([7, 8, 9]);
  });

  it("filters by title and by category; an empty result is an empty page", async () => {
    const byTitle = (await call(`blogs?title=${encodeURIComponent("byrek")}`)).json.blogs.data;
    expect(byTitle.map((b: { id: number }) => b.id)).toEqual([2]);
    const health = (await call("blogs?category_id=2")).json.blogs.data;
    expect(health.map((b: { id: number }) => b.id)).toEqual([3]);
    const none = (await call("blogs?title=zzzz")).json.blogs;
    expect(none).toMatchObject({ data: [], last_page: 1, total: 0 });
    expect((await call("blogs?title=50%25")).json.blogs.total).toBe(0);
  });

  it("refuses a bad query with 422 and field errors", async () => {
    const res = await call("blogs?page=0&category_id=x", { lang: "en" });
    expect(res.status).toBe(422);
    expect(Object.keys(res.json.errors).sort()).toEqual(["category_id", "page"]);
  });

  it("has categories in both languages and a detail with content and a three-question quiz", async () => {
    const cats = (await call("blogs/categories")).json.categories;
    expect(cats[0]).toEqual({ id: 1, title: "Recipes", sq_title: "Receta" });
    const blog = (await call("blogs/1")).json.blog;
    expect(blog).toMatchObject({ id: 1, hash_id: "1", can_show_quiz: true, credits_per_correct_answer: 10, max_earn: 100 });
    expect(blog.content).toContain("<p>");
    expect(blog.quiz.questions).toHaveLength(3);
    expect(blog.quiz.questions[0].answers.filter((a: { is_correct: boolean }) => a.is_correct)).toHaveLength(1);
    expect((await call("blogs/999", { lang: "en" })).json).toEqual({ error: "This article was not found." });
    expect((await call("blogs/abc")).status).toBe(404);
  });
});

describe("quiz (spec 1 §4, §9; POST ai/suggest-quiz, ai/store-quiz-answers)", () => {
  it("suggest-quiz answers without a bearer token and gives the post's quiz", async () => {
    const res = await call("ai/suggest-quiz", { body: { title: "x", blog_content: "<p>x</p>", blog_word_count: 1, author: "a", read_amount: 1, blog_id: 3 } });
    expect(res.status).toBe(200);
    expect(res.json.quiz.questions).toHaveLength(3);
    expect((await call("ai/suggest-quiz", { body: { title: "x", blog_id: 5 } })).json.quiz).toBeNull();
    expect((await call("ai/suggest-quiz", { body: { blog_id: 3 } })).status).toBe(422);
  });

  it("a logged-in user is credited once per post by the tier (3 correct = 100 L)", async () => {
    const token = await login("noel@shijo.al");
    const before = await balance(token);
    const first = await call("ai/store-quiz-answers", { token, body: { session_id: "sess-user-0001", responses: await answers(1, 3) } });
    expect(first.json).toMatchObject({ success: true, correct: 3, earned: 100, credited: true });
    expect(await balance(token)).toBe(before + 100);
    const again = await call("ai/store-quiz-answers", { token, body: { session_id: "sess-user-0001", responses: await answers(1, 3) } });
    expect(again.json).toMatchObject({ success: true, earned: 0, credited: false });
    expect(await balance(token)).toBe(before + 100);
  });

  it("never credits above the post's max_earn (post 7 caps at 20 L) and 2 / 1 correct give 20 / 10 L", async () => {
    const token = await login("gent@shijo.al");
    const before = await balance(token);
    expect((await call("ai/store-quiz-answers", { token, body: { session_id: "sess-gent-0001", responses: await answers(7, 3) } })).json.earned).toBe(20);
    expect((await call("ai/store-quiz-answers", { token, body: { session_id: "sess-gent-0001", responses: await answers(2, 2) } })).json.earned).toBe(20);
    expect((await call("ai/store-quiz-answers", { token, body: { session_id: "sess-gent-0001", responses: await answers(3, 1) } })).json.earned).toBe(10);
    expect((await call("ai/store-quiz-answers", { token, body: { session_id: "sess-gent-0001", responses: await answers(4, 0) } })).json.earned).toBe(0);
    expect(await balance(token)).toBe(before + 50);
  });

  it("a guest's result waits under the session id and is credited when that guest logs in with it", async () => {
    const session = "guest-session-42";
    const guest = await call("ai/store-quiz-answers", { body: { session_id: session, responses: await answers(2, 3) } });
    expect(guest.json).toMatchObject({ success: true, correct: 3, earned: 0, credited: false });
    expect((await call(`__test/quiz-session?session_id=${session}`)).json.waiting).toHaveLength(1);
    const plain = await login("sara@shijo.al");
    const before = await balance(plain);
    const token = await login("sara@shijo.al", session);
    expect(await balance(token)).toBe(before + 100);
    expect((await call(`__test/quiz-session?session_id=${session}`)).json.waiting).toHaveLength(0);
    // Claimed once: logging in again with the same session credits nothing more.
    await login("sara@shijo.al", session);
    expect(await balance(token)).toBe(before + 100);
    expect(await claimQuizSession(api.db, 3, session, new Date())).toBe(0);
  });

  it("refuses answers that do not belong to the quiz, duplicated or missing questions", async () => {
    const good = await answers(1, 3);
    const wrongAnswer = [{ ...good[0], answer_id: good[1].answer_id }, good[1], good[2]];
    for (const responses of [wrongAnswer, [good[0], good[0], good[1]], good.slice(0, 2), [{ ...good[0], quiz_id: 2 }, good[1], good[2]]]) {
      const res = await call("ai/store-quiz-answers", { lang: "en", body: { session_id: "sess-bad-0001", responses } });
      expect(res.status).toBe(422);
      expect(res.json.errors.responses).toEqual(["The answers do not match this quiz."]);
    }
    expect((await call("ai/store-quiz-answers", { body: { session_id: "x", responses: good } })).status).toBe(422);
    expect((await call("ai/store-quiz-answers", { body: { session_id: "sess-bad-0002", responses: await answers(5, 3) } })).status).toBe(409);
  });
});

describe("landing gateway (spec 1 §7 GET /api/landing-page/{id}, POST /api/landing-page/track)", () => {
  const gw = (path: string, init: Init = {}) => call(`gateway/${path}`, { key: null, ...init, headers: { "api-key": LANDING_KEY, ...init.headers } });

  async function landingHash(): Promise<string> {
    const first = await api.db.query.landingPages.findFirst({ orderBy: (l, { asc }) => asc(l.id) });
    const vendor = await api.db.query.vendors.findFirst({ where: (v, { eq }) => eq(v.id, first!.vendorId) });
    return vendor!.hashId;
  }

  it("needs its own api-key, not the App-Key", async () => {
    const hash = await landingHash();
    expect((await call(`gateway/api/landing-page/${hash}`, { key: APP_KEY })).json).toEqual({ error: "Invalid api key" });
    expect((await gw(`api/landing-page/${hash}`)).status).toBe(200);
  });

  it("answers the spec's landing page data and 404 for an unknown vendor", async () => {
    const hash = await landingHash();
    const { json } = await gw(`api/landing-page/${hash}`);
    expect(json.restaurant).toMatchObject({ name: "Oda", hash_id: hash });
    expect(json.restaurant.logo).toMatch(/^http.*logo\.svg$/);
    expect(json.landingPage).toMatchObject({ deliveryTimeMinutes: 30, preparationTime: 20 });
    expect(json.landingPage.popularItems.length).toBeGreaterThan(0);
    expect(json.landingPage.reviews).toHaveLength(4);
    expect(json.landingPage.faqs).toHaveLength(3);
    expect((await gw("api/landing-page/000000000000")).status).toBe(404);
  });

  it("lists the active landing pages for the sitemap", async () => {
    const { json } = await gw("api/landing-pages");
    expect(json.landingPages).toHaveLength(6);
    expect(json.landingPages[0].hashId).toBe(await landingHash());
  });

  it("stores tracking events, countable per action, referrer only on PAGE_VIEW", async () => {
    const hash = await landingHash();
    expect((await gw("api/landing-page/track", { body: { hashId: hash, actionType: "PAGE_VIEW", referrer: "https://wa.me/" } })).status).toBe(201);
    await gw("api/landing-page/track", { body: { hashId: hash, actionType: "APP_LINK_CLICK", referrer: "ignored" } });
    expect((await gw("api/landing-page/track", { body: { hashId: hash, actionType: "CLICK" } })).status).toBe(422);
    const counts = (await call(`__test/landing-events?hash_id=${hash}`)).json;
    expect(counts.counts).toEqual({ PAGE_VIEW: 1, APP_LINK_CLICK: 1 });
    expect(counts.referrers).toEqual(["https://wa.me/"]);
  });
});

describe("forms (spec 1 §5, §7: contact-us, apply-courier, apply-partner, invite-earn/subscribe)", () => {
  const message = "Përshëndetje, do të doja të dija nëse mund të porosis për një grup të madh të premten.";

  it("contact-us checks the message length (60) and the e-mail, and subscribes when asked", async () => {
    const short = await call("contact-us", { lang: "en", body: { name: "Ana", email: "ana@x.al", subject: "S", message: "short" } });
    expect(short.status).toBe(422);
    expect(short.json.errors.message).toEqual(["Must have at least 60 characters."]);
    expect((await call("contact-us", { body: { name: "Ana", email: "ana", subject: "S", message } })).json.errors.email).toBeTruthy();
    expect((await call("contact-us", { body: { name: "Ana", email: "ana@x.al", subject: "S", message, subscribe: 1 } })).status).toBe(201);
    expect((await call("__test/submissions?email=ana@x.al")).json).toMatchObject({ contact: 1, newsletter: 1 });
  });

  it("apply-courier: vehicle, phone format, month 1-based and a birthdate that matches it", async () => {
    const body = { vehicle_type: "Bike", full_name: "Ben Hoxha", gender: "male", phone: "068 123 4567", email: "ben@x.al", password: "secret1", year: 1990, month: 1, day: 31, birthdate: "1990-01-31" };
    expect((await call("apply-courier", { body })).status).toBe(201);
    expect((await call("apply-courier", { body: { ...body, phone: "0611234567" } })).json.errors.phone).toBeTruthy();
    expect((await call("apply-courier", { body: { ...body, vehicle_type: "Truck" } })).json.errors.vehicle_type).toBeTruthy();
    expect((await call("apply-courier", { body: { ...body, year: 1939, birthdate: "1939-01-31" } })).json.errors.year).toBeTruthy();
    expect((await call("apply-courier", { lang: "en", body: { ...body, month: 2, day: 30, birthdate: "1990-02-30" } })).json.errors.birthdate).toEqual(["The date of birth is not valid."]);
    expect((await call("apply-courier", { body: { ...body, birthdate: "1990-00-31" } })).json.errors.birthdate).toBeTruthy();
    expect((await call("__test/submissions?email=ben@x.al")).json.courier).toBe(1);
  });

  it("apply-partner requires every field and a known vendor type", async () => {
    const body = { store_name: "Byrektore Tirana", vendor_type: "restaurant", country: "Shqipëri", city: "Tiranë", state: "Tiranë", full_name: "Ina Bregu", phone: "0691112223", email: "ina@x.al" };
    expect((await call("apply-partner", { body })).status).toBe(201);
    const bad = await call("apply-partner", { body: { ...body, city: " ", vendor_type: "bar" } });
    expect(Object.keys(bad.json.errors).sort()).toEqual(["city", "vendor_type"]);
  });

  it("invite-earn/subscribe accepts an e-mail twice and refuses a bad one", async () => {
    expect((await call("invite-earn/subscribe", { body: { email: "News@X.al" } })).status).toBe(200);
    expect((await call("invite-earn/subscribe", { body: { email: "news@x.al" } })).status).toBe(200);
    expect((await call("__test/submissions?email=news@x.al")).json.newsletter).toBe(1);
    expect((await call("invite-earn/subscribe", { body: { email: "news" } })).status).toBe(422);
  });
});

describe("legal pages, referral link and FAQs", () => {
  it("privacy and terms come in the request's language; courier and partner privacy by type", async () => {
    expect((await call("privacy", { lang: "en" })).json.page_data).toMatchObject({ title: "Privacy policy", content: expect.stringContaining("<h2>") });
    expect((await call("privacy")).json.page_data.title).toBe("Politika e privatësisë");
    expect((await call("privacy?type=courier", { lang: "en" })).json.page_data.title).toBe("Courier privacy policy");
    expect((await call("terms-condition", { lang: "en" })).json.page_data.title).toBe("Terms and conditions");
    expect((await call("privacy?type=vendor")).status).toBe(422);
  });

  it("get-referral-link knows the users' codes", async () => {
    const res = await call("get-referral-link?referral_code=arta2024");
    expect(res.json.referral_link).toBe("https://shijo.al/download-app?referral_code=ARTA2024");
    expect((await call("get-referral-link?referral_code=NOPE1234")).status).toBe(404);
    expect((await call("get-referral-link?referral_code=<x>")).status).toBe(422);
  });

  it("orders/get-faqs has both languages' fields, by scope; clicks are counted", async () => {
    const courier = (await call("orders/get-faqs?scope=courier")).json.faqs;
    expect(courier).toHaveLength(3);
    expect(Object.keys(courier[0]).sort()).toEqual(["answer_al", "answer_en", "id", "question_al", "question_en", "scope"]);
    const click = await call("orders/increase-clicks-faqs", { body: { faq_id: courier[0].id } });
    expect(click.json.success).toBe(true);
    expect((await call("orders/increase-clicks-faqs", { body: { faq_id: 99999 } })).status).toBe(404);
  });
});
