// Issue 24 "The chat as a messenger": the conversation fills the screen between the header and a composer pinned to
// the bottom, opens at the newest message and keeps it in view (or offers a "new messages" pill to a reader who
// scrolled up); the list's times and badges stay inside their rows; nothing is wider than a 390 px phone; days are
// separated; joins, leaves and a new admin are system lines; headers name people by full name, never the viewer;
// a group deleted while someone reads it closes for them live; a double tap likes without selecting text; on a phone
// the ⋮ of each message gives way to a long press and stays reachable by keyboard. Both languages, 390×844 and
// 1280×800.
import type { APIRequestContext, Browser, BrowserContext, Locator, Page } from "@playwright/test";
import { chatDay, chatDayKey } from "../../lib/chat/days";
import { weekdayName } from "../../lib/format/date";
import { BROWSER_LOCALE, DEMO, expect, flowsIn, type Lang, LANGS, localePath, logIn, messages, signedInRequest, test } from "./fixtures";

const PASSWORD = "shijo123";
type Person = { email: string; name: string; id: number };
// Directory people (product-api/src/seed/data/directory.ts) no other spec signs in as, none hidden from the
// directory: a pair per viewport for the layout, and a group of four for the system lines and the live deletion.
const PEOPLE: Record<Lang, Record<"phoneA" | "phoneB" | "deskA" | "deskB" | "admin" | "member", Person>> = {
  sq: {
    phoneA: { email: "orges.hysa29@shijo.al", name: "Orges Hysa", id: 41 },
    phoneB: { email: "redon.zeqiri31@shijo.al", name: "Redon Zeqiri", id: 43 },
    deskA: { email: "blerim.rama17@shijo.al", name: "Blerim Rama", id: 29 },
    deskB: { email: "redon.bytyqi15@shijo.al", name: "Redon Bytyqi", id: 27 },
    admin: { email: "albana.hysa0@shijo.al", name: "Albana Hysa", id: 12 },
    member: { email: "blerim.dedja1@shijo.al", name: "Blerim Dedja", id: 13 },
  },
  en: {
    phoneA: { email: "orges.malaj13@shijo.al", name: "Orges Malaj", id: 25 },
    phoneB: { email: "mentor.berisha11@shijo.al", name: "Mentor Berisha", id: 23 },
    deskA: { email: "lindita.zeqiri10@shijo.al", name: "Lindita Zeqiri", id: 22 },
    deskB: { email: "gazmend.malaj5@shijo.al", name: "Gazmend Malaj", id: 17 },
    admin: { email: "drita.zeqiri2@shijo.al", name: "Drita Zeqiri", id: 14 },
    member: { email: "ermal.berisha3@shijo.al", name: "Ermal Berisha", id: 15 },
  },
};

/**
 * `part` lies within `box` from left to right. Both are waited for, and read again until they agree or time runs out:
 * a box read while the list is drawn again is null (CI: "Cannot read properties of null").
 */
async function inside(part: Locator, box: Locator, what: string) {
  await expect(part, what).toBeVisible();
  await expect(box, what).toBeVisible();
  await expect
    .poll(
      async () => {
        const [inner, outer] = await Promise.all([part.boundingBox(), box.boundingBox()]);
        if (!inner || !outer) return "not laid out";
        return { left: inner.x >= outer.x - 0.5, right: inner.x + inner.width <= outer.x + outer.width + 0.5 };
      },
      { message: what },
    )
    .toEqual({ left: true, right: true });
}

const VIEWPORTS = [
  { name: "phone", width: 390, height: 844 },
  { name: "desktop", width: 1280, height: 800 },
] as const;

/** An ICU message with plain {arg}s and one `select` on `who` (the message files' system lines). */
function fill(icu: string, values: Record<string, string>): string {
  const select = /^\{who, select, (.*)\}$/.exec(icu);
  let text = icu;
  if (select) {
    const branches = Object.fromEntries([...select[1].matchAll(/(\w+) \{((?:[^{}]|\{[^{}]*\})*)\}/g)].map((b) => [b[1], b[2]]));
    text = branches[values.who] ?? branches.other;
  }
  return text.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? `{${key}}`);
}

