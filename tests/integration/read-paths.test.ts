import { or, sql, type SQL } from "drizzle-orm";
import { nameContains } from "@/product-api/src/social/graph";
import { describe, expect, it } from "vitest";
import type { ChatChannel } from "@/lib/chat/types";
import { FOLD_FROM, FOLD_TO } from "@/product-api/src/db/fold";
import { containsText, likePattern } from "@/product-api/src/db/like";
import { blogPosts, products, users, vendors } from "@/product-api/src/db/schema";
import { vendorWhere, type VendorListFilter } from "@/product-api/src/vendors/list-query";
import { seededApi } from "./support/seeded-api";

// Issue 26 §5 / ADR 0024: the product API's heavy reads were slow not for N+1 queries (their statement counts were
// already fixed) but for what each statement returned: whole users rows (31 columns, with the password hash, e-mail
// and phone no answer shows) for every chat member and every person of the directory, whole vendors rows (41) for
// every order — and PGlite decodes each value in JavaScript (then on the API's only thread; on a thread of its own
// since ADR 0049). These tests hold what an answer reads, counted by the database layer as values (rows × columns),
// to what it shows. No timing: the counts are exact.
// The push sender's poll is kept out of the way, as in every file that counts statements.
const { api, call, login } = seededApi({ pushPollMs: 3_600_000 });

const DEMO = "demo@shijo.al";

/** Values the database returned while `read` ran, and its answer. */
async function valuesOf<T>(read: () => Promise<T>): Promise<{ values: number; answer: T }> {
  const before = api().valuesRead();
  const answer = await read();
  return { values: api().valuesRead() - before, answer };
}

async function ok(path: string, token: string, body?: unknown) {
  const res = await call(path, { token, body });
  expect(res.status, path).toBe(200);
  return res.json;
}

describe("ADR 0024: a channel list reads each channel's row and its last message with its sender's name and picture — not whole people, nor a group's members (ADR 0013)", () => {
  it("costs at most 45 values per added group of three people (whole users rows made it ~140, its members' names and pictures ~57)", async () => {
    const demo = await login(DEMO);
    const eliraToken = await login("elira@shijo.al");
    const group = async (i: number) => {
      const res = await call("chats/channels", { token: demo, body: { channel_type: "group", full_name: `Lexim ${i}`, member_ids: [3, 4], admin_id: 1, permitted: false } });
      expect(res.status).toBe(201);
      expect((await call(`chats/channels/${res.json.channel.id}/messages`, { token: i % 2 ? demo : eliraToken, body: { text: `lexim ${i}` } })).status).toBe(201);
    };
    for (let i = 0; i < 3; i++) await group(i);
    const few = await valuesOf(() => ok("chats/channels", demo));
    for (let i = 3; i < 13; i++) await group(i);
    const many = await valuesOf(() => ok("chats/channels", demo));
    const added = many.answer.data.length - few.answer.data.length;
    expect(added).toBe(10);
    // What a row shows is all still there: each last message and its sender's name and picture.
    const shown = (many.answer.data as ChatChannel[]).filter((c) => c.full_name?.startsWith("Lexim"));
    expect(shown).toHaveLength(13);
    for (const [i, c] of shown.entries()) {
      expect(c).not.toHaveProperty("members");
      expect(c.last_msg?.text).toMatch(/^lexim \d+$/);
      const sender = Number(c.last_msg!.text!.split(" ")[1]) % 2 ? { _id: 1, full_name: "Arta Demo" } : { _id: 3, full_name: "Elira Krasniqi" };
      expect(c.last_msg?.user, `row ${i}`).toMatchObject({ ...sender, phone: null, email: null });
      expect(c.last_msg?.user.photo).toMatch(new RegExp(`^http.*/images/users/${sender._id}\\.`));
    }
    // A channel row (15), the viewer's own count and mute, a last message (15), its sender and its likes: ~35.
    expect((many.values - few.values) / added).toBeLessThanOrEqual(45);
  });
});

