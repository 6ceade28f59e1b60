import { eq } from "drizzle-orm";
import { Hono } from "hono";
import type { Db } from "../db/client";
import { mapVisibilityFriends, users } from "../db/schema";
import type { AppDeps, AppEnv } from "../http/context";
import { requireUser } from "../http/middleware";
import { userJson, type MapFriend } from "../serializers/user";

/** map_visible_details (spec 3 §3): the friends chosen for except_friend / only_friend. */
export async function mapFriendsOf(db: Db, userId: number): Promise<MapFriend[]> {
  return db
    .select({ id: users.id, full_name: users.fullName, username: users.username, photo: users.photo })
    .from(mapVisibilityFriends)
    .innerJoin(users, eq(users.id, mapVisibilityFriends.friendId))
    .where(eq(mapVisibilityFriends.userId, userId))
    .orderBy(users.id);
}

export function userRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();

  // spec 1 §7 / spec 3 §7 GET users → { user }.
  app.get("/users", requireUser(deps), async (c) => {
    const user = c.get("user");
    return c.json({ user: userJson(user, c.get("baseUrl"), await mapFriendsOf(deps.db, user.id)) });
  });

  return app;
}
