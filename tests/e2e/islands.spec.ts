// Issue 14 (ADR 0014, session 7): a public page's forms (contact, partner, courier, the search bar) load their code on
// the first use of the page. Until then the server HTML is on screen; what the person types there is kept, and a
// form sent before the code arrived is held and sent once it has.
import type { Page } from "@playwright/test";
import { HYDRATED_ATTRIBUTE } from "../../lib/html-marks";
import { BROWSER_LOCALE, expect, messages, test } from "./fixtures";

const m = messages("en");

/** Script chunks the page has asked for so far. */
function scriptsOf(page: Page): Set<string> {
  const seen = new Set<string>();
  page.on("request", (request) => {
    if (request.resourceType() === "script") seen.add(request.url());
  });
  return seen;
}

test.describe("forms that load on first use", () => {
  test.use({ locale: BROWSER_LOCALE.en });

  test("the contact form's code is fetched on first use, not with the page; typing before it is kept", async ({ page }) => {
    const scripts = scriptsOf(page);
    await page.goto("/en/contact");
    const form = page.getByRole("form", { name: m.contact.formTitle });
    await expect(form).toBeVisible();
    await page.waitForLoadState("networkidle");
    const before = scripts.size;
    // Typed into the server HTML: the first keystroke is the page's first use.
    await form.getByLabel(m.contact.name, { exact: true }).pressSequentially("Ana");
    await expect.poll(() => scripts.size).toBeGreaterThan(before);
    await form.getByRole("button", { name: m.contact.send }).click();
    const dialog = page.getByRole("alertdialog");
    await expect(dialog).toContainText(m.alerts.fill_all_fields);
    await dialog.getByRole("button", { name: m.common.ok }).click();
    // The name typed before the form was live is still there and is the form's value.
    await expect(form.getByLabel(m.contact.name, { exact: true })).toHaveValue("Ana");
  });

  test("a form sent at once, before its code arrived, is checked once it has (no plain POST of the page)", async ({ page }) => {
    await page.goto("/en/partner");
    const form = page.getByRole("form", { name: m.partner.formTitle });
    await form.getByRole("button", { name: m.partner.submit }).click();
    await expect(page.getByRole("alertdialog")).toContainText(m.alerts.fill_all_fields);
    await expect(page).toHaveURL((url) => url.pathname === "/en/partner" && url.search === "");
  });

  test("the search bar is complete server HTML, hydrated on first use: its suggestions then work", async ({ page }) => {
    const scripts = scriptsOf(page);
    await page.goto("/en/categories");
    await page.waitForLoadState("networkidle");
    const before = scripts.size;
    const term = page.getByRole("search").getByRole("combobox", { name: m.search.term_label });
    await expect(term).toBeVisible();
    expect(scripts.size).toBe(before);
    const answer = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/search/suggestions");
    await term.fill("burg");
    // Each step a person would notice, in turn (a CI run once saw no suggestions and no more): the word stays, the
    // suggestions are asked for and come, and the list shows them.
    await expect(term).toHaveValue("burg");
    expect((await answer).status()).toBe(200);
    await expect(page.getByRole("listbox", { name: m.search.suggestions_list }).getByRole("option").first()).toContainText(/burg/i);
    expect(scripts.size).toBeGreaterThan(before);
  });

  test("what was typed into the search bar before the page's scripts ran is taken over: its suggestions come", async ({ page, baseURL }) => {
    // The page's scripts are held until the word is typed: on a busy phone (or a busy CI machine) the first keystrokes
    // can come before the page has hydrated, when nothing listens yet. Seen in CI: the suggestions never came.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/_next\/static\/chunks\/.*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    // Not page.goto, which waits for the page to hydrate (fixtures.ts).
    await page.evaluate((url) => location.assign(url), new URL("/en", baseURL).href);
    const term = page.getByRole("search").getByRole("combobox", { name: m.search.term_label });
    await expect(term).toBeVisible();
    expect(await page.evaluate((mark) => document.documentElement.hasAttribute(mark), HYDRATED_ATTRIBUTE)).toBe(false);
    await term.fill("burg");
    release();
    await expect(page.getByRole("listbox", { name: m.search.suggestions_list }).getByRole("option").first()).toContainText(/burg/i);
    await expect(term).toHaveValue("burg");
  });
});