describe("ADR 0024: the directory reads the columns a person's view uses", () => {
  it("costs at most 20 values per person listed beyond the signed-in request itself (whole users rows: ~34)", async () => {
    const demo = await login(DEMO);
    const floor = await valuesOf(() => ok("server-time", demo));
    const page = await valuesOf(() => ok("users/shijoers?page=1", demo));
    const people = page.answer.shijoers.data.length;
    expect(people).toBe(20);
    expect(page.answer.shijoers.data[0]).toEqual(expect.objectContaining({ full_name: expect.any(String), zodiac: expect.anything(), country: expect.any(String) }));
    expect((page.values - floor.values) / people).toBeLessThanOrEqual(20);
  });
});

describe("ADR 0024: the friends map reads of each person what placing them and their marker need", () => {
  it("reads 11 values a person (no birth date, sex or country: 14 before) and 9 a vendor, beyond an empty box", async () => {
    const demo = await login(DEMO);
    const MAP = "users/shijo-map-data-with-distance-with-maplocation-with-lastactive-users";
    const map = (body: object) => valuesOf(() => ok(MAP, demo, body));
    const empty = await map({ latitude: 0, longitude: -30, latitudeDelta: 0.01, longitudeDelta: 0.01 });
    const tirana = await map({ latitude: 41.3275, longitude: 19.8187, latitudeDelta: 0.2, longitudeDelta: 0.2 });
    const people = (tirana.answer.shijoers as Array<{ users: Array<{ full_name: string }> }>).flatMap((g) => g.users);
    const vendorsShown = (tirana.answer.vendors as unknown[]).length;
    expect(people.length).toBeGreaterThan(10);
    expect(vendorsShown).toBeGreaterThan(10);
    expect(people.every((p) => p.full_name && !("birthdate" in p) && !("age" in p))).toBe(true);
    // A marker's 8 columns and the vendor's kind; a person's 10 placed columns and whether they chose the viewer.
    expect((tirana.values - empty.values - vendorsShown * 9) / people.length).toBeLessThanOrEqual(11);
  });
});

describe("ADR 0024: a page of orders reads the vendor columns an order shows, and counts the orders with the page", () => {
  it("reads at most 25 values per vendor of a page of orders with distinct vendors beyond the orders themselves", async () => {
    const demo = await login(DEMO);
    const one = await valuesOf(() => ok("orders?per_page=1", demo));
    const all = await valuesOf(() => ok("orders?per_page=50", demo));
    const orders = all.answer.orders.data as Array<{ vendor: { id: number }; products: unknown[]; status_history: unknown[] }>;
    expect(orders.length).toBeGreaterThan(4);
    expect(all.answer.orders.total).toBe(orders.length);
    const vendors = new Set(orders.map((o) => o.vendor.id)).size;
    expect(vendors).toBeGreaterThan(3);
    // Per order beyond the first: its row (43 with the page's count), its lines (9 each), its status steps (4 each),
    // its review and splits when it has them — and per vendor not seen yet, the vendor's shown columns (9, not 41).
    const lines = orders.slice(1).reduce((n, o) => n + o.products.length * 9 + o.status_history.length * 4, 0);
    const perVendor = (all.values - one.values - (orders.length - 1) * 43 - lines) / (vendors - 1);
    expect(perVendor).toBeLessThanOrEqual(25);
  });

  it("reads everything an order shows with one statement, however many orders are on the page (issue 26 §5)", async () => {
    const demo = await login(DEMO);
    const statements = async (path: string) => {
      const before = api().queryCount();
      const answer = await ok(path, demo);
      return { n: api().queryCount() - before, orders: answer.orders.data as Array<{ products: unknown[]; status_history: unknown[] }> };
    };
    const one = await statements("orders?per_page=1");
    const all = await statements("orders?per_page=50");
    expect(all.orders.length).toBeGreaterThan(4);
    expect(all.orders.every((o) => o.products.length > 0 && o.status_history.length > 0)).toBe(true);
    expect(all.n).toBe(one.n);
    // The session's, the order clock's, the page with its count, and the items, vendor, review, splits, history,
    // friend and card of every order on it (those took seven).
    expect(all.n).toBe(4);
  });

  it("tells the number of orders and pages on every page, also on a page past the last", async () => {
    const demo = await login(DEMO);
    const first = await ok("orders?per_page=2", demo);
    const total = first.orders.total as number;
    expect(total).toBeGreaterThan(2);
    const past = await ok("orders?per_page=2&page=999", demo);
    expect(past.orders).toEqual({ data: [], current_page: 999, last_page: Math.ceil(total / 2), per_page: 2, total });
    const last = await ok(`orders?per_page=2&page=${Math.ceil(total / 2)}`, demo);
    expect(last.orders.total).toBe(total);
    expect(last.orders.data).toHaveLength(total % 2 || 2);
  });
});

