import { and, eq, inArray, isNull, or, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { friendships, mapVisibilityFriends, users } from "../db/schema";
import type { UserRow } from "../http/context";
import type { FriendLink } from "./friendship";
import { canSeeLocation } from "./map-visibility";

// The social graph as the routes read it: the link between two users, everyone's relation to the viewer, and who
// may see whose location (spec 3 §4). One pending or accepted link per pair; canceled links are deleted.

type Executor = Pick<Db, "select">;

export interface LinkRow extends FriendLink {
  id: number;
  seen: boolean;
  createdAt: Date;
}

const linkColumns = {
  id: friendships.id,
  senderId: friendships.userId,
  receiverId: friendships.friendId,
  status: friendships.status,
  seen: friendships.seen,
  createdAt: friendships.createdAt,
};

function between(a: number, b: number) {
  return or(and(eq(friendships.userId, a), eq(friendships.friendId, b)), and(eq(friendships.userId, b), eq(friendships.friendId, a)));
}

/** The live (invited or accepted) link between two users, or null. */
export async function linkBetween(db: Executor, a: number, b: number): Promise<LinkRow | null> {
  const [row] = await db
    .select(linkColumns)
    .from(friendships)
    .where(and(between(a, b), inArray(friendships.status, ["invited", "accepted"])))
    .limit(1);
  return row ?? null;
}

/** Every live link of `me`, keyed by the other user's id. */
export async function linksOf(db: Executor, me: number): Promise<Map<number, LinkRow>> {
  const rows = await db
    .select(linkColumns)
    .from(friendships)
    .where(and(or(eq(friendships.userId, me), eq(friendships.friendId, me)), inArray(friendships.status, ["invited", "accepted"])));
  return new Map(rows.map((r) => [r.senderId === me ? r.receiverId : r.senderId, r]));
}

/** spec 3 §3 Shijoer: is_friend, and invite_status "invited" for an invitation I sent ("received" for one I got). */
export function statusFor(link: LinkRow | undefined, me: number): { is_friend: boolean; invite_status: "invited" | "received" | null } {
  if (!link) return { is_friend: false, invite_status: null };
  if (link.status === "accepted") return { is_friend: true, invite_status: null };
  return { is_friend: false, invite_status: link.senderId === me ? "invited" : "received" };
}

/** The chosen friends (except_friend / only_friend) of each owner. */
export async function chosenFriends(db: Executor, ownerIds: number[]): Promise<Map<number, Set<number>>> {
  const out = new Map<number, Set<number>>();
  if (ownerIds.length === 0) return out;
  const rows = await db.select().from(mapVisibilityFriends).where(inArray(mapVisibilityFriends.userId, ownerIds));
  for (const row of rows) {
    const set = out.get(row.userId) ?? new Set<number>();
    set.add(row.friendId);
    out.set(row.userId, set);
  }
  return out;
}

/**
 * spec 3 §4/§6 Location privacy, enforced here: the subset of `owners` whose location `viewer` may see. Applied
 * before any grouping, so a hidden user is not even part of a count.
 */
export async function visibleTo(db: Executor, viewer: number, owners: UserRow[], links: Map<number, LinkRow>): Promise<Set<number>> {
  const chosen = await chosenFriends(
    db,
    owners.filter((o) => o.mapVisibleType !== "all_friend").map((o) => o.id),
  );
  const visible = new Set<number>();
  for (const owner of owners) {
    const friends = links.get(owner.id)?.status === "accepted";
    const settings = { id: owner.id, mapVisible: owner.mapVisible, hideAsShijoer: owner.hideAsShijoer, mapVisibleType: owner.mapVisibleType, chosen: chosen.get(owner.id) ?? new Set<number>() };
    if (canSeeLocation(settings, viewer, friends)) visible.add(owner.id);
  }
  return visible;
}

/** Active (not deleted), phone-verified customers: the people of the directory and the map. */
export const listedUser = and(isNull(users.deletedAt), eq(users.verifiedByMobile, true), eq(users.role, "customer"));

export const lowerName = sql`lower(${users.fullName})`;
