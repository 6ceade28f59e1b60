// Issue 28: a group order with three browser contexts (host and two friends) in both languages — opened from the vendor
// page, joined by the link, each adding their own lines, seen live by the others, a spending limit, "everyone pays
// their part" with one card part and one cash part, placed once and tracked by all three.
import type { Browser, BrowserContext, Page } from "@playwright/test";
import { BROWSER_LOCALE, expect, flowsIn, format, LANGS, localePath, logIn, messages, signedInRequest, test } from "./fixtures";
import { NAPOLI } from "./checkout-helpers";
import { formatPrice } from "../../lib/format/price";

const PASSWORD = "shijo123";
// People no other e2e spec signs in as (seed: product-api/src/seed/data/people.ts and directory.ts).
const PEOPLE = {
  sq: {
    host: { email: "ardit@shijo.al", name: "Ardit Gashi" },
    card: { email: "pranvera.kelmendi14@shijo.al", name: "Pranvera Kelmendi" },
    cash: { email: "sara@shijo.al", name: "Sara Hoxha" },
  },
  en: {
    host: { email: "dorian@shijo.al", name: "Dorian Leka" },
    card: { email: "pranvera.dedja30@shijo.al", name: "Pranvera Dedja" },
    cash: { email: "gent@shijo.al", name: "Gent Basha" },
  },
} as const;

