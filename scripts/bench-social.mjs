#!/usr/bin/env node
// The social area's speed (issue 24 "The chat as a messenger"): how long a signed-in person waits for
//   open chat (list)   a row of /social/chat clicked → the conversation's newest message on screen
//   open chat (url)    /social/chat/{id} typed or reloaded → its newest message on screen
//   start chat         Start chat on a friend's page → the conversation's newest message on screen
//   start chat (new)   the same with a friend demo has no chat with yet → the new conversation's composer
//   friends tab        the Friends tab clicked → the first friend on screen
//   friends (url)      /social/friends loaded → the first friend on screen
// Budget: the median of BENCH_SOCIAL_RUNS (5) runs of each ≤ 500 ms. Run by `npm run bench` after the pages, or
// alone with `node scripts/bench-social.mjs` (BENCH_NO_BUILD=1 keeps the .next build as it is).
//
// Production shape, not the toy seed: before measuring, demo (the measured viewer) is given up to 30 one-to-one chats
// with the directory's people (15 messages each), 5 groups of eight of its friends (40 messages each) and a
// conversation of 300 messages, written through the product API as the people themselves, so the list carries ~40
// channels and every conversation is several pages long. The figures name that data and the machine load.
import { createWriteStream, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";
import { ensureBuild, ROOT } from "./lib/build.mjs";
import { startIsolatedStack } from "./lib/stack.mjs";
import { CHROMIUM } from "./ensure-chromium.mjs";
import { playwrightChromiumArgs } from "./lib/chromium-args.mjs";

const RUNS = Math.max(1, Number(process.env.BENCH_SOCIAL_RUNS ?? 5));
export const SOCIAL_BUDGET_MS = 500;
/** How long a page is left before the next timed action (see timed()). */
const SETTLE_MS = 1000;
const APP_KEY = process.env.PRODUCT_API_KEY ?? "shijo-local-app-key";
const PASSWORD = "shijo123";
const DEMO = { id: 1, email: "demo@shijo.al" };
export const SHAPE = { singles: 30, singleMessages: 15, groups: 5, groupMembers: 8, groupMessages: 40, longMessages: 300 };

// The measured page is Albanian; its labels come from the messages, as the e2e specs' locators do.
const SQ = JSON.parse(readFileSync(path.join(ROOT, "messages/sq.json"), "utf8"));
const exactly = (text) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : Math.round((s[s.length / 2 - 1] + s[s.length / 2]) / 2);
};

/** The product API as the BFF calls it (spec 1 §7 headers), for writing the data. */
function productApi(apiUrl) {
  async function call(pathname, { token, body, method } = {}) {
    const headers = { "App-Key": APP_KEY, platform: "Web", "device-id": "bench-social", language: "sq" };
    if (token) headers.Authorization = `Bearer ${token}`;
    if (body !== undefined) headers["Content-Type"] = "application/json";
    for (let attempt = 0; ; attempt++) {
      const response = await fetch(`${apiUrl}${pathname}`, { method: method ?? (body === undefined ? "GET" : "POST"), headers, body: body === undefined ? undefined : JSON.stringify(body) });
      const json = await response.json().catch(() => null);
      // The send rate (20 in 10 s per sender) is a server guard: wait and go on.
      if (response.status === 429 && attempt < 20) {
        await sleep(1000);
        continue;
      }
      if (!response.ok) throw new Error(`${method ?? "POST"} ${pathname}: HTTP ${response.status} ${JSON.stringify(json)}`);
      return json;
    }
  }
  const tokens = new Map();
  async function login(email) {
    if (!tokens.has(email)) tokens.set(email, (await call("login", { body: { email, password: PASSWORD, device: { token: "web" } } })).token);
    return tokens.get(email);
  }
  return { call, login };
}

/** Runs `jobs` (async functions) with at most `width` at a time. */
async function pool(jobs, width) {
  let next = 0;
  await Promise.all(Array.from({ length: width }, async () => {
    while (next < jobs.length) await jobs[next++]();
  }));
}

