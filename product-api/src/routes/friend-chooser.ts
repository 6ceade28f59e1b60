import { and, asc, eq, inArray, or, sql } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import { friendships, users } from "../db/schema";
import type { AppDeps, AppEnv } from "../http/context";
import { requireUser } from "../http/middleware";
import { absoluteUrl } from "../http/urls";
import { validJson } from "../http/validate";
import { nameContains } from "../social/graph";

// spec 2 §7 / spec 3 §7 POST users/friends { status, name, filter_ids, online_payment } → friends. A minimal version
// for checkout's friend chooser (split bill, order for a friend); mounted last in app.ts, so the social area's
// fuller handler of the same call, when there is one, answers instead.
const body = z.object({
  status: z.enum(["accepted", "invited"]).default("accepted"),
  name: z.string().trim().max(60).nullish(),
  filter_ids: z.array(z.coerce.number().int().positive()).max(500).nullish(),
  online_payment: z.unknown().optional(),
});

export function friendChooserRoutes(deps: AppDeps) {
  const { db } = deps;
  const app = new Hono<AppEnv>();

  app.post("/users/friends", requireUser(deps), validJson(body), async (c) => {
    const q = c.req.valid("json");
    const me = c.get("user").id;
    const links = await db
      .select({ userId: friendships.userId, friendId: friendships.friendId })
      .from(friendships)
      .where(and(eq(friendships.status, q.status), or(eq(friendships.userId, me), eq(friendships.friendId, me))));
    let ids = links.map((l) => (l.userId === me ? l.friendId : l.userId));
    if (q.filter_ids?.length) ids = ids.filter((id) => !q.filter_ids!.includes(id));
    if (ids.length === 0) return c.json({ friends: [] });
    const rows = await db
      .select({ id: users.id, full_name: users.fullName, username: users.username, photo: users.photo })
      .from(users)
      .where(and(inArray(users.id, ids), sql`${users.deletedAt} IS NULL`, q.name ? nameContains(q.name) : undefined))
      .orderBy(asc(users.fullName));
    return c.json({ friends: rows.map((r) => ({ ...r, photo: absoluteUrl(c.get("baseUrl"), r.photo) })) });
  });

  return app;
}
