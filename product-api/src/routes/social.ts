import { and, asc, count, desc, eq, inArray, isNotNull, ne, notInArray, or, sql } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import { enqueueFriendPush } from "../push/outbox";
import { friendships, mapVisibilityFriends, peopleSearch, users } from "../db/schema";
import type { AppDeps, AppEnv } from "../http/context";
import { requireUser } from "../http/middleware";
import { fail } from "../http/respond";
import type { MessageKey } from "../http/i18n";
import { absoluteUrl } from "../http/urls";
import { validJson, validQuery } from "../http/validate";
import { userJson } from "../serializers/user";
import { transition, type FriendAction, type Transition } from "../social/friendship";
import { choseViewer, chosenFriends, isReachable, linkBetween, linksOf, listedUser, lowerName, mayShowLocationTo, nameContains, peopleWhoChose, reachableBy, statusFor, type LinkRow } from "../social/graph";
import { CELL_LAT_DEGREES, cellRow } from "../social/location-grid";
import { personColumns, shijoerJson, viewPeople, type PersonRow, type PersonView } from "../social/people";
import { haversineMetres } from "../vendors/geo";
import { BRAND } from "../social/brand";
import { mapFriendsOf } from "./users";

// spec 3 §7 social graph calls: the directory, a shijoer's detail with suggestions, friendship updates with the
// state machine of §4 enforced here, invitations, statuses and the friends map's settings.

export const DIRECTORY_PAGE_SIZE = 20;
export const SUGGESTED_MAX = 10; // spec 3 §9: suggested users, at most 10
/** People nearby are ranked among at most this many, taken by grid row (location-grid.ts). */
const SUGGESTION_POOL = 60;

const id = z.coerce.number().int().positive();
const directoryQuery = z.object({ name: z.string().trim().max(60).optional(), page: z.coerce.number().int().min(1).max(10_000).default(1) });
const pair = z.object({ user_id: id.optional(), friend_id: id });
const updateBody = pair.extend({ status: z.enum(["invited", "accepted", "canceled"]) });
const statusBody = z.object({ user_ids: z.array(id).max(200) });
const HIDE_KEY = `hide_${BRAND}er` as const;
const HIDE_AS_KEY = `hide_as_${BRAND}er` as const;
const mapSettingBody = z.object({
  visible: z.coerce.number().int().min(0).max(1).optional(),
  [HIDE_KEY]: z.coerce.number().int().min(0).max(1).optional(),
  type: z.enum(["all_friend", "except_friend", "only_friend"]).optional(),
  filter_ids: z.array(id).max(500).optional(),
});

const REFUSAL: Record<Extract<Transition, { ok: false }>["reason"], MessageKey> = {
  self: "friendSelf",
  already_friends: "alreadyFriends",
  already_invited: "alreadyInvited",
  no_invitation: "noInvitation",
  not_receiver: "notReceiver",
  not_sender: "notSender",
  not_friends: "notFriends",
};

