// Issue 12: chat (spec 3 §2 Chat / Conversation / New conversation and New group modals, §4 Group membership,
// Message loading, §5 Group creation, §8, §9), live over the BFF's SSE stream (ADR 0013).
import type { Browser, BrowserContext, Page } from "@playwright/test";
import { BROWSER_LOCALE, DEMO, expect, flowsIn, LANGS, localePath, logIn, messages, signedInRequest, test } from "./fixtures";

const PASSWORD = "shijo123";
// Directory people no other spec signs in as (seed: product-api/src/seed/data/directory.ts); A and B are friends.
// D only makes the group four, so that two leaving does not delete it (spec 3 §4: one member left deletes the
// channel); D's id is above B's, so B is "the first remaining member" when the admin leaves.
const PEOPLE = {
  sq: {
    a: { email: "hana.kelmendi6@shijo.al", name: "Hana Kelmendi" },
    b: { email: "ilir.bytyqi7@shijo.al", name: "Ilir Bytyqi" },
    c: { email: "drita.malaj18@shijo.al", name: "Drita Malaj" },
    d: { email: "kreshnik.dedja9@shijo.al", name: "Kreshnik Dedja" },
    outsider: { email: "ermal.kelmendi19@shijo.al", name: "Ermal Kelmendi" },
  },
  en: {
    a: { email: "jonida.berisha24@shijo.al", name: "Jonida Berisha" },
    b: { email: "kreshnik.rama25@shijo.al", name: "Kreshnik Rama" },
    c: { email: "lindita.malaj26@shijo.al", name: "Lindita Malaj" },
    d: { email: "nora.bytyqi28@shijo.al", name: "Nora Bytyqi" },
    outsider: { email: "mentor.kelmendi27@shijo.al", name: "Mentor Kelmendi" },
  },
} as const;

// A photo and a location go between two more people no other spec signs in as (directory ids 32–35).
const MEDIA = {
  sq: { a: { email: "fjolla.bytyqi20@shijo.al", name: "Fjolla Bytyqi" }, b: { email: "gazmend.hysa21@shijo.al", name: "Gazmend Hysa", id: 33 } },
  en: { a: { email: "hana.dedja22@shijo.al", name: "Hana Dedja" }, b: { email: "ilir.zeqiri23@shijo.al", name: "Ilir Zeqiri", id: 35 } },
} as const;
// A 1×1 PNG.
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==", "base64");

/** "{count, plural, one {# like} …}" for one. */
const one = (icu: string) => icu.match(/one \{([^}]*)\}/)![1].replace("#", "1");