describe("ADR 0024: the reads every social answer and every page of orders makes find their rows by index (migration 0009)", () => {
  // On the small seed a scan is cheapest and the planner rightly takes it; with scans priced out, the plan shows
  // whether an index exists for the read at all — at production shape (issue 26 §1) the scan is what hurts.
  async function plan(statement: string): Promise<string> {
    return api().db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const result = await tx.execute(sql.raw(`explain ${statement}`));
      const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Array<Record<string, string>>;
      return rows.map((r) => Object.values(r)[0]).join("\n");
    });
  }

  it("a person's friendships either way, the map's box of people, the directory's order and an order's splits", async () => {
    // social/graph.ts linksOf: user_id = me or friend_id = me.
    const links = await plan("select id from friendships where (user_id = 1 or friend_id = 1) and status in ('invited', 'accepted')");
    expect(links).toMatch(/friendships_user_idx/);
    expect(links).toMatch(/friendships_friend_idx/);
    // routes/friends-map.ts: people whose stored place is in the view's box.
    expect(await plan("select id from users where latitude between 41.2 and 41.4 and longitude between 19.7 and 19.9")).toMatch(/users_location_idx/);
    // routes/social.ts: the directory's page, by name.
    expect(await plan("select id from users where deleted_at is null order by lower(full_name), id limit 20")).toMatch(/users_name_idx/);
    // orders/serialize.ts: the splits of a page of orders.
    expect(await plan("select id from order_splits where order_id in (1, 2, 3)")).toMatch(/order_splits_order_idx/);
  });
});