/** The production-shaped chats of the header comment; returns what the measurements open. */
export async function shapeData(apiUrl) {
  const api = productApi(apiUrl);
  const demo = await api.login(DEMO.email);
  // Demo's friends (seed: product-api/src/seed/data/people.ts), who join demo's groups at once; their e-mails are
  // "<first name>@shijo.al" in the seed.
  const friends = (await api.call("users/friends", { token: demo, body: { status: "accepted", name: "" } })).friends;
  const friendTokens = new Map();
  for (const friend of friends) friendTokens.set(friend.id, await api.login(`${friend.full_name.split(" ")[0].toLowerCase()}@shijo.al`));
  const friendIds = friends.map((f) => f.id);
  // Directory people (seed: ids 12–43, e-mail "<first>.<last><i>@shijo.al"), found by the directory search.
  const directory = [];
  for (let page = 1; directory.length < SHAPE.singles && page <= 10; page++) {
    const rows = (await api.call(`users/shijoers?${new URLSearchParams({ page: String(page), name: "" })}`, { token: demo })).shijoers.data;
    if (!rows.length) break;
    for (const row of rows) if (row.id >= 12 && row.username && !friendIds.includes(row.id)) directory.push(row);
  }
  const singles = directory.slice(0, SHAPE.singles);
  const jobs = singles.map((person, i) => async () => {
    const token = await api.login(`${person.username}@shijo.al`);
    const { channel } = await api.call("chats/channels", { token, body: { channel_type: "single", partner_id: DEMO.id } });
    for (let k = 0; k < SHAPE.singleMessages; k++) {
      await api.call(`chats/channels/${channel.id}/messages`, { token: k % 2 ? demo : token, body: { text: `Mesazhi ${k + 1} nga biseda ${i + 1}: a shihemi nesër në darkë?` } });
    }
  });
  await pool(jobs, 4);

  const groups = [];
  for (let g = 0; g < SHAPE.groups; g++) {
    const members = friendIds.slice(g % 2, g % 2 + SHAPE.groupMembers - 1);
    const { channel } = await api.call("chats/channels", { token: demo, body: { channel_type: "group", full_name: `Grupi i provës ${g + 1}`, member_ids: members, admin_id: DEMO.id, permitted: true } });
    groups.push(channel.id);
    await pool(Array.from({ length: SHAPE.groupMessages }, (_, k) => async () => {
      const sender = k % 3 === 0 ? demo : friendTokens.get(members[k % members.length]);
      await api.call(`chats/channels/${channel.id}/messages`, { token: sender, body: { text: `Grupi ${g + 1}, mesazhi ${k + 1}: kush vjen sonte?` } });
    }), 2);
  }
  // The long conversation: demo and Elira (c1 in the seed), then its newest line is known.
  const elira = friendTokens.get(3);
  for (let k = 0; k < SHAPE.longMessages; k++) {
    await api.call("chats/channels/c1/messages", { token: k % 2 ? demo : elira, body: { text: `Rreshti ${k + 1} i bisedës së gjatë` } });
  }
  // Each conversation the runs open, with the text of its newest message.
  const list = (await api.call("chats/channels", { token: demo })).data;
  const newest = (id) => list.find((c) => c.id === id)?.last_msg?.text ?? null;
  const partner = (c) => (c.channel_type === "single" ? [c.creator, c.partner].find((p) => p && p.id !== DEMO.id)?.id ?? null : null);
  const targets = list.filter((c) => c.channel_type !== "order_support" && newest(c.id)).map((c) => ({ id: c.id, text: newest(c.id), partner: partner(c) }));
  return { channels: list.length, messages: SHAPE.singles * SHAPE.singleMessages + SHAPE.groups * SHAPE.groupMessages + SHAPE.longMessages, targets, friends: friendIds };
}