for (const lang of LANGS) {
  // The whole group order runs in both languages (issue 28 asks for it); the guest's redirect once (ADR 0022).
  const flows = flowsIn(lang);
  const at = (path: string) => localePath(lang, path);
  const m = messages(lang);
  const g = m.groupOrder;
  const people = PEOPLE[lang];

  test.describe(`group order (${lang})`, () => {
    test.use({ locale: BROWSER_LOCALE[lang] });

    const signedIn = async (browser: Browser, email: string): Promise<{ context: BrowserContext; page: Page }> => {
      const context = await browser.newContext({ locale: BROWSER_LOCALE[lang], timezoneId: "Europe/Tirane" });
      const page = await context.newPage();
      await logIn(page, { email, password: PASSWORD });
      return { context, page };
    };
    const participant = (page: Page, name: RegExp | string) => page.getByRole("region", { name: g.participants }).getByRole("listitem", { name });
    const addFirst = async (page: Page): Promise<string> => {
      const add = page.getByRole("region", { name: g.menu }).getByRole("button").first();
      const label = (await add.getAttribute("aria-label"))!;
      await add.click();
      return label.slice(format(lang, g.addItem, { title: "" }).length);
    };

    test("host and two friends fill one basket live and pay their parts with a card and with cash; one order, tracked by all three", async ({ browser, baseURL }) => {
      test.slow();
      // The card friend saves a card first (spec 3 §7 POST stripe/payment-methods/create, through the BFF).
      const api = await signedInRequest(baseURL!, { email: people.card.email, password: PASSWORD });
      const card = await api.post("/api/cards", { data: { name: "Pranvera", number: "4242424242424242", cvc: "123", exp_month: 12, exp_year: 2031 } });
      expect(card.status()).toBeLessThan(300);
      await api.dispose();

      const host = await signedIn(browser, people.host.email);
      const cardFriend = await signedIn(browser, people.card.email);
      const cashFriend = await signedIn(browser, people.cash.email);
      try {
        // The host opens it from the vendor page.
        await host.page.goto(at(`/store/${NAPOLI}/pizza-napoli/pickup`));
        await host.page.getByRole("button", { name: m.vendorPage.groupOrder }).click();
        await expect(host.page).toHaveURL(new RegExp(`${lang === "en" ? "/en" : ""}/group/[A-Za-z0-9_-]{24}$`));
        await expect(host.page.getByRole("heading", { level: 1 })).toContainText(g.title);
        const link = await host.page.getByLabel(g.linkLabel).inputValue();
        expect(link).toMatch(new RegExp(`${lang === "en" ? "/en" : ""}/group/[A-Za-z0-9_-]{24}$`));
        const path = new URL(link).pathname;

        // The friends open the link: the host's name, then Join.
        for (const friend of [cardFriend, cashFriend]) {
          await friend.page.goto(path);
          await expect(friend.page.getByText(format(lang, g.hostedBy, { name: people.host.name }))).toBeVisible();
          await friend.page.getByRole("button", { name: g.join }).click();
          await expect(friend.page.getByRole("region", { name: g.menu })).toBeVisible();
        }
        // The host sees them join, live.
        for (const person of [people.card, people.cash]) await expect(participant(host.page, person.name)).toBeVisible();

        // A spending limit of 1 L: a friend's line is refused with the translated reason; the host lifts it.
        await host.page.getByLabel(g.spendLimit).fill("1");
        const limitShown = format(lang, g.spendLimitNow, { limit: formatPrice(1, lang) });
        await host.page.getByRole("button", { name: g.save, exact: true }).click();
        await expect(cardFriend.page.getByText(limitShown)).toBeVisible();
        await addFirst(cardFriend.page);
        // The product API's reason, in the page's language ("… 1 L …").
        await expect(cardFriend.page.getByRole("alert").filter({ hasText: "1 L" })).toBeVisible();
        await host.page.getByLabel(g.spendLimit).fill("");
        await host.page.getByRole("button", { name: g.save, exact: true }).click();
        await expect(cardFriend.page.getByText(limitShown)).toHaveCount(0);

        // Each adds their own line; the others see it under that person's name without reloading.
        const title = await addFirst(cardFriend.page);
        await addFirst(cashFriend.page);
        await addFirst(host.page);
        const cardName = people.card.name;
        await expect(participant(host.page, cardName)).toContainText(`1 × ${title}`);
        // Only one's own lines can be changed: two of it now, seen by the host.
        await expect(participant(cashFriend.page, cardName).getByRole("button")).toHaveCount(0);
        await participant(cardFriend.page, cardName).getByRole("button", { name: format(lang, g.more, { title }) }).click();
        await expect(participant(host.page, cardName)).toContainText(`2 × ${title}`);

        // Everyone pays their part.
        await host.page.getByRole("radio", { name: g.paySplit }).check();
        await host.page.getByRole("button", { name: g.askParts }).click();
        for (const p of [host, cardFriend, cashFriend]) await expect(p.page.getByRole("region", { name: g.parts })).toBeVisible();
        await cardFriend.page.getByRole("radio", { name: g.card }).check();
        await cardFriend.page.getByRole("button", { name: g.payPart }).click();
        await cashFriend.page.getByRole("button", { name: g.payPart }).click();
        await expect(host.page.getByRole("region", { name: g.parts }).getByText(g.partPaid, { exact: true })).toHaveCount(2);
        await host.page.getByRole("button", { name: g.payPart }).click();

        // Placed once; all three follow it.
        for (const p of [host, cardFriend, cashFriend]) {
          await expect(p.page.getByRole("link", { name: g.trackOrder })).toBeVisible();
        }
        const orderHref = await host.page.getByRole("link", { name: g.trackOrder }).getAttribute("href");
        expect(orderHref).toMatch(/\/order\/\d+$/);
        for (const p of [cardFriend, cashFriend]) {
          expect(await p.page.getByRole("link", { name: g.trackOrder }).getAttribute("href")).toBe(orderHref);
          await p.page.getByRole("link", { name: g.trackOrder }).click();
          await expect(p.page).toHaveURL(new RegExp(`${orderHref}$`));
          await expect(p.page.getByText("Pizza Napoli").first()).toBeVisible();
        }
      } finally {
        await Promise.all([host.context.close(), cardFriend.context.close(), cashFriend.context.close()]);
      }
    });

    flows.test("a guest on the link signs in and comes back to it", async ({ page }) => {
      await page.goto(at("/group/AbCdEfGhIjKlMnOpQrStUvWx"));
      await expect(page).toHaveURL(new RegExp(`${lang === "en" ? "/en" : ""}/login\\?from=`));
    });
  });
}
