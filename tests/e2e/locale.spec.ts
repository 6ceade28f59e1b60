// Issue 2 "Locales" and docs/adr/0002: sq without prefix, en under /en, shared links stay Albanian.
import { BROWSER_LOCALE, expect, messages, test } from "./fixtures";

const pathIs = (pathname: string, search = "") => (url: URL) => url.pathname === pathname && url.search === search;

test.describe("locale routing", () => {
  test.use({ locale: BROWSER_LOCALE.sq });

  test("/ is Albanian and /en is English", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "sq");
    await page.goto("/en");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });

  test("/sq/stores redirects to the unprefixed /stores", async ({ page }) => {
    await page.goto("/sq/stores");
    await expect(page).toHaveURL(pathIs("/stores"));
    await expect(page.locator("html")).toHaveAttribute("lang", "sq");
  });

  test("an unknown page is a 404 in Albanian", async ({ page }) => {
    const response = await page.goto("/kjo-faqe-nuk-ekziston");
    expect(response?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("lang", "sq");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("an unknown page is a 404 in English", async ({ page }) => {
    const response = await page.goto("/en/this-page-does-not-exist");
    expect(response?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
});

test.describe("an English-speaking browser on a shared Albanian link", () => {
  test.use({ locale: BROWSER_LOCALE.en, extraHTTPHeaders: { "Accept-Language": "en" } });

  test("stays on /stores, in Albanian", async ({ page }) => {
    await page.goto("/stores?latitude=41.32754&longitude=19.81869");
    await expect(page).toHaveURL(pathIs("/stores", "?latitude=41.32754&longitude=19.81869"));
    await expect(page.locator("html")).toHaveAttribute("lang", "sq");
  });

  test("choosing English keeps path and query, and is remembered for later unprefixed links", async ({ page, context }) => {
    await page.goto("/stores?vendor_type=vendors&order_type=delivery");
    await expect(page.locator("html")).toHaveAttribute("lang", "sq");

    // The chooser is a plain link to /api/locale, so it works without JavaScript.
    const english = page.getByRole("link", { name: messages("sq").shell.languageEn }).first();
    await expect(english).toHaveAttribute("href", /^\/api\/locale\?/);
    await english.click();
    await expect(page).toHaveURL(pathIs("/en/stores", "?vendor_type=vendors&order_type=delivery"));
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    expect((await context.cookies()).find((c) => c.name === "NEXT_LOCALE")?.value).toBe("en");

    await page.goto("/categories");
    await expect(page).toHaveURL(pathIs("/en/categories"));
    await expect(page.locator("html")).toHaveAttribute("lang", "en");

    // And back: choosing Albanian returns to the unprefixed path.
    const albanian = page.getByRole("link", { name: messages("en").shell.languageSq }).first();
    await expect(albanian).toHaveAttribute("href", /^\/api\/locale\?/);
    await albanian.click();
    await expect(page).toHaveURL(pathIs("/categories"));
    await expect(page.locator("html")).toHaveAttribute("lang", "sq");
  });
});