async function signedInPage(browser, baseUrl) {
  const context = await browser.newContext({ baseURL: baseUrl, locale: "sq-AL", timezoneId: "Europe/Tirane", viewport: { width: 1280, height: 800 } });
  await context.addInitScript(watchForShown);
  const page = await context.newPage();
  await page.goto("/");
  const status = await page.evaluate(async (body) => (await fetch("/api/auth/login", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) })).status, { email: DEMO.email, password: PASSWORD });
  if (status !== 200) throw new Error(`login: HTTP ${status}`);
  return { context, page };
}

/** Leaves the page SETTLE_MS and until the browser is idle, before a timed action. */
async function settle(page) {
  await page.waitForTimeout(SETTLE_MS);
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve(null), { timeout: 2000 })));
}

/**
 * Milliseconds from `act()` to `locator` visible, measured from a settled page: what the page did after it showed
 * (hydration, the live stream's first connect and the reads it starts) has ended, as for a person who reads what is
 * on screen before the next tap. Without this, each run also measured the previous page's hydration competing for the
 * same two cores as the servers.
 */
async function timed(act, locator) {
  await settle(locator.page());
  const started = performance.now();
  await act();
  await locator.waitFor({ state: "visible", timeout: 30_000 });
  return Math.round(performance.now() - started);
}

/**
 * For an opened URL: milliseconds from the navigation's start to the first frame in which an element matching
 * `selector` (and holding `text`) has a box, read in the new page itself (an init script checks at every animation
 * frame). Playwright's own wait cannot see a document while its HTML is still being parsed, so it only answered at
 * about DOMContentLoaded, after the message had been on screen for a while.
 */
async function paintedAfterOpening(page, url, selector, text = "") {
  await settle(page);
  await page.evaluate((watch) => sessionStorage.setItem("bench-watch", JSON.stringify(watch)), { selector, text });
  await page.goto(url, { waitUntil: "commit" });
  const shownAt = await page.waitForFunction(() => window.__benchShownAt, null, { timeout: 30_000 });
  return Math.round(await shownAt.jsonValue());
}

/** The init script paintedAfterOpening relies on. */
function watchForShown() {
  const watch = JSON.parse(sessionStorage.getItem("bench-watch") ?? "null");
  if (!watch) return;
  sessionStorage.removeItem("bench-watch");
  const check = () => {
    const shown = [...document.querySelectorAll(watch.selector)].some((el) => el.textContent.includes(watch.text) && el.getBoundingClientRect().height > 0);
    if (shown) window.__benchShownAt = performance.now();
    else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}

const newestIn = (page, text) => page.getByRole("list", { name: exactly(SQ.chat.messagesLabel) }).getByText(text, { exact: true });

async function measure(baseUrl, data) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: playwrightChromiumArgs() });
  try {
    const { page } = await signedInPage(browser, baseUrl);
    // Start chat is offered to friends (spec 3 §6): those demo already talks with, and those it does not yet.
    const friendChats = data.targets.filter((t) => data.friends.includes(t.partner));
    const chatless = data.friends.filter((id) => !data.targets.some((t) => t.partner === id));
    const rows = [];
    const series = async (name, run) => {
      await run(RUNS); // warm-up: the page's scripts compiled and cached, as for someone who uses the chat daily
      const ms = [];
      for (let i = 0; i < RUNS; i++) ms.push(await run(i));
      rows.push({ name, ms, median: median(ms), max: Math.max(...ms) });
      console.log(`[bench:social] ${name.padEnd(18)} median ${String(median(ms)).padStart(5)} ms  runs ${ms.join(", ")}`);
    };
    const pick = (i) => data.targets[i % data.targets.length];

    await series("open chat (list)", async (i) => {
      const target = pick(i);
      await page.goto("/social/chat");
      await page.locator(`a[href$="/social/chat/${target.id}"]`).first().waitFor();
      return timed(() => page.locator(`a[href$="/social/chat/${target.id}"]`).first().click(), newestIn(page, target.text));
    });
    await series("open chat (url)", async (i) => {
      const target = pick(i + 3);
      return paintedAfterOpening(page, `/social/chat/${target.id}`, `[aria-label="${SQ.chat.messagesLabel}"] li`, target.text);
    });
    const startChat = async (friend, shown) => {
      await page.goto(`/social/friends/${friend}`);
      const button = page.getByRole("button", { name: new RegExp(`^${SQ.social.startChat}:`) });
      await button.waitFor();
      return timed(() => button.click(), shown);
    };
    await series("start chat", (i) => startChat(friendChats[i % friendChats.length].partner, newestIn(page, friendChats[i % friendChats.length].text)));
    // A friend without a chat yet: a new channel, open once its composer is there (a later run reopens it).
    await series("start chat (new)", (i) => startChat(chatless[i % chatless.length], page.getByRole("textbox", { name: exactly(SQ.chat.composerLabel) })));
    await series("friends tab", async () => {
      await page.goto("/social/chat");
      const tab = page.getByRole("link", { name: exactly(SQ.social.tab_friends) });
      await tab.waitFor();
      return timed(() => tab.click(), page.locator('a[href$="/social/friends/3"]'));
    });
    await series("friends (url)", async () => paintedAfterOpening(page, "/social/friends", 'a[href$="/social/friends/3"]'));
    return rows;
  } finally {
    await browser.close();
  }
}

