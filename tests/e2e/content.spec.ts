// Issue 6: content and marketing pages — blog with the reward quiz, vendor landing pages with tracking, newsletter,
// contact / courier / partner forms, policies, download-app, redirects, and shared-link previews without JavaScript.
import type { APIRequestContext, Page } from "@playwright/test";
import { apiUrl, APP_KEY, BROWSER_LOCALE, expect, flowsIn, format, type Lang, LANGS, localePath, logIn, messages, test } from "./fixtures";

const LANDING_KEY = process.env.LANDING_API_KEY ?? "shijo-local-landing-key";
// spec 1 §9, as in components/ui/snackbar.tsx (SNACKBAR_MS) and components/landing/reviews-carousel.tsx (AUTOPLAY_MS).
// Tests that depend on them install the page's clock before it loads and move it on instead of waiting.
const SNACKBAR_MS = 6000;
const AUTOPLAY_MS = 5000;
const fill = (template: string, values: Record<string, string | number>) => template.replace(/\{(\w+)\}/g, (_, k: string) => String(values[k]));

/** The local product API, called directly (the test's own view of the data). */
async function productApi(request: APIRequestContext, path: string, init: { body?: unknown; token?: string; lang?: Lang; gateway?: boolean } = {}) {
  const headers: Record<string, string> = init.gateway ? { "api-key": LANDING_KEY } : { "App-Key": APP_KEY };
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  if (init.lang) headers.language = init.lang;
  const url = `${apiUrl()}${init.gateway ? "gateway/" : ""}${path}`;
  const response = init.body === undefined ? await request.get(url, { headers }) : await request.post(url, { headers, data: init.body });
  expect(response.ok(), `${path} → ${response.status()}`).toBe(true);
  return response.json();
}

type QuizQuestion = { id: number; question_text: string; answers: Array<{ id: number; answer_text: string; is_correct: boolean }> };

/** Picks `correct` right answers (then wrong ones) in the quiz on the page, by the answers' visible labels. */
async function answerQuiz(page: Page, request: APIRequestContext, blogId: number, correct: number, lang: Lang) {
  // The quiz in the page's language (issue 25): its questions and answers are what the page shows.
  const { blog } = await productApi(request, `blogs/${blogId}`, { lang });
  const questions = blog.quiz.questions as QuizQuestion[];
  for (const [i, q] of questions.entries()) {
    const answer = q.answers.find((a) => a.is_correct === i < correct)!;
    const radio = page.getByRole("group", { name: q.question_text }).getByRole("radio", { name: answer.answer_text, exact: true });
    await radio.check();
    await expect(radio).toBeChecked();
  }
  return blog as { slug: string; title: string };
}

async function balance(request: APIRequestContext, email: string): Promise<{ token: string; cashback: number }> {
  const { token } = await productApi(request, "login", { body: { email, password: "shijo123", device: { token: "e2e" } } });
  const { user } = await productApi(request, "users", { token });
  return { token, cashback: user.cashback_amount };
}

async function landingCounts(request: APIRequestContext, hash: string): Promise<Record<string, number>> {
  return (await productApi(request, `__test/landing-events?hash_id=${hash}`)).counts;
}