describe("ADR 0028: the vendor search reads each product's stored folded text (migration 0010), not a fold per product per request", () => {
  const near = (name: string): VendorListFilter => ({
    point: { lat: 41.32754, lng: 19.81869 }, vendorTypes: ["restaurant"], orderMethod: null, foodCategoryIds: [], isMeal: false, isDietary: false,
    promotions: false, openNow: false, onlinePayment: false, deliveryByShijo: false, lowFee: null, highFee: null, name,
  });

  it("keeps every product's search text equal to its title and English description folded as a searched word is", async () => {
    const [row] = await api().db
      .select({ stale: sql<number>`count(*)::int` })
      .from(products)
      .where(sql`${products.searchText} is distinct from lower(translate(${products.title} || ' ' || coalesce(${products.descriptionEn}, ''), ${FOLD_FROM}, ${FOLD_TO}))`);
    expect(row.stale).toBe(0);
  });

  it("the list's statement for a searched word matches products on search_text and folds none of them", async () => {
    // ~24,000 products around Tirana on the large seed, each title and description folded on every search: ~0.9 s.
    const statement = api().db.select({ id: vendors.id }).from(vendors).where(vendorWhere(near("pica"), new Date()));
    const result = await api().db.execute(sql`explain ${statement}`);
    const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Array<Record<string, string>>;
    const plan = rows.map((r) => Object.values(r)[0]).join("\n");
    expect(plan).toMatch(/search_text ~~/);
    expect(plan).not.toMatch(/translate\(COALESCE\(description_en/i);
  });

  it("answers a product's word typed without its accents or in capitals as before", async () => {
    const ids = async (name: string) => (await ok(`vendors?lat=41.32754&lng=19.81869&vendor_type=Restaurant&per_page=100&name=${encodeURIComponent(name)}`, "")).vendors.data.map((v: { title: string }) => v.title);
    expect(await ids("fergese")).toContain("Oda");
    expect(await ids("fërgesë")).toEqual(await ids("FERGESE"));
  });
});

describe("ADR 0029 (session 21): a search for text in a name is lower(value) LIKE lower(pattern), the rows ILIKE finds", () => {
  // ILIKE on a UTF-8 database lower-cases the value and the pattern and matches as LIKE; done per row by ILIKE it cost
  // PGlite four times what lower() and LIKE cost (the directory's count of "a" on the large seed: 42–57 → 15 ms).
  const COLUMNS = [
    [users, users.fullName],
    [users, users.username],
    [products, products.title],
    [blogPosts, blogPosts.title],
  ] as const;
  const ids = async (table: (typeof COLUMNS)[number][0], where: SQL) => (await api().db.select({ id: table.id }).from(table).where(where).orderBy(table.id)).map((r) => r.id);

  it.each(["a", "ARTA", "ç", "Ç", "ë", "Ë", "İ", "ilda", "%", "_", "\\", "pica napoli", ""])("finds for %j what ILIKE finds", async (text) => {
    for (const [table, column] of COLUMNS) {
      expect(await ids(table, containsText(column, text)), `${column.name} ${text}`).toEqual(await ids(table, sql`${column} ILIKE ${likePattern(text)}`));
    }
  });

  it.each(["a", "ARTA", "ë", "Ë", "demo", "arta.demo", "a d", "%", "_", "\\", ""])("finds for %j in a name or username, on the stored search_name, whom ILIKE on either finds (ADR 0033)", async (text) => {
    const either = or(sql`${users.fullName} ILIKE ${likePattern(text)}`, sql`${users.username} ILIKE ${likePattern(text)}`)!;
    expect(await ids(users, nameContains(text)), text).toEqual(await ids(users, either));
  });

  it("keeps search_name equal to the name and username as they change, and a text with chr(1) finds nobody", async () => {
    const [before] = await api().db.select({ id: users.id, fullName: users.fullName, username: users.username }).from(users).where(sql`${users.username} is not null`).limit(1);
    await api().db.update(users).set({ fullName: "Qzwx Provë" }).where(sql`${users.id} = ${before.id}`);
    try {
      // In capitals (ASCII: a PostgreSQL created with the C character type folds no accented capital, see below).
      expect(await ids(users, nameContains("QZWX pROV"))).toEqual([before.id]);
      expect(await ids(users, nameContains(`provë\u0001${before.username!.slice(0, 2)}`))).toEqual([]);
      // The name's end and the username's start do not make one word.
      expect(await ids(users, nameContains(`provë${before.username!.slice(0, 2)}`))).toEqual([]);
    } finally {
      await api().db.update(users).set({ fullName: before.fullName }).where(sql`${users.id} = ${before.id}`);
    }
    const [stale] = await api().db.select({ n: sql<number>`count(*)::int` }).from(users).where(sql`${users.searchName} is distinct from lower(${users.fullName}) || chr(1) || lower(coalesce(${users.username}, ''))`);
    expect(stale.n).toBe(0);
  });

  it("finds a word in capitals or not, and % and _ only as themselves", async () => {
    // Accented capitals (Ç, Ë) fold as the database's character type folds them, for ILIKE as for lower(): PGlite's
    // C.UTF-8 does, a PostgreSQL created with the C type does not. The test above holds them equal to ILIKE's on both.
    const titles = async (text: string) => (await api().db.select({ title: products.title }).from(products).where(containsText(products.title, text))).map((r) => r.title);
    expect((await titles("mali")).length).toBeGreaterThan(0);
    expect(await titles("MALI")).toEqual(await titles("mali"));
    expect((await ids(users, containsText(users.fullName, "ARTA"))).length).toBeGreaterThan(0);
    expect(await titles("%")).toEqual([]);
    expect(await titles("_")).toEqual([]);
  });
});