/** Makes two people friends through the BFF, whatever the seed says about them (invited either way, or friends). */
async function befriend(a: APIRequestContext, b: APIRequestContext, aId: number, bId: number) {
  await a.post("/api/social/friendship", { data: { friend_id: bId, action: "invite" } });
  await b.post("/api/social/friendship", { data: { friend_id: aId, action: "accept" } });
  await a.post("/api/social/friendship", { data: { friend_id: bId, action: "accept" } });
  const friends = (await (await a.get("/api/friends")).json()) as { friends: Array<{ id: number }> };
  expect(friends.friends.map((f) => f.id), "the two are friends").toContain(bId);
}

async function post(request: APIRequestContext, channelId: string, text: string) {
  const response = await request.post(`/api/chat/channels/${channelId}/messages`, { data: { text } });
  expect(response.status(), `send "${text}"`).toBe(201);
}

for (const lang of LANGS) {
  const flows = flowsIn(lang);
  const at = (path: string) => localePath(lang, path);
  const m = messages(lang);
  const people = PEOPLE[lang];
  const messageList = (page: Page) => page.getByRole("list", { name: m.chat.messagesLabel });
  const composer = (page: Page) => page.getByRole("textbox", { name: m.chat.composerLabel });
  const unreadLabel = new RegExp(m.chat.unread.match(/other \{([^}]*)\}/)![1].replace("#", "\\d+"));

  test.describe(`chat as a messenger (${lang})`, () => {
    test.use({ locale: BROWSER_LOCALE[lang] });

    const signedIn = async (browser: Browser, person: Person, viewport: { width: number; height: number }): Promise<{ context: BrowserContext; page: Page }> => {
      const context = await browser.newContext({ locale: BROWSER_LOCALE[lang], timezoneId: "Europe/Tirane", viewport });
      const page = await context.newPage();
      await logIn(page, { email: person.email, password: PASSWORD });
      return { context, page };
    };

    /** The page does not scroll: the conversation fills the viewport, the composer at its bottom, nothing wider. */
    async function expectFullScreen(page: Page, viewport: { width: number; height: number }) {
      const box = (await composer(page).boundingBox())!;
      expect(box.y + box.height, "the composer's bottom is on screen").toBeLessThanOrEqual(viewport.height);
      expect(box.y + box.height, "the composer is pinned to the bottom").toBeGreaterThan(viewport.height - 110);
      const size = await page.evaluate(() => ({ width: document.documentElement.scrollWidth, height: document.documentElement.scrollHeight }));
      expect(size.width, "no horizontal overflow").toBeLessThanOrEqual(viewport.width);
      expect(size.height, "the page itself does not scroll").toBeLessThanOrEqual(viewport.height);
      // No site footer and no app-download prompt over the conversation.
      await expect(page.locator("footer")).toBeHidden();
      await expect(page.getByRole("complementary", { name: m.shell.bannerLabel })).toBeHidden();
    }

    for (const viewport of VIEWPORTS) {
      flows.test(`${viewport.name} ${viewport.width}×${viewport.height}: the list's rows hold their time and badge; the conversation fills the screen, opens at the newest message and keeps it in view`, async ({ browser, baseURL }) => {
        test.slow();
        const [a, b] = viewport.name === "phone" ? [people.phoneA, people.phoneB] : [people.deskA, people.deskB];
        const requestA = await signedInRequest(baseURL!, { email: a.email, password: PASSWORD });
        const requestB = await signedInRequest(baseURL!, { email: b.email, password: PASSWORD });
        const reader = await signedIn(browser, a, viewport);
        try {
          const opened = await requestB.post("/api/chat/channels", { data: { channel_type: "single", partner_id: a.id } });
          const channelId = ((await opened.json()) as { channel: { id: string } }).channel.id;
          // More lines than a screen holds, the newest from B (unread for A) and long, as the list's preview.
          const stamp = Date.now();
          for (let i = 1; i <= 23; i++) await post(i % 2 ? requestA : requestB, channelId, `${lang} ${viewport.name} ${stamp} line ${i}`);
          const newest = `${lang} ${viewport.name} ${stamp} line 24: a last line long enough that the list has to shorten it in its row`;
          await post(requestB, channelId, newest);

          // The list: the row's time and unread badge sit inside the row, the row inside the list's card; the page
          // is no wider than the screen.
          await reader.page.goto(at("/social/chat"));
          const channels = reader.page.getByRole("list", { name: m.chat.listLabel });
          const row = channels.getByRole("link", { name: new RegExp(`^${b.name}`) });
          const badge = row.getByLabel(unreadLabel);
          const time = row.getByText(/^\d{2}:\d{2}$/);
          await expect(badge).toBeVisible();
          await expect(time).toBeVisible();
          await inside(badge, row, "the badge inside its row");
          await inside(time, row, "the time inside its row");
          await inside(row, channels, "the row inside the list");
          expect(await reader.page.evaluate(() => document.documentElement.scrollWidth), "no horizontal overflow").toBeLessThanOrEqual(viewport.width);

          // The conversation: newest message on screen, composer at the bottom, no footer or download prompt.
          await row.click();
          await expect(reader.page).toHaveURL((url) => url.pathname === at(`/social/chat/${channelId}`));
          const list = messageList(reader.page);
          if (viewport.name === "desktop") {
            // Side by side, the list's rows end before the conversation begins.
            const [rowBox, listBox] = await Promise.all([row.boundingBox(), list.boundingBox()]);
            expect(rowBox!.x + rowBox!.width, "the list's row ends before the conversation").toBeLessThanOrEqual(listBox!.x);
          }
          await expect(list.getByText(newest, { exact: true })).toBeInViewport({ ratio: 1 });
          await expect(list.getByText(`${lang} ${viewport.name} ${stamp} line 1`, { exact: true })).not.toBeInViewport();
          await expectFullScreen(reader.page, viewport);

          // A message that arrives is brought into view…
          const live = `${lang} ${viewport.name} ${stamp} live`;
          await post(requestB, channelId, live);
          await expect(list.getByText(live, { exact: true })).toBeInViewport({ ratio: 1 });
          // …unless the reader scrolled up to read older ones (the older pages load on the way, and today's first
          // message has its separator once the start is there): then a pill says so and brings them down.
          await expect(async () => {
            await list.evaluate((el) => el.scrollTo({ top: -el.scrollHeight }));
            await expect(list.getByText(m.chat.beginning)).toBeInViewport({ timeout: 1_000 });
          }).toPass();
          await expect(list.locator("[data-day]")).toHaveText([m.chat.today]);
          await expect(list.getByText(live, { exact: true })).not.toBeInViewport();
          const later = `${lang} ${viewport.name} ${stamp} while reading`;
          await post(requestB, channelId, later);
          const pill = reader.page.getByRole("button", { name: m.chat.newMessages });
          await expect(pill).toBeVisible();
          await expect(list.getByText(later, { exact: true })).not.toBeInViewport();
          await pill.click();
          await expect(list.getByText(later, { exact: true })).toBeInViewport({ ratio: 1 });
          await expect(pill).toBeHidden();
          await expectFullScreen(reader.page, viewport);

          // A double tap likes the message without selecting its text.
          await list.getByText(later, { exact: true }).dblclick();
          await expect(list.locator("li", { hasText: later }).getByLabel(m.chat.likes.match(/one \{([^}]*)\}/)![1].replace("#", "1"))).toBeVisible();
          expect(await reader.page.evaluate(() => window.getSelection()?.toString() ?? ""), "no text selected").toBe("");

          const actions = list.locator("li", { hasText: later }).getByRole("button", { name: m.chat.messageActions });
          if (viewport.name === "phone") {
            // On a phone the ⋮ takes no room: a long press opens the menu…
            expect((await actions.boundingBox())?.width ?? 0, "no ⋮ beside each message on a phone").toBeLessThanOrEqual(1);
            const bubble = (await list.getByText(later, { exact: true }).boundingBox())!;
            await reader.page.mouse.move(bubble.x + bubble.width / 2, bubble.y + bubble.height / 2);
            await reader.page.mouse.down();
            await reader.page.waitForTimeout(950);
            await reader.page.mouse.up();
            const menu = reader.page.getByRole("menu", { name: m.chat.messageActions });
            await expect(menu.getByRole("menuitem", { name: m.chat.copy })).toBeVisible();
            await reader.page.keyboard.press("Escape");
            await expect(menu).toBeHidden();
            // …and the keyboard still reaches it: focused, it shows and opens the same menu.
            await actions.focus();
            expect((await actions.boundingBox())!.width, "the focused ⋮ is shown").toBeGreaterThan(16);
            await reader.page.keyboard.press("Enter");
            await expect(menu.getByRole("menuitem", { name: m.chat.copy })).toBeVisible();
            await reader.page.keyboard.press("Escape");
          } else {
            await list.getByText(later, { exact: true }).hover();
            await expect(actions).toBeVisible();
          }
        } finally {
          await reader.context.close();
          await requestA.dispose();
          await requestB.dispose();
        }
      });
    }

    flows.test("joins, leaves and a new admin are system lines, live; a group deleted while someone reads it closes for them", async ({ browser, baseURL }) => {
      test.slow();
      const { admin, member, phoneA: third, deskA: fourth } = people;
      const [rAdmin, rMember, rThird, rFourth] = await Promise.all([admin, member, third, fourth].map((p) => signedInRequest(baseURL!, { email: p.email, password: PASSWORD })));
      const viewer = await signedIn(browser, member, VIEWPORTS[1]);
      const reader = await signedIn(browser, fourth, VIEWPORTS[0]);
      try {
        // Friends join a group at once (issue 24 "Consent and reach"): the admin befriends the other three first.
        await befriend(rAdmin, rMember, admin.id, member.id);
        await befriend(rAdmin, rThird, admin.id, third.id);
        await befriend(rAdmin, rFourth, admin.id, fourth.id);
        const name = `${lang} group ${Date.now()}`;
        const created = await rAdmin.post("/api/chat/channels", { data: { channel_type: "group", full_name: name, member_ids: [member.id], admin_id: admin.id, permitted: false } });
        expect(created.status()).toBe(201);
        const id = ((await created.json()) as { channel: { id: string } }).channel.id;

        await viewer.page.goto(at(`/social/chat/${id}`));
        const list = messageList(viewer.page);
        await expect(viewer.page.getByRole("heading", { level: 2, name })).toBeVisible();
        // A long group name truncates inside its row: the row's time stays in it.
        const channels = viewer.page.getByRole("list", { name: m.chat.listLabel });
        const row = channels.getByRole("link", { name: new RegExp(name) });
        await inside(row.getByText(/^\d{2}:\d{2}$/), row, "the time inside its row");
        await inside(row, channels, "the row inside the list");
        // Full names in the header, never usernames, never the viewer.
        const summary = viewer.page.locator("main header p").filter({ hasText: admin.name });
        await expect(summary).toHaveText(admin.name);

        expect((await rAdmin.post(`/api/chat/channels/${id}/members`, { data: { member_ids: [third.id, fourth.id] } })).status()).toBe(200);
        for (const added of [third, fourth]) await expect(list.getByText(fill(m.chat.systemAdded, { who: "other", by: admin.name, name: added.name }), { exact: true })).toBeVisible();
        await expect(viewer.page.locator("main header p")).toHaveText(`${admin.name}, ${third.name} +1`);

        expect((await rThird.post(`/api/chat/channels/${id}/exit`, { data: {} })).status()).toBe(200);
        await expect(list.getByText(fill(m.chat.systemLeft, { who: "other", name: third.name }), { exact: true })).toBeVisible();
        // The admin leaves: the first remaining member (the viewer) is the admin now, and reads it about themself.
        expect((await rAdmin.post(`/api/chat/channels/${id}/exit`, { data: {} })).status()).toBe(200);
        await expect(list.getByText(fill(m.chat.systemLeft, { who: "other", name: admin.name }), { exact: true })).toBeVisible();
        await expect(list.getByText(fill(m.chat.systemAdmin, { who: "me", name: member.name }), { exact: true })).toBeVisible();
        // The same lines after a reload, in the order they happened.
        await viewer.page.reload();
        // Waited for, not read once: the list renders after the reload. Newest first in the DOM (the list is
        // bottom-anchored), so the expected order is reversed.
        await expect(list.locator("li[data-system] > :last-child")).toHaveText([
          fill(m.chat.systemAdded, { who: "other", by: admin.name, name: third.name }),
          fill(m.chat.systemAdded, { who: "other", by: admin.name, name: fourth.name }),
          fill(m.chat.systemLeft, { who: "other", name: third.name }),
          fill(m.chat.systemLeft, { who: "other", name: admin.name }),
          fill(m.chat.systemAdmin, { who: "me", name: member.name }),
        ].reverse());

        // The fourth reads the group on a phone; the new admin deletes it: it closes for them at once.
        await reader.page.goto(at(`/social/chat/${id}`));
        await expect(composer(reader.page)).toBeVisible();
        await expect(messageList(reader.page).getByText(fill(m.chat.systemAdded, { who: "me", by: admin.name, name: fourth.name }), { exact: true })).toBeVisible();
        expect((await rMember.delete(`/api/chat/channels/${id}`)).status()).toBe(200);
        const notice = reader.page.getByRole("alertdialog", { name: m.chat.conversationClosedTitle });
        await expect(notice).toContainText(m.chat.conversationClosed);
        await expect(reader.page).toHaveURL((url) => url.pathname === at("/social/chat"));
        await expect(composer(reader.page)).toBeHidden();
        await notice.getByRole("button", { name: m.common.ok }).click();
        await expect(reader.page.getByRole("list", { name: m.chat.listLabel }).getByRole("link", { name: new RegExp(name) })).toHaveCount(0);
      } finally {
        await viewer.context.close();
        await reader.context.close();
        await Promise.all([rAdmin, rMember, rThird, rFourth].map((r) => r.dispose()));
      }
    });

    flows.test("the first HTML of a conversation already holds its newest messages and the list, and nobody's phone or e-mail", async ({ baseURL }) => {
      // Issue 24 (speed): opening /social/chat/{id} shows its messages without waiting for scripts and a second read;
      // the list streams in the same response, after the conversation when it is the slower read.
      const demo = await signedInRequest(baseURL!, DEMO);
      try {
        const text = `${lang}: rendered with the page ${Date.now()}`;
        await post(demo, "c1", text);
        const response = await demo.get(at("/social/chat/c1"));
        expect(response.status()).toBe(200);
        const html = await response.text();
        expect(html, "the newest message is in the first HTML").toContain(text);
        expect(html, "the list's rows come in the same response").toContain("Darka e së premtes");
        // ADR 0015: message senders and channel members carry no phone or e-mail (Elira, c1's other person).
        expect(html).not.toContain("elira@shijo.al");
        expect(html).not.toContain("0682345671");
      } finally {
        await demo.dispose();
      }
    });

    flows.test("headers name the others by full name, never the viewer; each day of a conversation has its separator", async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await logIn(page, DEMO);
      // The order-support chat: support and the vendor, not "arta.demo, support, …".
      await page.goto(at("/social/chat/order_1"));
      const summary = page.locator("main header p");
      await expect(summary).toBeVisible();
      await expect(summary).not.toContainText("Arta Demo");
      await expect(summary).not.toContainText("arta.demo");
      await expect(summary).not.toContainText("support");
      // Klea's group: full names.
      await page.goto(at("/social/chat/c5"));
      await expect(page.locator("main header p")).toHaveText("Klea Dervishi, Gent Basha");

      // Each day's first message has the separator the rule names (lib/chat/days.ts), Tirana days.
      for (const id of ["order_1", "c4"]) {
        await page.goto(at(`/social/chat/${id}`));
        const list = messageList(page);
        await expect(list.getByText(m.chat.beginning)).toBeVisible();
        const times = await list.locator("li time").evaluateAll((nodes) => nodes.map((n) => n.getAttribute("datetime")!));
        const days = [...new Set(times.map((t) => chatDayKey(new Date(t))))];
        const now = new Date();
        const label = (day: string) => {
          const d = chatDay(day, now);
          return d.kind === "today" ? m.chat.today : d.kind === "yesterday" ? m.chat.yesterday : d.kind === "weekday" ? weekdayName(d.weekday, lang, { capital: true }) : d.date;
        };
        await expect(list.locator("[data-day]")).toHaveText(days.map(label));
      }
    });
  });
}

