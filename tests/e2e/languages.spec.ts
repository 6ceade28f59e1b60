// Issue 25: an Albanian page writes its numbers the Albanian way (3,8 · 1,55 km · 0,5%), and an English page
// meets no Albanian beyond names of places, people, vendors and dishes — read off the rendered pages.
import type { APIRequestContext, Page } from "@playwright/test";
import { ALBANIAN_LETTERS, DECIMAL_POINT, withoutPlaceNames } from "../unit/support/language";
import { APP_KEY, BROWSER_LOCALE, DEMO, apiUrl, expect, localePath, logIn, test, type Lang } from "./fixtures";

const LANDING_KEY = process.env.LANDING_API_KEY ?? "shijo-local-landing-key";
const NAPOLI = "e435fd83f471";
const TIRANA_QUERY = "latitude=41.32754&longitude=19.81869&formatted_address=Tiran%C3%AB";
const NAPOLI_PAGE = `/store/${NAPOLI}/pizza-napoli/delivery`;

/** The local product API in a language (the test's own view of the data). */
async function api<T>(request: APIRequestContext, path: string, lang: Lang, gateway = false): Promise<T> {
  const response = await request.get(`${apiUrl()}${gateway ? "gateway/" : ""}${path}`, { headers: { ...(gateway ? { "api-key": LANDING_KEY } : { "App-Key": APP_KEY }), language: lang } });
  expect(response.ok(), path).toBe(true);
  return (await response.json()) as T;
}

const pageText = (page: Page) => page.locator("body").innerText();

/** Where in `text` a pattern matched, with a little context, for a readable failure. */
const around = (text: string, pattern: RegExp) => [...text.matchAll(new RegExp(pattern.source, "g"))].map((m) => text.slice(Math.max(0, m.index! - 30), m.index! + 30).replace(/\s+/g, " "));

test.describe("Albanian pages write numbers the Albanian way", () => {
  test.use({ locale: BROWSER_LOCALE.sq });

  test("no decimal point on the stores list, a vendor page, a landing page, a blog post or the wallet", async ({ page }) => {
    await page.goto(`/stores?${TIRANA_QUERY}`);
    await expect(page.getByRole("link", { name: /Pizza Napoli/ }).first()).toBeVisible();
    let text = await pageText(page);
    expect(around(text, DECIMAL_POINT), "/stores").toEqual([]);
    // Ratings out of 5 with one decimal, distances in km with two (spec 2 §3), written with a decimal comma.
    expect(text).toMatch(/\b\d,\d\b/);
    expect(text).toMatch(/\b\d+,\d{2} km\b/);

    for (const path of [NAPOLI_PAGE, `/landing/${NAPOLI}`, "/blog/4/x"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      text = await pageText(page);
      expect(around(text, DECIMAL_POINT), path).toEqual([]);
    }
    // The landing page's average rating (sent as "4.8") and the cashback levels.
    await page.goto(`/landing/${NAPOLI}`);
    await expect(page.getByText("4,8", { exact: true })).toBeVisible();
    await expect(page.getByText("0,5% kthehet në portofol")).toBeVisible();

    await logIn(page, DEMO);
    await page.goto("/profile/wallet");
    await expect(page.getByTestId("wallet-balance")).toBeVisible();
    expect(around(await pageText(page), DECIMAL_POINT), "/profile/wallet").toEqual([]);
  });
});

test.describe("English pages are English", () => {
  test.use({ locale: BROWSER_LOCALE.en });

  /** What is left of the page once the names it may show are taken out: it must have no Albanian letters. */
  async function expectNoAlbanian(page: Page, path: string, names: readonly string[]) {
    await page.goto(localePath("en", path));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const text = withoutPlaceNames([...names].sort((a, b) => b.length - a.length).reduce((t, name) => t.split(name).join(" "), await pageText(page)));
    expect(around(text, ALBANIAN_LETTERS), path).toEqual([]);
  }

  test("the blog, a post, a landing page, the stores list and a vendor page meet no Albanian beyond names", async ({ page, request }) => {
    type Post = { author: string };
    const posts = [...(await api<{ blogs: { data: Post[] } }>(request, "blogs?page=1", "en")).blogs.data, ...(await api<{ blogs: { data: Post[] } }>(request, "blogs?page=2", "en")).blogs.data];
    const authors = posts.map((p) => p.author);
    await expectNoAlbanian(page, "/blog", authors);
    await expectNoAlbanian(page, "/blog/1/x", authors);
    await expect(page).toHaveURL(/\/en\/blog\/1\/the-secret-of-perfect-baked-lamb-with-yoghurt$/);

    type Vendor = { title: string; address: string; city: string; categories?: Array<{ products: Array<{ title: string }> }> };
    const napoli = (await api<{ vendor: Vendor }>(request, `vendors/${NAPOLI}`, "en")).vendor;
    const dishes = (napoli.categories ?? []).flatMap((c) => c.products.map((p) => p.title));
    await expectNoAlbanian(page, NAPOLI_PAGE, [napoli.title, napoli.address, napoli.city, ...dishes]);

    type Landing = { restaurant: { name: string; address: string; city: string }; landingPage: { popularItems: Array<{ title: string }>; reviews: Array<{ name: string }> } };
    const landing = await api<Landing>(request, `api/landing-page/${NAPOLI}`, "en", true);
    await expectNoAlbanian(page, `/landing/${NAPOLI}`, [landing.restaurant.name, landing.restaurant.address, landing.restaurant.city, ...landing.landingPage.popularItems.map((i) => i.title), ...landing.landingPage.reviews.map((r) => r.name)]);

    const list = (await api<{ vendors: { data: Vendor[] } }>(request, "vendors?lat=41.32754&lng=19.81869&page=1&per_page=100", "en")).vendors.data;
    await expectNoAlbanian(page, `/stores?${TIRANA_QUERY}`, list.flatMap((v) => [v.title, v.address, v.city]));
  });
});
