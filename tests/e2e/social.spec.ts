// Issue 11: the social graph in the browser (spec 3 §2 Social: directory, shijoer detail, friends, invitations).
import type { Request } from "@playwright/test";
import { BROWSER_LOCALE, DEMO, expect, flowsIn, LANGS, localePath, logIn, messages, test } from "./fixtures";

// Seeded people (product-api/src/seed/data): each language's run uses its own pair of strangers, so the two runs can
// go in parallel. Elira (3) is demo's friend; Ardit (8) invited demo; demo invited Sara (9).
const PAIRS = {
  sq: { a: { email: "noel@shijo.al", name: "Noel Marku", id: 10 }, b: { email: "luana@shijo.al", name: "Luana Çela", id: 11 } },
  en: { a: { email: "nora.rama12@shijo.al", name: "Nora Rama", id: 24 }, b: { email: "albana.berisha16@shijo.al", name: "Albana Berisha", id: 28 } },
} as const;
const PASSWORD = "shijo123";

for (const lang of LANGS) {
  const flows = flowsIn(lang);
  const at = (path: string) => localePath(lang, path);
  const m = messages(lang);
  const { a, b } = PAIRS[lang];

  test.describe(`social graph (${lang})`, () => {
    test.use({ locale: BROWSER_LOCALE[lang] });

    flows.test("A invites B; B sees it under Received and accepts; both see each other in Friends; A removes B", async ({ browser }) => {
      // Two signed-in browsers and a dozen page loads.
      test.slow();
      const contextA = await browser.newContext({ locale: BROWSER_LOCALE[lang] });
      const contextB = await browser.newContext({ locale: BROWSER_LOCALE[lang] });
      const pageA = await contextA.newPage();
      const pageB = await contextB.newPage();
      try {
        await logIn(pageA, { email: a.email, password: PASSWORD });
        await logIn(pageB, { email: b.email, password: PASSWORD });

        // A finds B in the directory by name and adds them; the row turns into Cancel invitation.
        await pageA.goto(`${at("/social/shijoies")}?name=${encodeURIComponent(b.name)}`);
        await expect(pageA.getByRole("heading", { level: 1, name: m.pages.socialShijoers.title })).toBeVisible();
        await pageA.getByRole("button", { name: `${m.social.add}: ${b.name}` }).click();
        await expect(pageA.getByRole("button", { name: `${m.social.cancelInvitation}: ${b.name}` })).toBeVisible();

        // A's Sent tab lists B; B's Received tab lists A.
        await pageA.goto(`${at("/social/invitations")}?tab=sent`);
        await expect(pageA.getByRole("link", { name: b.name })).toBeVisible();
        await pageB.goto(at("/social/invitations"));
        await expect(pageB.getByRole("link", { name: m.social.received })).toHaveAttribute("aria-current", "page");
        await expect(pageB.getByRole("link", { name: a.name })).toBeVisible();
        await pageB.getByRole("button", { name: `${m.social.accept}: ${a.name}` }).click();
        // The list is fetched again: the invitation is gone.
        await expect(pageB.getByRole("heading", { name: m.social.noReceived })).toBeVisible();

        await pageB.goto(at("/social/friends"));
        await expect(pageB.getByRole("link", { name: a.name })).toBeVisible();
        await pageA.goto(at("/social/friends"));
        await pageA.getByRole("link", { name: b.name }).click();
        await expect(pageA).toHaveURL((url) => url.pathname === at(`/social/friends/${b.id}`));
        await expect(pageA.getByRole("heading", { level: 1, name: b.name })).toBeVisible();

        // Friends can chat (spec 3 §2): Start chat opens their one-to-one channel — a new one, then the same again.
        const startChat = pageA.getByRole("button", { name: `${m.social.startChat}: ${b.name}` });
        await startChat.click();
        await expect(pageA).toHaveURL((url) => /\/social\/chat\/c\d+$/.test(url.pathname));
        const channelUrl = pageA.url();
        await pageA.goBack();
        await startChat.click();
        await expect(pageA).toHaveURL(channelUrl);
        await pageA.goBack();
        // The page drawn now knows their chat: Start chat opens it at once, asking the server for no channel (issue 24,
        // Start chat ≤ 500 ms: the POST was a fifth of it).
        await pageA.reload();
        const asked: string[] = [];
        const onRequest = (request: Request) => {
          if (request.method() === "POST" && new URL(request.url()).pathname === "/api/chat/channels") asked.push(request.url());
        };
        pageA.on("request", onRequest);
        await startChat.click();
        await expect(pageA).toHaveURL(channelUrl);
        pageA.off("request", onRequest);
        expect(asked, "no POST /api/chat/channels for an existing chat").toEqual([]);
        await pageA.goBack();

        // A removes B from B's page — asked first (issue 24): Cancel keeps the friendship, confirming ends it; both
        // Friends lists no longer have the other, and Start chat is gone.
        await pageA.getByRole("button", { name: `${m.social.remove}: ${b.name}` }).click();
        const confirm = pageA.getByRole("alertdialog", { name: m.social.removeTitle });
        await expect(confirm).toBeVisible();
        await expect(confirm.getByText(m.social.removeMessage.replace("{name}", b.name))).toBeVisible();
        await confirm.getByRole("button", { name: m.common.cancel }).click();
        await expect(confirm).toBeHidden();
        await expect(startChat).toBeVisible();
        await pageA.getByRole("button", { name: `${m.social.remove}: ${b.name}` }).click();
        await confirm.getByRole("button", { name: m.social.remove, exact: true }).click();
        await expect(pageA.getByRole("button", { name: `${m.social.add}: ${b.name}` })).toBeVisible();
        await expect(startChat).toHaveCount(0);
        await pageB.goto(`${at("/social/friends")}?name=${encodeURIComponent(a.name)}`);
        await expect(pageB.getByRole("heading", { name: m.social.noShijoers })).toBeVisible();
      } finally {
        await contextA.close();
        await contextB.close();
      }
    });

    flows.test("only the receiver answers: the sender's own view offers Cancel, not Accept", async ({ page }) => {
      await logIn(page, DEMO);
      await page.goto(`${at("/social/shijoies")}?name=Sara`);
      await expect(page.getByRole("button", { name: `${m.social.cancelInvitation}: Sara Hoxha` })).toBeVisible();
      await expect(page.getByRole("button", { name: new RegExp(`^${m.social.accept}`) })).toHaveCount(0);
      await page.goto(`${at("/social/shijoies")}?name=Ardit`);
      await expect(page.getByRole("button", { name: `${m.social.accept}: Ardit Gashi` })).toBeVisible();
      await expect(page.getByRole("button", { name: `${m.social.decline}: Ardit Gashi` })).toBeVisible();
      await page.goto(`${at("/social/shijoies")}?name=Elira`);
      await expect(page.getByRole("listitem").filter({ hasText: "Elira Krasniqi" })).toContainText(m.social.alreadyFriend);
    });

    flows.test("directory: infinite scroll loads the next page in place, and ?page=2 works without JavaScript", async ({ page, browser }) => {
      test.slow();
      await logIn(page, DEMO);
      await page.goto(at("/social/shijoies"));
      const rows = page.getByRole("list", { name: m.social.tab_shijoers }).getByRole("listitem");
      await expect(rows).toHaveCount(20);
      await page.getByRole("link", { name: m.social.loadMore }).scrollIntoViewIfNeeded();
      await expect.poll(() => rows.count()).toBeGreaterThan(20);
      await expect(page).toHaveURL((url) => !url.searchParams.has("page"));

      const noJs = await browser.newContext({ locale: BROWSER_LOCALE[lang], javaScriptEnabled: false });
      try {
        const cookies = await page.context().cookies();
        await noJs.addCookies(cookies);
        const plain = await noJs.newPage();
        await plain.goto(at("/social/shijoies"));
        await plain.getByRole("link", { name: m.social.loadMore }).click();
        await expect(plain).toHaveURL((url) => url.searchParams.get("page") === "2");
        await expect(plain.getByRole("link", { name: m.social.previousPage })).toBeVisible();
        await expect(plain.getByRole("list", { name: m.social.tab_shijoers }).getByRole("listitem").first()).toBeVisible();
      } finally {
        await noJs.close();
      }
    });

    flows.test("a shijoer's page: zodiac sign, suggestions with view-profile, back; an unknown id says so", async ({ page }) => {
      await logIn(page, DEMO);
      await page.goto(at("/social/shijoies/3"));
      await expect(page.getByRole("heading", { level: 1, name: "Elira Krasniqi" })).toBeVisible();
      // 1996-02-21: Pisces.
      await expect(page.getByText(m.social.zodiacLabel.replace("{sign}", m.zodiac.pisces))).toBeVisible();
      await expect(page.getByRole("button", { name: `${m.social.remove}: Elira Krasniqi` })).toBeVisible();
      const suggestions = page.getByRole("region", { name: m.social.suggested });
      const view = suggestions.getByRole("link", { name: new RegExp(`^${m.social.viewProfile}: `) });
      expect(await view.count()).toBeGreaterThan(0);
      expect(await view.count()).toBeLessThanOrEqual(10);
      await view.first().click();
      await expect(page).toHaveURL((url) => /\/social\/shijoies\/\d+$/.test(url.pathname) && !url.pathname.endsWith("/3"));
      await page.getByRole("link", { name: new RegExp(m.social.back) }).click();
      await expect(page).toHaveURL((url) => url.pathname === at("/social/shijoies"));

      await page.goto(at("/social/shijoies/999999"));
      await expect(page.getByRole("heading", { name: m.social.personNotFound })).toBeVisible();
    });
  });
}