for (const lang of LANGS) {
  const flows = flowsIn(lang);
  const at = (path: string) => localePath(lang, path);
  const m = messages(lang);
  // Each language works on its own rows, so the two projects can run side by side on one product API.
  const side = lang === "sq" ? 0 : 1;

  test.describe(`content (${lang})`, () => {
    test.use({ locale: BROWSER_LOCALE[lang] });

    flows.test("blog: list with pages, search and category filter in the URL, empty state, modal filter on narrow screens", async ({ page }) => {
      await page.goto(at("/blog"));
      const results = page.getByRole("region", { name: m.pages.blog.title });
      await expect(results.getByRole("article")).toHaveCount(6);
      await page.getByRole("navigation", { name: m.blog.pagination }).getByRole("link", { name: fill(m.blog.pageN, { page: 2 }) }).click();
      await expect(page).toHaveURL(/page=2/);
      await expect(results.getByRole("article")).toHaveCount(3);

      await page.getByRole("searchbox", { name: m.blog.searchLabel }).fill("byrek");
      await page.getByRole("button", { name: m.blog.searchButton }).click();
      await expect(page).toHaveURL(/searchTerm=byrek/);
      const found = page.getByRole("region", { name: fill(m.blog.resultsFor, { term: "byrek" }) });
      await expect(found.getByRole("article")).toHaveCount(1);
      // The post's title in the page's language (issue 25).
      await expect(found.getByRole("link", { name: lang === "sq" ? "Pesë vende për byrek të mirë në Tiranë" : "Five places for a good byrek in Tirana" })).toBeVisible();

      await page.getByRole("link", { name: m.blog.clearFilters }).click();
      await expect(page).toHaveURL((url) => url.pathname === at("/blog") && url.search === "");
      const health = lang === "sq" ? "Shëndet" : "Health";
      await page.getByRole("navigation", { name: m.blog.categories }).getByRole("link", { name: health }).click();
      await expect(page).toHaveURL(/category_id=2/);
      await expect(page.getByRole("link", { name: lang === "sq" ? "Si të hani shëndetshëm kur porosisni online" : "How to eat healthily when you order online" })).toBeVisible();
      await expect(page.getByRole("article")).toHaveCount(1);

      await page.goto(at("/blog?searchTerm=zzzz"));
      await expect(page.getByText(m.blog.emptyTitle)).toBeVisible();

      await page.setViewportSize({ width: 390, height: 800 });
      await page.goto(at("/blog"));
      await page.getByRole("button", { name: m.blog.filterButton }).click();
      const dialog = page.getByRole("dialog", { name: m.blog.filterTitle });
      await expect(dialog).toBeVisible();
      await dialog.getByRole("link", { name: lang === "sq" ? "Receta" : "Recipes" }).click();
      await expect(page).toHaveURL(/category_id=1/);
      await expect(dialog).toBeHidden();
      await expect(page.getByRole("article").first()).toBeVisible();
    });

    flows.test("blog detail: content, categories, author, JSON-LD BlogPosting, OG image, a wrong slug moves to the right one", async ({ page, request }) => {
      // Each language's post at its own slug (issue 25); the other language's slug moves to this one.
      const post = {
        sq: { slug: "pese-vende-per-byrek-te-mire-ne-tirane", title: "Pesë vende për byrek të mirë në Tiranë" },
        en: { slug: "five-places-for-a-good-byrek-in-tirana", title: "Five places for a good byrek in Tirana" },
      };
      const other = lang === "sq" ? "en" : "sq";
      await page.goto(at("/blog/2/old-slug"));
      await expect(page).toHaveURL(new RegExp(`${at(`/blog/2/${post[lang].slug}`)}$`));
      await expect(page.getByRole("heading", { level: 1, name: post[lang].title })).toBeVisible();
      await expect(page.getByText(fill(m.blog.by, { author: "Gent Xhafa" }))).toBeVisible();
      await expect(page.getByRole("button", { name: m.blog.share })).toBeVisible();
      const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}");
      expect(jsonLd).toMatchObject({ "@type": "BlogPosting", headline: post[lang].title, author: { name: "Gent Xhafa" } });
      expect(await page.locator(`link[rel="canonical"]`).getAttribute("href")).toMatch(new RegExp(`${at(`/blog/2/${post[lang].slug}`)}$`));
      expect(await page.locator(`link[rel="alternate"][hreflang="${other}"]`).getAttribute("href")).toMatch(new RegExp(`${localePath(other, `/blog/2/${post[other].slug}`)}$`));
      await page.goto(at(`/blog/2/${post[other].slug}`));
      await expect(page).toHaveURL(new RegExp(`${at(`/blog/2/${post[lang].slug}`)}$`));
      const ogImage = await page.locator('meta[property="og:image"]').getAttribute("content");
      const image = await request.get(ogImage!);
      expect(image.status()).toBe(200);
      expect(image.headers()["content-type"]).toBe("image/png");
      const missing = await request.get(at("/blog/zzzzzz/x"));
      expect(missing.status()).toBe(404);
    });

    flows.test("quiz as a guest: three tiers' dialog, then register with the session id; hidden afterwards", async ({ page, request }) => {
      const blogId = 3 + side * 3; // 3 (sq) and 6 (en)
      await page.goto(at(`/blog/${blogId}/x`));
      await expect(page.getByRole("heading", { name: m.blog.quizTitle })).toBeVisible();
      await answerQuiz(page, request, blogId, 3, lang);
      await page.getByRole("button", { name: m.blog.quizSubmit }).click();
      const dialog = page.getByRole("dialog", { name: m.blog.quizResultTitle });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText(fill(m.blog.quiz_result_3, { amount: "100 L" }));
      await expect(dialog).toContainText(m.blog.quizGuestHint);
      await dialog.getByRole("button", { name: m.blog.quizToRegister }).click();
      await expect(page).toHaveURL(/\/login\?view=register&session_id=[\w-]{8,}/);
      const sessionId = new URL(page.url()).searchParams.get("session_id")!;
      const waiting = await productApi(request, `__test/quiz-session?session_id=${sessionId}`);
      expect(waiting.waiting).toEqual([{ quiz_id: blogId, correct: 3 }]);

      await page.goto(at(`/blog/${blogId}/x`));
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByRole("button", { name: m.newsletter.submit })).toBeVisible();
      await expect(page.getByRole("heading", { name: m.blog.quizTitle })).toHaveCount(0);
    });

    flows.test("quiz logged in: 2 correct credit 20 L to the wallet once, then the wallet; a second attempt is hidden and credits nothing", async ({ page, request }) => {
      const account = lang === "sq" ? "noel@shijo.al" : "luana@shijo.al";
      const blogId = 1 + side; // 1 (sq) and 2 (en)
      const before = await balance(request, account);
      await logIn(page, { email: account, password: "shijo123" });
      await page.goto(at(`/blog/${blogId}/x`));
      await answerQuiz(page, request, blogId, 2, lang);
      await page.getByRole("button", { name: m.blog.quizSubmit }).click();
      const dialog = page.getByRole("dialog", { name: m.blog.quizResultTitle });
      await expect(dialog).toContainText(fill(m.blog.quiz_result_2, { amount: "20 L" }));
      await expect(dialog).toContainText(m.blog.quizWalletHint);
      await dialog.getByRole("button", { name: m.blog.quizToWallet }).click();
      await expect(page).toHaveURL(new RegExp(`${at("/profile/wallet")}$`));
      await expect.poll(async () => (await balance(request, account)).cashback).toBe(before.cashback + 20);

      await page.goto(at(`/blog/${blogId}/x`));
      await expect(page.getByRole("button", { name: m.newsletter.submit })).toBeVisible();
      await expect(page.getByRole("heading", { name: m.blog.quizTitle })).toHaveCount(0);
      // Even a hand-made second submission is not credited: once per user per post.
      const { blog } = await productApi(request, `blogs/${blogId}`);
      const responses = (blog.quiz.questions as QuizQuestion[]).map((q) => ({ quiz_id: blog.quiz.id, question_id: q.id, answer_id: q.answers.find((a) => a.is_correct)!.id }));
      const again = await page.evaluate(async (body) => (await fetch("/api/quiz/answers", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) })).json(), { session_id: "e2e-second-attempt", responses });
      expect(again).toMatchObject({ credited: false, earned: 0 });
      expect((await balance(request, account)).cashback).toBe(before.cashback + 20);
    });

    flows.test("newsletter: empty and bad e-mail warn, a good one succeeds (also when the call fails); the snackbar hides after 6 s", async ({ page, request }) => {
      await page.clock.install();
      await page.goto(at("/blog/4/x"));
      const box = page.getByRole("region", { name: m.newsletter.title });
      const status = page.getByRole("status").filter({ hasText: /./ });
      // On a slow machine the form's script can arrive after the page is handed over (the fixture waits ≤ 10 s); a
      // press before it is the browser's own required-field check. Press again until the form's own warning shows.
      await expect(async () => {
        await box.getByRole("button", { name: m.newsletter.submit }).click();
        await expect(status).toHaveText(m.newsletter.enterEmail, { timeout: 2_000 });
      }).toPass({ timeout: 30_000 });
      await box.getByRole("textbox", { name: m.newsletter.emailLabel }).fill("jo-email");
      await box.getByRole("button", { name: m.newsletter.submit }).click();
      await expect(status).toHaveText(m.newsletter.invalidEmail);
      const email = `news-${lang}@e2e.shijo.al`;
      await box.getByRole("textbox", { name: m.newsletter.emailLabel }).fill(email);
      await box.getByRole("button", { name: m.newsletter.submit }).click();
      await expect(status).toHaveText(m.newsletter.success);
      await expect.poll(async () => (await productApi(request, `__test/submissions?email=${email}`)).newsletter).toBe(1);
      await page.clock.fastForward(SNACKBAR_MS);
      await expect(status).toHaveCount(0);

      await page.route("**/api/newsletter", (route) => route.fulfill({ status: 502, json: { error: "down" } }));
      await box.getByRole("textbox", { name: m.newsletter.emailLabel }).fill(`down-${lang}@e2e.shijo.al`);
      await box.getByRole("button", { name: m.newsletter.submit }).click();
      await expect(status).toHaveText(m.newsletter.success);
    });

    flows.test("landing page: every block, order now with the method, tracking events stored and countable", async ({ page, request }) => {
      const { landingPages } = await productApi(request, "api/landing-pages", { gateway: true });
      const hash: string = landingPages[side].hashId;
      const { restaurant, landingPage } = await productApi(request, `api/landing-page/${hash}`, { gateway: true });
      const before = await landingCounts(request, hash);
      const count = (c: Record<string, number>, action: string) => c[action] ?? 0;

      await page.goto(at(`/landing/${hash}/pickup`), { referer: "https://wa.me/" });
      await expect(page.getByRole("heading", { level: 1, name: restaurant.name })).toBeVisible();
      await expect(page.getByText(fill(m.landing.deliveryTime, { minutes: 30 }))).toBeVisible();
      await expect(page.getByText(fill(m.landing.preparationTime, { minutes: 20 }))).toBeVisible();
      if (landingPage.wifiCode) await expect(page.getByText(landingPage.wifiCode)).toBeVisible();
      await expect(page.getByRole("link", { name: m.landing.orderNow }).first()).toHaveAttribute("href", at(`/store/${hash}/${restaurant.slug}/pickup`));
      for (const title of [m.landing.popularTitle, m.landing.reviewsTitle, m.landing.testimonialsTitle, m.landing.cashbackTitle, m.landing.statsTitle, m.landing.faqTitle, m.landing.featuresTitle, m.landing.appTitle]) {
        await expect(page.getByRole("heading", { level: 2, name: title })).toBeVisible();
      }
      await expect(page.getByText(m.landing.securePaymentTitle, { exact: true })).toBeVisible();
      for (const group of [format(lang, m.landing.faqVendorGroup, { name: restaurant.name, type: restaurant.vendor_type }), m.landing.faqOrderingGroup, m.landing.faqGeneralGroup]) {
        await expect(page.getByRole("heading", { level: 3, name: group })).toBeVisible();
      }
      await expect(page.getByText(landingPage.popularItems[0].title).first()).toBeVisible();
      await expect.poll(async () => count(await landingCounts(request, hash), "PAGE_VIEW")).toBe(count(before, "PAGE_VIEW") + 1);
      expect((await productApi(request, `__test/landing-events?hash_id=${hash}`)).referrers).toContain("https://wa.me/");

      // Outbound links are tracked; the test keeps them from leaving the page.
      for (const [name, action] of [[m.landing.reviewButton, "GOOGLE_REVIEW_CLICK"], [m.landing.openInApp, "APP_LINK_CLICK"]] as const) {
        await page.getByRole("link", { name }).evaluate((a) => {
          a.addEventListener("click", (e) => e.preventDefault(), { once: true });
          (a as HTMLAnchorElement).click();
        });
        await expect.poll(async () => count(await landingCounts(request, hash), action)).toBe(count(before, action) + 1);
      }

      // Sign-up acts only with an e-mail and the box ticked, then goes to registration.
      const signup = page.getByRole("region", { name: fill(m.landing.newsletterTitle, { name: restaurant.name }) });
      const button = signup.getByRole("button", { name: m.landing.newsletterSubmit });
      await expect(button).toBeDisabled();
      await signup.getByRole("textbox", { name: m.newsletter.emailLabel }).fill(`landing-${lang}@e2e.shijo.al`);
      await expect(button).toBeDisabled();
      await signup.getByRole("checkbox", { name: m.landing.newsletterConsent }).check();
      await expect(button).toBeEnabled();
      await button.click();
      await expect(page).toHaveURL(new RegExp(`${at("/login")}\\?view=register$`));
      await expect.poll(async () => count(await landingCounts(request, hash), "REGISTRATION_START")).toBe(count(before, "REGISTRATION_START") + 1);
    });

    flows.test("landing reviews carousel: autoplays every 5 s, pauses on request, and stays still for reduced motion", async ({ page, request }) => {
      const { landingPages } = await productApi(request, "api/landing-pages", { gateway: true });
      const hash: string = landingPages[2 + side].hashId;
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.clock.install();
      await page.goto(at(`/landing/${hash}`));
      const carousel = page.getByRole("region", { name: m.landing.reviewsTitle });
      const first = carousel.getByRole("group", { name: fill(m.landing.slideLabel, { n: 1, total: 4 }), exact: true, includeHidden: true });
      await expect(first).toHaveAttribute("aria-hidden", "false");
      // Autoplay runs once the client has started: the server HTML has the button disabled (motion not known yet).
      await expect(carousel.getByRole("button", { name: m.landing.reviewsPause })).toBeEnabled();
      // 1280 px wide: 3 of the 4 reviews at a time (lib/cart/carousel); after 5 s the window moves on by one.
      await page.clock.fastForward(AUTOPLAY_MS);
      await expect(first).toHaveAttribute("aria-hidden", "true");
      await carousel.getByRole("button", { name: m.landing.reviewsPause }).click();
      await expect(carousel.getByRole("button", { name: m.landing.reviewsPlay })).toHaveAttribute("aria-pressed", "true");

      await page.emulateMedia({ reducedMotion: "reduce" });
      await page.reload();
      await expect(page.getByRole("region", { name: m.landing.reviewsTitle }).getByRole("button", { name: m.landing.reviewsPlay })).toBeDisabled();
    });

    flows.test("contact form: empty, short message, then valid (success alert, form reset); a failure says something went wrong", async ({ page, request }) => {
      await page.goto(at("/contact"));
      const form = page.getByRole("form", { name: m.contact.formTitle });
      const dialog = page.getByRole("alertdialog");
      await form.getByRole("button", { name: m.contact.send }).click();
      await expect(dialog).toContainText(m.errors.attention);
      await expect(dialog).toContainText(m.alerts.fill_all_fields);
      await dialog.getByRole("button", { name: m.common.ok }).click();
      await expect(dialog).toBeHidden();

      const email = `contact-${lang}@e2e.shijo.al`;
      await form.getByLabel(m.contact.name, { exact: true }).fill("Ana Hoxha");
      await form.getByLabel(m.contact.email, { exact: true }).fill(email);
      await form.getByLabel(m.contact.subject, { exact: true }).fill("Porosi për grup");
      await form.getByLabel(m.contact.message, { exact: true }).fill("Shumë e shkurtër.");
      await form.getByRole("button", { name: m.contact.send }).click();
      await expect(dialog).toContainText(m.contact.messageTooShort);
      await dialog.getByRole("button", { name: m.common.ok }).click();

      await form.getByLabel(m.contact.message, { exact: true }).fill("Përshëndetje, do të doja të dija nëse mund të porosis për një grup prej njëzet vetash të premten.");
      await form.getByRole("button", { name: m.contact.send }).click();
      await expect(dialog).toContainText(m.contact.successTitle);
      await dialog.getByRole("button", { name: m.common.ok }).click();
      await expect(form.getByLabel(m.contact.email, { exact: true })).toHaveValue("");
      await expect.poll(async () => (await productApi(request, `__test/submissions?email=${email}`)).contact).toBe(1);

      await page.route("**/api/contact", (route) => route.fulfill({ status: 502, json: { error: "down" } }));
      await form.getByLabel(m.contact.name, { exact: true }).fill("Ana Hoxha");
      await form.getByLabel(m.contact.email, { exact: true }).fill(email);
      await form.getByLabel(m.contact.subject, { exact: true }).fill("Porosi për grup");
      await form.getByLabel(m.contact.message, { exact: true }).fill("Përshëndetje, do të doja të dija nëse mund të porosis për një grup prej njëzet vetash të premten.");
      await form.getByRole("button", { name: m.contact.send }).click();
      await expect(dialog).toContainText(m.errors.weAreSorry);
      await expect(dialog).toContainText(m.errors.somethingWrong);
    });

    flows.test("contact map on demand (issue 14): the picture with the office address first, no map code until 'show the map'", async ({ page }) => {
      // MapLibre is one script of about 800 KB; the page's own scripts are far smaller.
      const scriptSizes: number[] = [];
      page.on("response", async (r) => {
        if (r.request().resourceType() === "script") scriptSizes.push((await r.body().catch(() => Buffer.alloc(0))).length);
      });
      const mapCode = async () => scriptSizes.some((size) => size > 300_000);
      await page.goto(at("/contact"));
      const picture = page.getByRole("img", { name: m.contact.mapLabel });
      await expect(picture).toBeVisible();
      const show = page.getByRole("button", { name: m.contact.showMap });
      await show.scrollIntoViewIfNeeded();
      await expect(show).toBeVisible();
      await expect(page.getByText(m.contact.addressTitle)).toBeVisible();
      await page.waitForLoadState("networkidle");
      expect(await mapCode()).toBe(false);
      await expect(page.getByRole("region", { name: m.contact.mapLabel })).toHaveCount(0);

      await show.click();
      await expect(page.getByRole("region", { name: m.contact.mapLabel })).toBeVisible();
      await expect(show).toBeHidden();
      await expect.poll(mapCode).toBe(true);
    });

    flows.test("courier application: missing fields and a bad phone are refused; a valid one succeeds and OK goes home", async ({ page, request }) => {
      await page.goto(at("/courier"));
      const form = page.getByRole("form", { name: m.courier.formTitle });
      const dialog = page.getByRole("alertdialog");
      await expect(form.getByRole("radio", { name: m.courier.vehicleBike })).toBeChecked();
      await expect(form.getByRole("radio", { name: m.courier.male, exact: true })).toBeChecked();
      await form.getByRole("button", { name: m.courier.submit }).click();
      await expect(dialog).toContainText(m.alerts.fill_all_fields);
      await dialog.getByRole("button", { name: m.common.ok }).click();

      const email = `courier-${lang}@e2e.shijo.al`;
      await form.getByRole("radio", { name: m.courier.vehicleMotorbike }).check();
      await form.getByLabel(m.courier.fullName, { exact: true }).fill("Ben Hoxha");
      await form.getByLabel(m.courier.phone, { exact: true }).fill("0611234567");
      await form.getByLabel(m.courier.email, { exact: true }).fill(email);
      await form.getByLabel(m.courier.password, { exact: true }).fill("sekret123");
      await form.getByLabel(m.courier.day, { exact: true }).selectOption("31");
      await form.getByLabel(m.courier.month, { exact: true }).selectOption("0");
      await form.getByLabel(m.courier.year, { exact: true }).selectOption("1990");
      await form.getByRole("button", { name: m.courier.submit }).click();
      await expect(dialog).toContainText(m.alerts.wrong_phone_format);
      await dialog.getByRole("button", { name: m.common.ok }).click();

      await form.getByLabel(m.courier.phone, { exact: true }).fill("068 123 4567");
      await form.getByRole("button", { name: m.courier.submit }).click();
      await expect(dialog).toContainText(m.courier.successTitle);
      await expect.poll(async () => (await productApi(request, `__test/submissions?email=${email}`)).courier).toBe(1);
      await dialog.getByRole("button", { name: m.common.ok }).click();
      await expect(page).toHaveURL((url) => url.pathname === at("/"));
    });

    flows.test("partner application: missing fields and a bad e-mail are refused; a valid one succeeds and OK goes home", async ({ page, request }) => {
      await page.goto(at("/partner"));
      const form = page.getByRole("form", { name: m.partner.formTitle });
      const dialog = page.getByRole("alertdialog");
      await expect(form.getByLabel(m.partner.vendorType, { exact: true })).toHaveValue("restaurant");
      await form.getByRole("button", { name: m.partner.submit }).click();
      await expect(dialog).toContainText(m.alerts.fill_all_fields);
      await dialog.getByRole("button", { name: m.common.ok }).click();

      const email = `partner-${lang}@e2e.shijo.al`;
      await form.getByLabel(m.partner.storeName, { exact: true }).fill("Byrektore e Lagjes");
      await form.getByLabel(m.partner.vendorType, { exact: true }).selectOption("grocery");
      await form.getByLabel(m.partner.country, { exact: true }).fill("Shqipëri");
      await form.getByLabel(m.partner.city, { exact: true }).fill("Tiranë");
      await form.getByLabel(m.partner.state, { exact: true }).fill("Tiranë");
      await form.getByLabel(m.partner.fullName, { exact: true }).fill("Ina Bregu");
      await form.getByLabel(m.partner.phone, { exact: true }).fill("0691112223");
      await form.getByLabel(m.partner.email, { exact: true }).fill("ina-pa-email");
      await form.getByRole("button", { name: m.partner.submit }).click();
      await expect(dialog).toContainText(m.alerts.wrong_email_format);
      await dialog.getByRole("button", { name: m.common.ok }).click();

      await form.getByLabel(m.partner.email, { exact: true }).fill(email);
      await form.getByRole("button", { name: m.partner.submit }).click();
      await expect(dialog).toContainText(m.partner.successTitle);
      await expect.poll(async () => (await productApi(request, `__test/submissions?email=${email}`)).partner).toBe(1);
      await dialog.getByRole("button", { name: m.common.ok }).click();
      await expect(page).toHaveURL((url) => url.pathname === at("/"));
    });

    flows.test("policies, help, delete-account help and download-app with a referral code", async ({ page }) => {
      await page.goto(at("/privacy-policy"));
      await expect(page.getByRole("heading", { level: 2, name: lang === "sq" ? "Kartat e pagesës" : "Payment cards" })).toBeVisible();
      await page.goto(at("/terms-conditions"));
      await expect(page.getByRole("heading", { level: 2, name: lang === "sq" ? "Pijet alkoolike" : "Alcohol" })).toBeVisible();
      await page.goto(at("/courier/privacy-policy"));
      await expect(page.getByRole("heading", { level: 1, name: m.pages.courierPrivacyPolicy.title })).toBeVisible();

      await page.goto(at("/help/courier"));
      const faq = page.getByRole("group").filter({ hasText: lang === "sq" ? "A më duhet mjeti im?" : "Do I need my own vehicle?" });
      await faq.getByText(lang === "sq" ? "A më duhet mjeti im?" : "Do I need my own vehicle?").click();
      await expect(page.getByText(lang === "sq" ? "Po: biçikletë, motor ose makinë." : "Yes: a bicycle, a scooter or a car.", { exact: false })).toBeVisible();

      await page.goto(at("/delete-account-help"));
      await expect(page.getByText(m.legal.deleteStep2)).toBeVisible();
      await expect(page.getByText(m.legal.deleteStep3)).toBeVisible();

      await page.goto(at("/download-app?referral_code=arta2024"));
      await expect(page.getByText(m.downloadApp.referralTitle)).toBeVisible();
      await expect(page.getByText(fill(m.downloadApp.referralText, { code: "ARTA2024" }))).toBeVisible();
      await expect(page.getByRole("main").getByRole("img", { name: m.downloadApp.qrLabel })).toBeVisible();
      await page.goto(at("/download-app?referral_code=NOPE0000"));
      await expect(page.getByText(m.downloadApp.referralTitle)).toHaveCount(0);
      await expect(page.getByRole("heading", { name: m.downloadApp.stepsTitle })).toBeVisible();
    });

    test("redirects: old numbered pages, /merchant, /about and /auth/login", async ({ request }) => {
      const expected: Array<[string, string, number]> = [
        ["/page/1", "/courier/privacy-policy", 308],
        ["/page/2", "/privacy-policy", 308],
        ["/page/3", "/terms-conditions", 308],
        ["/page/4", "/delete-account-help", 308],
        ["/merchant", "/partner", 308],
        ["/about", "/download-app", 308],
        ["/auth/login", "/login?view=forgot-pass", 307],
      ];
      for (const [from, to, status] of expected) {
        const response = await request.get(at(from), { maxRedirects: 0 });
        expect(response.status(), at(from)).toBe(status);
        expect(response.headers().location, at(from)).toBe(at(to));
      }
    });

    test.describe("without JavaScript", () => {
      test.use({ javaScriptEnabled: false });

      test("a landing page is complete HTML: name, times, order now, app links, between the header and the footer", async ({ page, request }) => {
        const { landingPages } = await productApi(request, "api/landing-pages", { gateway: true });
        const hash: string = landingPages[side].hashId;
        const { restaurant } = await productApi(request, `api/landing-page/${hash}`, { gateway: true });
        await page.goto(at(`/landing/${hash}`));
        const h1 = page.getByRole("heading", { level: 1, name: restaurant.name });
        await expect(h1).toBeVisible();
        await expect(page.getByText(fill(m.landing.deliveryTime, { minutes: 30 }))).toBeVisible();
        await expect(page.getByRole("link", { name: m.landing.orderNow }).first()).toBeVisible();
        await expect(page.getByRole("region", { name: m.landing.appTitle }).getByRole("link", { name: m.shell.googlePlay })).toBeVisible();
        const [title, footer] = [await h1.boundingBox(), await page.getByRole("contentinfo").boundingBox()];
        expect(title!.y).toBeLessThan(footer!.y);
      });
    });

    test("a landing URL fetched without JavaScript carries its Open Graph and Twitter tags and a preview image", async ({ request }) => {
      const { landingPages } = await productApi(request, "api/landing-pages", { gateway: true });
      const hash: string = landingPages[4 + side].hashId;
      const { restaurant } = await productApi(request, `api/landing-page/${hash}`, { gateway: true });
      const title = fill(m.landing.metaTitle, { name: restaurant.name });
      const escaped = title.replace(/&/g, "&amp;");
      for (const agent of ["WhatsApp/2.24.1.6 A", "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36"]) {
        const response = await request.get(at(`/landing/${hash}/delivery`), { headers: { "User-Agent": agent } });
        expect(response.status()).toBe(200);
        const html = await response.text();
        expect(html, agent).toContain(`<meta property="og:title" content="${escaped}"/>`);
        expect(html).toMatch(/<meta property="og:image" content="https?:\/\/[^"]+opengraph-image[^"]*"\/>/);
        expect(html).toContain('<meta name="twitter:card" content="summary_large_image"/>');
        expect(html).toContain('<meta property="og:description"');
        expect(html).toMatch(/"@type":"(Restaurant|GroceryStore|Pharmacy|LocalBusiness)"/);
        expect(html).not.toContain("aggregateRating");
      }
      // A chat app's crawler gets the tags in <head>, before anything else.
      const bot = await (await request.get(at(`/landing/${hash}`), { headers: { "User-Agent": "WhatsApp/2.24.1.6 A" } })).text();
      expect(bot.split("</head>")[0]).toContain('property="og:title"');
      const image = bot.match(/<meta property="og:image" content="([^"]+)"/)![1].replace(/&amp;/g, "&");
      const png = await request.get(new URL(image).pathname + new URL(image).search);
      expect(png.status()).toBe(200);
      expect(png.headers()["content-type"]).toBe("image/png");
    });
  });
}

test.describe("content in the sitemap", () => {
  test.use({ locale: BROWSER_LOCALE.sq });

  test("lists every blog post and landing page in both languages", async ({ request }) => {
    const sitemap = await (await request.get("/sitemap/0.xml")).text();
    const { landingPages } = await productApi(request, "api/landing-pages", { gateway: true });
    // A blog post's English URL carries its English slug (issue 25).
    const pages: Array<[sq: string, en: string]> = [
      ["/blog/1/sekreti-i-nje-tave-kosi-te-persosur", "/blog/1/the-secret-of-perfect-baked-lamb-with-yoghurt"],
      ["/blog/9/mengjesi-shqiptar-petulla-djathe-dhe-mjalte", "/blog/9/the-albanian-breakfast-fried-dough-cheese-and-honey"],
      [`/landing/${landingPages[0].hashId}`, `/landing/${landingPages[0].hashId}`],
    ];
    for (const [sq, en] of pages) {
      expect(sitemap).toMatch(new RegExp(`<loc>https?://[^<]+${sq}</loc>`));
      expect(sitemap).toMatch(new RegExp(`<loc>https?://[^<]+/en${en}</loc>`));
    }
  });
});