for (const lang of LANGS) {
  const flows = flowsIn(lang);
  const at = (path: string) => localePath(lang, path);
  const m = messages(lang);
  const people = PEOPLE[lang];

  test.describe(`chat (${lang})`, () => {
    test.use({ locale: BROWSER_LOCALE[lang] });

    const signedIn = async (browser: Browser, email: string): Promise<{ context: BrowserContext; page: Page }> => {
      const context = await browser.newContext({ locale: BROWSER_LOCALE[lang], timezoneId: "Europe/Tirane" });
      const page = await context.newPage();
      await logIn(page, { email, password: PASSWORD });
      return { context, page };
    };
    const headerMenu = (page: Page) => page.getByRole("button", { name: m.chat.headerMenu });
    const messageList = (page: Page) => page.getByRole("list", { name: m.chat.messagesLabel });
    const composer = (page: Page) => page.getByRole("textbox", { name: m.chat.composerLabel });
    const send = async (page: Page, text: string) => {
      await composer(page).fill(text);
      await composer(page).press("Enter");
      await expect(composer(page)).toHaveValue("");
    };

    flows.test("demo's chat list shows the seeded conversations, newest first, with previews and unread badges", async ({ page }) => {
      await logIn(page, DEMO);
      await page.goto(at("/social/chat"));
      const list = page.getByRole("list", { name: m.chat.listLabel });
      await expect(list.getByRole("link", { name: /Darka e së premtes/ })).toBeVisible();
      await expect(list.getByRole("link", { name: /Shëtitje në Dajti/ })).toBeVisible();
      await expect(list.getByRole("link", { name: /Elira Krasniqi/ })).toBeVisible();
      await expect(list.getByRole("link", { name: new RegExp(m.chat.orderSupport.replace("{id}", "\\d+")) })).toBeVisible();
      await expect(list.getByLabel(new RegExp(m.chat.unread.match(/other \{([^}]*)\}/)![1].replace("#", "\\d+"))).first()).toBeVisible();
      // The list's rows carry what a row shows (issue 26 §6), to the page and on each refresh: not the members of
      // each group, nor their phones, e-mails or unread counts.
      const rows = ((await (await page.request.get("/api/chat/channels")).json()) as { channels: Array<Record<string, unknown>> }).channels;
      expect(rows.length).toBeGreaterThan(3);
      for (const row of rows) expect(Object.keys(row).sort()).toEqual(["channel_type", "full_name", "id", "last_msg", "order_id", "other", "photo", "unread", "updated_at"]);
      expect(rows.some((row) => typeof row.unread === "number" && row.unread > 0)).toBe(true);
      const html = await (await page.request.get(at("/social/chat"))).text();
      // The rows are in the page's data (so their absence below is not that of the whole list)…
      expect(html).toContain('\\"unread\\"');
      expect(html).not.toContain('\\"members\\"');
      expect(html).not.toContain('\\"unread_cnt\\"');
      // Opening one shows its messages and the composer.
      await list.getByRole("link", { name: /Darka e së premtes/ }).click();
      await expect(page).toHaveURL(/\/social\/chat\/c\d+$/);
      await expect(page.getByRole("heading", { level: 2, name: "Darka e së premtes" })).toBeVisible();
      await expect(composer(page)).toBeVisible();
    });

    flows.test("the chat is an app screen: sent without the footer, the download prompt or the guest's header; the tabs lead back to pages that have them", async ({ page }) => {
      await logIn(page, DEMO);
      await page.goto(at("/social/chat"));
      await expect(page.getByRole("list", { name: m.chat.listLabel })).toBeVisible();
      // Not sent at all (issue 26 §6): before, both were in the HTML and hidden by CSS.
      const html = await (await page.request.get(at("/social/chat"))).text();
      expect(html).not.toContain("<footer");
      expect(html).not.toContain("data-download-banner");
      await expect(page.locator("footer")).toHaveCount(0);
      // A signed-in person's header: the account's link, no login link (a guarded group's shell is drawn for members).
      const header = page.locator("#shell-header");
      await expect(header.locator(`a[href="${at("/profile")}"]`)).toBeVisible();
      await expect(header.getByRole("link", { name: m.shell.login, exact: true })).toHaveCount(0);
      // A client navigation to another tab leaves the chat's route group: that page has its footer and prompt…
      await page.getByRole("navigation", { name: m.social.tabsLabel }).getByRole("link", { name: m.social.tab_friends }).click();
      await expect(page).toHaveURL((url) => url.pathname === at("/social/friends"));
      await expect(page.locator("footer")).toHaveCount(1);
      await expect(page.locator("[data-download-banner]")).toHaveCount(1);
      // …and back in the chat they are gone again.
      await page.goBack();
      await expect(page).toHaveURL((url) => url.pathname === at("/social/chat"));
      await expect(page.getByRole("list", { name: m.chat.listLabel })).toBeVisible();
      await expect(page.locator("footer")).toHaveCount(0);
    });

    flows.test("demo: order-support quick replies, and the invitation code Dorian sent is used (copied, stored, then home)", async ({ page }) => {
      await logIn(page, DEMO);
      await page.goto(at("/social/chat"));
      const list = page.getByRole("list", { name: m.chat.listLabel });
      await list.getByRole("link", { name: new RegExp(m.chat.orderSupport.replace("{id}", "\\d+")) }).click();
      await expect(page.getByRole("group", { name: m.chat.quickReplies }).getByRole("button").first()).toBeVisible();

      await list.getByRole("link", { name: /Dorian Leka/ }).click();
      await expect(page.getByRole("heading", { level: 2, name: "Dorian Leka" })).toBeVisible();
      await page.getByRole("button", { name: m.chat.useCode }).click();
      const done = page.getByRole("alertdialog", { name: m.chat.codeCompleteTitle });
      await expect(done).toContainText(/SH[0-9A-F]{6}/);
      const code = (await done.textContent())!.match(/SH[0-9A-F]{6}/)![0];
      await done.getByRole("button", { name: m.common.ok }).click();
      await expect(page).toHaveURL((url) => url.pathname === at("/"));
      // Stored where the checkout reads it (the cart's promo code), as the invite-and-earn pages do.
      expect(await page.evaluate(() => (JSON.parse(localStorage.getItem("shijo.cart") ?? "{}") as { cartPrice?: { promo_code?: string } }).cartPrice?.promo_code)).toBe(code);
    });

    flows.test("on a phone the list and the conversation take turns, and back returns to the list", async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await logIn(page, DEMO);
      await page.goto(at("/social/chat"));
      const list = page.getByRole("list", { name: m.chat.listLabel });
      await expect(list).toBeVisible();
      await expect(page.getByText(m.chat.pickConversation)).toBeHidden();
      await list.getByRole("link", { name: /Darka e së premtes/ }).click();
      await expect(page.getByRole("heading", { level: 2, name: "Darka e së premtes" })).toBeVisible();
      await expect(list).toBeHidden();
      await page.getByRole("link", { name: m.chat.back }).click();
      await expect(page).toHaveURL((url) => url.pathname === at("/social/chat"));
      await expect(list).toBeVisible();
    });

    flows.test("A starts a chat with B; messages, a like and an unsend reach the other side live", async ({ browser }) => {
      test.slow();
      const a = await signedIn(browser, people.a.email);
      const b = await signedIn(browser, people.b.email);
      try {
        await a.page.goto(at("/social/chat"));
        await a.page.getByRole("button", { name: m.chat.menu }).click();
        await a.page.getByRole("menuitem", { name: m.chat.newConversation }).click();
        const modal = a.page.getByRole("dialog", { name: m.chat.newConversation });
        await modal.getByRole("button", { name: people.b.name }).click();
        await expect(a.page).toHaveURL(/\/social\/chat\/c\d+$/);
        const url = new URL(a.page.url()).pathname;
        await expect(a.page.getByRole("link", { name: people.b.name, exact: true })).toHaveAttribute("href", /\/social\/shijoies\/\d+$/);

        await b.page.goto(url);
        await expect(composer(b.page)).toBeVisible();

        const stamp = Date.now();
        const hello = `${lang} hello ${stamp}`;
        await send(a.page, hello);
        // Whitespace only is ignored (spec 3 §5).
        await composer(a.page).fill("   ");
        await composer(a.page).press("Enter");
        await expect(messageList(a.page).getByRole("listitem").filter({ hasText: /\S/ })).toHaveCount(2); // the message and the beginning line
        await expect(messageList(b.page).getByText(hello)).toBeVisible({ timeout: 5_000 });

        const reply = `${lang} reply ${stamp}`;
        await send(b.page, reply);
        await expect(messageList(a.page).getByText(reply)).toBeVisible({ timeout: 5_000 });

        // spec 3 §9: a double tap within 400 ms likes; B sees the heart live.
        await messageList(a.page).getByText(reply).dblclick();
        const liked = messageList(b.page).locator("li", { hasText: reply }).getByLabel(one(m.chat.likes));
        await expect(liked).toBeVisible({ timeout: 5_000 });

        // A sends one more and unsends it: it disappears on B's side and B's list preview falls back to the reply.
        const oops = `${lang} oops ${stamp}`;
        await send(a.page, oops);
        await expect(messageList(b.page).getByText(oops)).toBeVisible({ timeout: 5_000 });
        const bRow = b.page.getByRole("list", { name: m.chat.listLabel }).getByRole("link", { name: new RegExp(`^${people.a.name}`) });
        await expect(bRow).toContainText(oops);
        const bubble = messageList(a.page).locator("li", { hasText: oops });
        await bubble.hover();
        await bubble.getByRole("button", { name: m.chat.messageActions }).click();
        await expect(a.page.getByRole("menuitem", { name: m.chat.forward })).toBeDisabled();
        await a.page.getByRole("menuitem", { name: m.chat.unsend }).click();
        const confirm = a.page.getByRole("alertdialog", { name: m.chat.unsendTitle });
        await confirm.getByRole("button", { name: m.chat.unsend }).click();
        await expect(messageList(a.page).getByText(oops)).toBeHidden();
        await expect(messageList(b.page).getByText(oops)).toBeHidden({ timeout: 5_000 });
        await expect(bRow).toContainText(reply);

        // spec 3 §4 Message loading: 12 a page, newest first; scrolling up loads the older ones by cursor.
        const channelId = url.split("/").pop()!;
        const statuses = await a.page.evaluate(async (id) => {
          const out: number[] = [];
          for (let i = 1; i <= 12; i++) {
            const response = await fetch(`/api/chat/channels/${id}/messages`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ text: `more ${i}` }) });
            out.push(response.status);
          }
          return out;
        }, channelId);
        expect(statuses.every((s) => s === 201)).toBe(true);
        await b.page.reload();
        const bList = messageList(b.page);
        await expect(bList.getByText("more 12", { exact: true })).toBeVisible();
        await bList.evaluate((el) => el.scrollTo({ top: -el.scrollHeight }));
        await expect(bList.getByText(hello)).toBeVisible();
        await expect(bList.getByText(m.chat.beginning)).toBeVisible();
      } finally {
        await a.context.close();
        await b.context.close();
      }
    });

    flows.test("A creates a group with B, C and D (admin and name checked first); C leaves, A leaves, B becomes admin", async ({ browser, baseURL }) => {
      test.slow();
      const a = await signedIn(browser, people.a.email);
      try {
        await a.page.goto(at("/social/chat"));
        await a.page.getByRole("button", { name: m.chat.menu }).click();
        await a.page.getByRole("menuitem", { name: m.chat.newGroup }).click();
        const modal = a.page.getByRole("dialog", { name: m.chat.newGroup });
        await modal.getByRole("checkbox", { name: people.b.name }).check();
        await modal.getByRole("tab", { name: m.chat.tabShijoers }).click();
        await modal.getByRole("searchbox").fill(people.c.name);
        await modal.getByRole("checkbox", { name: people.c.name }).check();
        await modal.getByRole("searchbox").fill(people.d.name);
        await modal.getByRole("checkbox", { name: people.d.name }).check();
        await expect(modal).toContainText(m.chat.chosen.match(/other \{([^}]*)\}/)![1].replace("#", "3"));
        await modal.getByRole("button", { name: m.chat.proceed }).click();

        const details = a.page.getByRole("dialog", { name: m.chat.groupDetails });
        const alert = a.page.getByRole("alertdialog");
        await details.getByRole("button", { name: m.chat.createGroup }).click();
        await expect(alert).toContainText(m.chat.chooseAdmin);
        await alert.getByRole("button", { name: m.common.ok }).click();
        await details.getByRole("radio", { name: `${people.a.name} (${m.chat.you})` }).check();
        await details.getByRole("button", { name: m.chat.createGroup }).click();
        await expect(alert).toContainText(m.chat.enterName);
        await alert.getByRole("button", { name: m.common.ok }).click();
        const group = `${lang} group ${Date.now()}`;
        await details.getByRole("textbox", { name: m.chat.groupName }).fill(group);
        await details.getByRole("button", { name: m.chat.createGroup }).click();
        await expect(a.page).toHaveURL(/\/social\/chat\/c\d+$/);
        await expect(a.page.getByRole("heading", { level: 2, name: group })).toBeVisible();
        const url = new URL(a.page.url()).pathname;
        // Issue 24: C and D are not A's friends, so they were asked to join; they accept (the request UI itself is
        // tested in privacy.spec.ts).
        for (const person of [people.c, people.d]) {
          const request = await signedInRequest(baseURL!, { email: person.email, password: PASSWORD });
          try {
            expect((await request.post(`/api/chat/requests/${url.split("/").pop()}/accept`, { data: {} })).status(), `${person.name} accepts`).toBe(200);
          } finally {
            await request.dispose();
          }
        }

        const leave = async (page: Page) => {
          await headerMenu(page).click();
          await expect(page.getByRole("menuitem", { name: m.chat.deleteGroup })).toHaveCount(page === a.page ? 1 : 0);
          await page.getByRole("menuitem", { name: m.chat.exitGroup }).click();
          await page.getByRole("alertdialog", { name: m.chat.exitTitle }).getByRole("button", { name: m.chat.exitGroup }).click();
          await expect(page.getByText(m.chat.notMember)).toBeVisible();
          await expect(composer(page)).toBeHidden();
        };

        const c = await signedIn(browser, people.c.email);
        try {
          await c.page.goto(url);
          await expect(c.page.getByRole("heading", { level: 2, name: group })).toBeVisible();
          await leave(c.page);
        } finally {
          await c.context.close();
        }
        await leave(a.page);

        // spec 3 §4: the admin left, so the first remaining member (B) is the admin and sees Delete group.
        const b = await signedIn(browser, people.b.email);
        try {
          await b.page.goto(url);
          await headerMenu(b.page).click();
          await expect(b.page.getByRole("menuitem", { name: m.chat.deleteGroup })).toBeVisible();
        } finally {
          await b.context.close();
        }
      } finally {
        await a.context.close();
      }
    });

    flows.test("A sends B a photo and a location: B sees both live, opens the photo and the map; a refused location says so", async ({ browser }) => {
      test.slow();
      const media = MEDIA[lang];
      const a = await signedIn(browser, media.a.email);
      const b = await signedIn(browser, media.b.email);
      try {
        await a.context.grantPermissions(["geolocation"]);
        await a.context.setGeolocation({ latitude: 41.3311, longitude: 19.8166 });
        await a.page.goto(at("/social/chat"));
        const channelId = await a.page.evaluate(async (partner) => {
          const res = await fetch("/api/chat/channels", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ channel_type: "single", partner_id: partner }) });
          return ((await res.json()) as { channel: { id: string } }).channel.id;
        }, media.b.id);
        await a.page.goto(at(`/social/chat/${channelId}`));
        await b.page.goto(at(`/social/chat/${channelId}`));
        await expect(composer(a.page)).toBeVisible();
        await expect(composer(b.page)).toBeVisible();

        // A photo from the gallery (jpeg/png): B sees its 45 px thumbnail live and opens it.
        const chooser = a.page.waitForEvent("filechooser");
        await a.page.getByRole("button", { name: m.chatTools.gallery }).click();
        await (await chooser).setFiles({ name: "pizza.png", mimeType: "image/png", buffer: PNG });
        const thumb = messageList(b.page).getByRole("button", { name: m.chatTools.photo.replace("{index}", "1").replace("{total}", "1") });
        await expect(thumb).toBeVisible({ timeout: 5_000 });
        await thumb.click();
        const photo = b.page.getByRole("dialog", { name: m.chatTools.photo.replace("{index}", "1").replace("{total}", "1") });
        await expect(photo.getByRole("img")).toBeVisible();
        await photo.getByRole("button", { name: m.common.close }).click();

        // The current location: B gets a "shared location" card that opens the map viewer.
        await a.page.getByRole("button", { name: m.chatTools.location }).click();
        await a.page.getByRole("dialog", { name: m.chatTools.location }).getByRole("button", { name: m.chatTools.sendCurrent }).click();
        const card = messageList(b.page).getByRole("button", { name: m.chatTools.openLocation });
        await expect(card).toBeVisible({ timeout: 5_000 });
        await card.click();
        const viewer = b.page.getByRole("dialog", { name: m.chatTools.sharedLocation });
        await expect(viewer.getByRole("region", { name: m.chatTools.sharedLocation })).toBeVisible();
        await viewer.getByRole("button", { name: m.common.close }).click();
        // B's list says what it was (spec 3 §9 preview texts).
        await b.page.goto(at("/social/chat"));
        await expect(b.page.getByText(m.chat.previewLocation).first()).toBeVisible();

        // B has not allowed the location: the spec's location-unavailable alert (spec 3 §5).
        await b.page.goto(at(`/social/chat/${channelId}`));
        await b.page.getByRole("button", { name: m.chatTools.location }).click();
        await b.page.getByRole("dialog", { name: m.chatTools.location }).getByRole("button", { name: m.chatTools.sendCurrent }).click();
        await expect(b.page.getByRole("alertdialog").getByText(m.location.unavailable)).toBeVisible();
      } finally {
        await a.context.close();
        await b.context.close();
      }
    });

    flows.test("someone else's channel: a non-member reads the translated 403 text and the stream for it answers 403", async ({ page }) => {
      await logIn(page, { email: people.outsider.email, password: PASSWORD });
      await page.goto(at("/social/chat/c1"));
      await expect(page.getByRole("alert").filter({ hasText: m.chat.forbidden })).toBeVisible();
      await expect(composer(page)).toBeHidden();
      const stream = await page.evaluate(async () => {
        const response = await fetch("/api/chat/stream?channel_id=c1");
        return { status: response.status, type: response.headers.get("content-type") ?? "" };
      });
      expect(stream.status).toBe(403);
      expect(stream.type).toContain("application/json");
    });
  });
}
