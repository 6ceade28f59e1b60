// Issue 13: the wallet (spec 3 §2, §4 Wallet) and invite-and-earn (spec 3 §2, §4 Earn invitation, §7), in both
// languages. Invitations use directory people no other spec logs in as: consecutive friends Ilir → Hana (sq) and
// Kreshnik → Jonida (en) (product-api/src/seed/data/directory.ts), so one invitation per cycle holds per sender.
// The wallet only reads demo's seeded history (11 transactions, more if other specs order with cashback).
import { BROWSER_LOCALE, DEMO, expect, flowsIn, type Lang, LANGS, localePath, logIn, messages, test } from "./fixtures";

const PASSWORD = "shijo123";
const PAIRS: Record<Lang, { sender: { email: string; name: string }; receiver: { email: string; name: string } }> = {
  sq: { sender: { email: "ilir.bytyqi7@shijo.al", name: "Ilir Bytyqi" }, receiver: { email: "hana.kelmendi6@shijo.al", name: "Hana Kelmendi" } },
  en: { sender: { email: "kreshnik.dedja9@shijo.al", name: "Kreshnik Dedja" }, receiver: { email: "jonida.hysa8@shijo.al", name: "Jonida Hysa" } },
};

for (const lang of LANGS) {
  const flows = flowsIn(lang);
  const at = (path: string) => localePath(lang, path);
  const m = messages(lang);

  test.describe(`wallet and invite-and-earn (${lang})`, () => {
    test.use({ locale: BROWSER_LOCALE[lang] });

    flows.test("the wallet shows the balance and level, and pages through the history on scroll", async ({ page }) => {
      await logIn(page, DEMO);
      await page.goto(at("/profile/wallet"));
      await expect(page.getByRole("heading", { level: 1, name: m.pages.profileWallet.title })).toBeVisible();
      await expect(page.getByTestId("wallet-balance")).toHaveText(/^\d[\d\s\u00a0,]* L$/);
      await expect(page.getByRole("heading", { name: m.wallet.levelTitle })).toBeVisible();
      const rows = page.getByTestId("wallet-transaction");
      await expect(rows).toHaveCount(10);
      // Date headers (DD/MM/YYYY in Tirana, or Today) above the rows.
      await expect(page.getByRole("heading", { level: 3 }).first()).toHaveText(new RegExp(`^(\\d{2}/\\d{2}/\\d{4}|${m.wallet.today})$`));
      // Scrolling to the end loads the next page in place (de-duplicated: no id twice).
      await page.getByRole("link", { name: m.wallet.loadMore }).scrollIntoViewIfNeeded();
      await expect.poll(() => rows.count()).toBeGreaterThan(10);
      await expect(page.getByText("+200 L", { exact: true })).toBeVisible();
      await expect(page.getByText(m.wallet.cat_referral_reward, { exact: true })).toBeVisible();
      await expect(page.getByText(m.wallet.cat_cashback_expired_revoke, { exact: true })).toBeVisible();
      // One minus sign on every page (U+2212), as the order summary writes its discounts.
      await expect(page.getByText("\u221215 L", { exact: true })).toBeVisible();
      // Without JavaScript the same pages are links: ?page=2 renders the second page with a way back.
      await page.goto(at("/profile/wallet?page=2"));
      await expect(rows.first()).toBeVisible();
      await expect(page.getByRole("link", { name: m.wallet.previousPage })).toBeVisible();
    });

    flows.test("a sent earn invitation opens the chat; the receiver uses the code once and a second use is refused", async ({ page, browser, baseURL }) => {
      const { sender, receiver } = PAIRS[lang];
      await logIn(page, { email: sender.email, password: PASSWORD });
      await page.goto(at("/profile/earn-invitation"));
      // spec 3 §9 reward text: 2 % at 10:30–12:00 and 15:30–19:30, else 1 %.
      await expect(page.getByTestId("earn-reward-text")).toContainText("10:30–12:00");
      await expect(page.getByTestId("earn-reward-text")).toContainText("15:30–19:30");
      // spec 3 §5: a receiver must be chosen.
      await page.getByRole("button", { name: m.earn.send }).click();
      const dialog = page.getByRole("alertdialog");
      await expect(dialog).toContainText(m.earn.chooseReceiver);
      await dialog.getByRole("button", { name: m.common.ok }).click();
      await page.getByRole("link", { name: m.earn.chooseFriend }).click();
      await expect(page).toHaveURL((url) => url.pathname === at("/profile/earninvite-friend"));
      await page.getByRole("link", { name: `${m.earn.pick}: ${receiver.name}` }).click();
      await expect(page).toHaveURL((url) => url.pathname === at("/profile/earn-invitation") && url.searchParams.get("via") === "friend");
      await expect(page.getByRole("status").filter({ hasText: receiver.name })).toBeVisible();
      await page.getByRole("button", { name: m.earn.send }).click();
      // spec 3 §4: "A chat with a friend after sending an earn invitation opens at /social/chat/{id}".
      await expect(page).toHaveURL((url) => /\/social\/chat\/[^/]+$/.test(url.pathname));
      // One invitation per cycle: back home the timer shows instead of Send.
      await page.goto(at("/profile/earn-invitation"));
      await expect(page.getByTestId("earn-timer")).toBeVisible();
      await expect(page.getByRole("button", { name: m.earn.send })).toHaveCount(0);
      await page.goto(at("/profile/earn-invitations"));
      await expect(page.getByTestId("earn-invitation").filter({ hasText: receiver.name }).getByText(m.earn.sent, { exact: true })).toBeVisible();

      const context = await browser.newContext({ locale: BROWSER_LOCALE[lang], baseURL });
      try {
        const other = await context.newPage();
        await logIn(other, { email: receiver.email, password: PASSWORD });
        await other.goto(at("/profile/earn-invitations?tab=received"));
        const card = other.getByTestId("earn-invitation").filter({ hasText: sender.name });
        await card.getByRole("button", { name: new RegExp(`^${m.earn.use_code}: SH`) }).click();
        const notice = other.getByRole("alertdialog");
        await expect(notice).toContainText(/SH[A-Z0-9]{6}/);
        await notice.getByRole("button", { name: m.common.ok }).click();
        await expect(other).toHaveURL((url) => url.pathname === at("/"));
        // Stored where checkout reads an invitation code: the cart's promo_code.
        const code = await other.evaluate(() => (JSON.parse(localStorage.getItem("shijo.cart") ?? "{}") as { cartPrice?: { promo_code?: string } }).cartPrice?.promo_code ?? "");
        expect(code).toMatch(/^SH[A-Z0-9]{6}$/);
        // A second use is refused by the server.
        const again = await other.evaluate(async (invitation_code) => {
          const res = await fetch("/api/earn/invitations/use", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ invitation_code }) });
          return { status: res.status, body: (await res.json()) as { error?: string } };
        }, code);
        expect(again.status).toBe(422);
        expect(again.body.error).toBeTruthy();
        await other.goto(at("/profile/earn-invitations?tab=received"));
        await expect(card.getByText(m.earn.in_use, { exact: true })).toBeVisible();
        await expect(card.getByRole("button", { name: new RegExp(`^${m.earn.use_code}`) })).toHaveCount(0);
      } finally {
        await context.close();
      }
    });
  });
}