/** Starts a stack, writes the data, measures; prints the table and writes bench-results/bench-social-*.json. */
export async function runSocialBench({ build = process.env.BENCH_NO_BUILD !== "1" } = {}) {
  if (build) await ensureBuild();
  const outDir = path.join(ROOT, "bench-results");
  mkdirSync(outDir, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  const logFile = path.join(outDir, `servers-social-${stamp}.log`);
  const log = createWriteStream(logFile);
  console.log(`[bench:social] starting the stack (server output: ${path.relative(ROOT, logFile)})…`);
  // Its figures are on the small seed plus its own data (demo's 39 channels), also inside `SHIJO_SEED=large npm run
  // bench`: the large seed has no demo account with that password, and the login failed there.
  const stack = await startIsolatedStack({ logStream: log, testEndpoints: false, apiEnv: { SHIJO_SEED: "small" } });
  try {
    const shapeStarted = Date.now();
    const data = await shapeData(stack.apiUrl);
    console.log(`[bench:social] data: demo has ${data.channels} channels, ${data.messages} messages written (${((Date.now() - shapeStarted) / 1000).toFixed(0)} s)`);
    const loadBefore = os.loadavg();
    const rows = await measure(stack.baseUrl, data);
    const loadAfter = os.loadavg();
    const load = `${loadBefore[0].toFixed(2)} → ${loadAfter[0].toFixed(2)} (1-min load average, ${os.cpus().length} cores)`;
    console.log(`[bench:social] machine load while measuring: ${load}`);
    const missed = rows.filter((r) => r.median > SOCIAL_BUDGET_MS);
    const file = path.join(outDir, `bench-social-${stamp}.json`);
    writeFileSync(
      file,
      `${JSON.stringify({ createdAt: new Date().toISOString(), buildId: readFileSync(path.join(ROOT, ".next/BUILD_ID"), "utf8").trim(), machine: { cpus: os.cpus().length, load }, data: { shape: SHAPE, channels: data.channels }, budgetMs: SOCIAL_BUDGET_MS, runs: RUNS, rows }, null, 2)}\n`,
    );
    console.log(`[bench:social] written ${path.relative(ROOT, file)}`);
    if (missed.length) console.error(`[bench:social] BUDGET MISSED (median > ${SOCIAL_BUDGET_MS} ms): ${missed.map((r) => `${r.name} ${r.median} ms`).join("; ")}`);
    else console.log(`[bench:social] every median within ${SOCIAL_BUDGET_MS} ms.`);
    return missed.length === 0;
  } finally {
    await stack.stop();
    log.end();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  runSocialBench().then(
    (ok) => process.exit(ok ? 0 : 1),
    (error) => {
      console.error(`[bench:social] ${error.stack ?? error.message}`);
      process.exit(1);
    },
  );
}