export function socialRoutes(deps: AppDeps) {
  const { db, clock } = deps;
  const app = new Hono<AppEnv>();
  const auth = requireUser(deps);

  /**
   * Listed users `me` may find: not me, and not hidden as a shijoer unless we are friends (spec 3 §4, §6). Over users,
   * or over the directory's search rows (people_search, ADR 0048), whose `listed` is users' listedUser.
   */
  function findable(me: number, links: Map<number, LinkRow>, over: "users" | "search" = "users") {
    const friendIds = [...links].filter(([, l]) => l.status === "accepted").map(([other]) => other);
    const [listed, id, hidden] = over === "users" ? [listedUser, users.id, users.hideAsShijoer] : [eq(peopleSearch.listed, true), peopleSearch.id, peopleSearch.hideAsShijoer];
    return and(listed, ne(id, me), or(eq(hidden, false), friendIds.length ? inArray(id, friendIds) : sql`false`));
  }

  // GET users/shijoers?name&page → { shijoers: { data, current_page, last_page } }
  // Counted and paged over people_search (ADR 0048: a narrow row a person, kept by a trigger), the page's people then
  // read from users by id.
  app.get(`/users/${BRAND}ers`, auth, validQuery(directoryQuery), async (c) => {
    const q = c.req.valid("query");
    const me = c.get("user").id;
    const links = await linksOf(db, me);
    const where = and(findable(me, links, "search"), q.name ? nameContains(q.name, peopleSearch.searchName) : undefined);
    const [{ total }] = await db.select({ total: count() }).from(peopleSearch).where(where);
    const lastPage = Math.max(1, Math.ceil(total / DIRECTORY_PAGE_SIZE));
    const offset = (q.page - 1) * DIRECTORY_PAGE_SIZE;
    // A page past the last holds nobody: not read (the statement would find every match only to skip them all). Who
    // chose me on their list comes with each person (choseViewer), not as a statement.
    const rows =
      offset >= total
        ? []
        : await db
            .select({ ...personColumns, choseMe: choseViewer(me) })
            .from(peopleSearch)
            .innerJoin(users, eq(users.id, peopleSearch.id))
            .where(where)
            .orderBy(asc(peopleSearch.sortName), asc(peopleSearch.id))
            .limit(DIRECTORY_PAGE_SIZE)
            .offset(offset);
    const views = await viewPeople(db, me, rows, links, clock.now(), new Set(rows.filter((r) => r.choseMe).map((r) => r.id)));
    return c.json({
      shijoers: { data: rows.map((r) => shijoerJson(views.get(r.id)!, c.get("baseUrl"), me)), current_page: q.page, last_page: lastPage, total },
    });
  });

  // GET users/shijoers/{id} → { shijoer: { …, invite_status, is_friend, suggested_users } }
  app.get(`/users/${BRAND}ers/:id`, auth, async (c) => {
    const target = id.safeParse(c.req.param("id"));
    if (!target.success) return fail(c, 404, "userNotFound");
    const me = c.get("user").id;
    const now = clock.now();
    // Who chose me on their list is read once for the person and every suggestion (three views).
    const [links, chose] = await Promise.all([linksOf(db, me), peopleWhoChose(db, me)]);
    const [row] = await db.select(personColumns).from(users).where(and(reachableBy(me, links), eq(users.id, target.data))).limit(1);
    if (!row) return fail(c, 404, "userNotFound");
    const shown = (await viewPeople(db, me, [row], links, now, chose)).get(row.id)!;
    const suggested = await suggestionsFor(me, links, shown, now, chose);
    const baseUrl = c.get("baseUrl");
    return c.json({
      shijoer: {
        ...shijoerJson(shown, baseUrl, me),
        suggested_users: suggested.map((s) => shijoerJson(s, baseUrl, me)),
      },
    });
  });

  /**
   * spec 3 §2 suggested users, at most 10, never me or them: the person's own friends first, then people near where
   * the viewer sees the person — ranked only by locations the viewer may see (ADR 0015), so the order gives away
   * nothing the view does not — then anyone else by name.
   */
  async function suggestionsFor(me: number, links: Map<number, LinkRow>, person: PersonView, now: Date, chose: ReadonlySet<number>): Promise<PersonView[]> {
    const theirs = await linksOf(db, person.row.id);
    const theirFriends = [...theirs].filter(([, l]) => l.status === "accepted").map(([other]) => other).filter((other) => other !== me);
    const base = and(findable(me, links), ne(users.id, person.row.id));
    const first = theirFriends.length ? await db.select(personColumns).from(users).where(and(base, inArray(users.id, theirFriends))).orderBy(asc(lowerName), asc(users.id)).limit(SUGGESTED_MAX) : [];
    const picked = [...first];
    const at = person.location;
    if (picked.length < SUGGESTED_MAX && at) {
      const myFriends = [...links].filter(([, l]) => l.status === "accepted").map(([other]) => other);
      const pool = await db
        .select(personColumns)
        .from(users)
        .where(and(base, notInArray(users.id, [person.row.id, ...picked.map((u) => u.id)]), isNotNull(users.latitude), isNotNull(users.longitude), mayShowLocationTo(me, myFriends)))
        .orderBy(sql`abs(floor(${users.latitude} / ${CELL_LAT_DEGREES}) - ${cellRow(at.latitude)})`, asc(users.id))
        .limit(SUGGESTION_POOL);
      const seen = await viewPeople(db, me, pool, links, now, chose);
      const away = (u: PersonRow) => {
        const l = seen.get(u.id)?.location;
        return l ? haversineMetres(at.latitude, at.longitude, l.latitude, l.longitude) : Infinity;
      };
      const near = pool.filter((u) => away(u) < Infinity).sort((a, b) => away(a) - away(b) || a.id - b.id);
      picked.push(...near.slice(0, SUGGESTED_MAX - picked.length));
    }
    if (picked.length < SUGGESTED_MAX) {
      const rest = await db.select(personColumns).from(users).where(and(base, notInArray(users.id, [person.row.id, ...picked.map((u) => u.id)]))).orderBy(asc(lowerName), asc(users.id)).limit(SUGGESTED_MAX - picked.length);
      picked.push(...rest);
    }
    const views = await viewPeople(db, me, picked, links, now, chose);
    return picked.map((u) => views.get(u.id)!);
  }

  /** Runs one transition of spec 3 §4 atomically: the pair is locked, read, checked and written in one transaction. */
  async function act(me: number, other: number, action: FriendAction | "answer_or_cancel"): Promise<Transition> {
    return db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${Math.min(me, other)}, ${Math.max(me, other)})`);
      const link = await linkBetween(tx, me, other);
      // status "canceled" is the sender's Cancel and the receiver's Decline alike.
      const resolved: FriendAction = action === "answer_or_cancel" ? (link && link.receiverId === me ? "decline" : "cancel") : action;
      const result = transition(link, me, other, resolved);
      if (!result.ok) return result;
      let linkId = link?.id ?? null;
      if (!result.next) {
        if (link) await tx.delete(friendships).where(eq(friendships.id, link.id));
      } else if (link) {
        await tx.update(friendships).set({ status: result.next.status, updatedAt: new Date() }).where(eq(friendships.id, link.id));
      } else {
        const [created] = await tx.insert(friendships).values({ userId: result.next.senderId, friendId: result.next.receiverId, status: result.next.status }).returning({ id: friendships.id });
        linkId = created.id;
      }
      // Issue 29: the other person hears of a request, and of their request accepted (once per request: ADR 0021).
      if (linkId !== null && (resolved === "invite" || resolved === "accept") && result.next) {
        await enqueueFriendPush(tx, { linkId, to: other, from: me, status: resolved === "invite" ? "invited" : "accepted", at: new Date() });
      }
      return result;
    });
  }


  // POST users/friends/update { user_id, friend_id, status: invited | accepted | canceled }
  app.post("/users/friends/update", auth, validJson(updateBody), async (c) => {
    const body = c.req.valid("json");
    const me = c.get("user").id;
    if (body.user_id !== undefined && body.user_id !== me) return fail(c, 403, "notYourAccount");
    if (body.friend_id !== me && !(await isReachable(db, me, body.friend_id))) return fail(c, 404, "userNotFound");
    const action = body.status === "invited" ? "invite" : body.status === "accepted" ? "accept" : "answer_or_cancel";
    const result = await act(me, body.friend_id, action);
    if (!result.ok) return fail(c, result.reason === "self" ? 422 : 409, REFUSAL[result.reason]);
    return c.json({ success: 1, ...statusFor((await linkBetween(db, me, body.friend_id)) ?? undefined, me) });
  });

  // POST users/friends/remove { user_id, friend_id }
  app.post("/users/friends/remove", auth, validJson(pair), async (c) => {
    const body = c.req.valid("json");
    const me = c.get("user").id;
    if (body.user_id !== undefined && body.user_id !== me) return fail(c, 403, "notYourAccount");
    if (body.friend_id !== me && !(await isReachable(db, me, body.friend_id))) return fail(c, 404, "userNotFound");
    const result = await act(me, body.friend_id, "remove");
    if (!result.ok) return fail(c, result.reason === "self" ? 422 : 409, REFUSAL[result.reason]);
    return c.json({ success: 1, is_friend: false, invite_status: null });
  });

  // POST users/friends/check { user_id, friend_id } → { success } (spec 3 §5: asked before showing chat links)
  app.post("/users/friends/check", auth, validJson(pair), async (c) => {
    const body = c.req.valid("json");
    const me = c.get("user").id;
    if (body.user_id !== undefined && body.user_id !== me) return fail(c, 403, "notYourAccount");
    const link = await linkBetween(db, me, body.friend_id);
    return c.json({ success: link?.status === "accepted" });
  });

  // GET users/invitations → { invitations: { received, sent } }, newest first; items per spec 3 §3.
  app.get("/users/invitations", auth, async (c) => {
    const me = c.get("user").id;
    const rows = await db
      .select({ link: friendships, other: users })
      .from(friendships)
      .innerJoin(users, or(and(eq(friendships.friendId, me), eq(users.id, friendships.userId)), and(eq(friendships.userId, me), eq(users.id, friendships.friendId))))
      .where(and(eq(friendships.status, "invited"), listedUser))
      .orderBy(desc(friendships.createdAt), desc(friendships.id));
    const item = (r: (typeof rows)[number]) => ({
      id: r.other.id,
      full_name: r.other.fullName,
      username: r.other.username,
      photo: absoluteUrl(c.get("baseUrl"), r.other.photo),
      invite_date: r.link.createdAt.toISOString(),
      seen: r.link.seen ? 1 : 0,
    });
    return c.json({
      invitations: { received: rows.filter((r) => r.link.friendId === me).map(item), sent: rows.filter((r) => r.link.userId === me).map(item) },
    });
  });

  // POST users/invitations/seen { friend_id }: the invitation friend_id sent me has been seen.
  app.post("/users/invitations/seen", auth, validJson(z.object({ friend_id: id })), async (c) => {
    const body = c.req.valid("json");
    const me = c.get("user").id;
    await db.update(friendships).set({ seen: true }).where(and(eq(friendships.userId, body.friend_id), eq(friendships.friendId, me), eq(friendships.status, "invited")));
    return c.json({ success: 1 });
  });

  // POST users/shijos-status { user_ids } → { shijoers: [{ id, is_friend, invite_status }] }
  app.post(`/users/${BRAND}s-status`, auth, validJson(statusBody), async (c) => {
    const body = c.req.valid("json");
    const me = c.get("user").id;
    const links = await linksOf(db, me);
    return c.json({ shijoers: [...new Set(body.user_ids)].map((other) => ({ id: other, ...statusFor(links.get(other), me) })) });
  });

  // GET users/map-setting → { map_visible, hide_as_shijoer, map_visible_type, map_visible_details }
  app.get("/users/map-setting", auth, async (c) => {
    const user = c.get("user");
    const json = userJson(user, c.get("baseUrl"), await mapFriendsOf(db, user.id));
    return c.json({ map_visible: json.map_visible, [HIDE_AS_KEY]: json.hide_as_shijoer, map_visible_type: json.map_visible_type, map_visible_details: json.map_visible_details });
  });

  // POST users/update-map-setting { visible, hide_shijoer, type, filter_ids } → { user }
  app.post("/users/update-map-setting", auth, validJson(mapSettingBody), async (c) => {
    const body = c.req.valid("json");
    const user = c.get("user");
    let chosen = body.filter_ids ? [...new Set(body.filter_ids)] : null;
    if (chosen) {
      const links = await linksOf(db, user.id);
      const before = (await chosenFriends(db, [user.id])).get(user.id) ?? new Set<number>();
      const friend = (f: number) => links.get(f)?.status === "accepted";
      if (chosen.some((f) => !friend(f) && !before.has(f))) return fail(c, 422, "onlyFriendsChosen");
      // ADR 0015: "An exception or a 'not chosen' holds whether or not the two are friends today." Someone chosen
      // earlier who is no longer a friend stays chosen: a client lists only today's friends and cannot keep them.
      chosen = [...new Set([...chosen, ...[...before].filter((f) => !friend(f))])];
    }
    const hide = body[HIDE_KEY];
    const [updated] = await db.transaction(async (tx) => {
      if (chosen) {
        await tx.delete(mapVisibilityFriends).where(eq(mapVisibilityFriends.userId, user.id));
        if (chosen.length) await tx.insert(mapVisibilityFriends).values(chosen.map((friendId) => ({ userId: user.id, friendId })));
      }
      return tx
        .update(users)
        .set({
          ...(body.visible !== undefined ? { mapVisible: body.visible === 1 } : {}),
          ...(hide !== undefined ? { hideAsShijoer: hide === 1 } : {}),
          ...(body.type ? { mapVisibleType: body.type } : {}),
          updatedAt: new Date(),
        })
        .where(eq(users.id, user.id))
        .returning();
    });
    return c.json({ user: userJson(updated, c.get("baseUrl"), await mapFriendsOf(db, user.id)) });
  });

  return app;
}
