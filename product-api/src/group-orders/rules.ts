import { ACTIVE_GROUP_STATUSES, GROUP_IDLE_MS, type GroupOrderStatus } from "../../../contract/group-order";
import type { MessageKey } from "../http/i18n";

// Group orders' rules (issue 28, ADR 0020) as pure functions over the row's fields and the API clock.

export interface GroupFacts {
  status: GroupOrderStatus;
  hostId: number;
  deadline: Date | null;
  lastActivityAt: Date;
}

export type Role = "host" | "participant" | "removed" | "none";

export const isActive = (status: GroupOrderStatus) => ACTIVE_GROUP_STATUSES.includes(status);

/** Issue 28: "a group order left idle for 3 hours expires" (API clock; checked lazily when read or written). */
export function isIdle(g: Pick<GroupFacts, "status" | "lastActivityAt">, now: Date): boolean {
  return isActive(g.status) && now.getTime() - g.lastActivityAt.getTime() >= GROUP_IDLE_MS;
}

export const deadlinePassed = (g: Pick<GroupFacts, "deadline">, now: Date) => g.deadline !== null && now.getTime() >= g.deadline.getTime();

/** Why the basket cannot take a join or a line change now, or null: open, not locked, before the deadline. */
export function basketClosed(g: Pick<GroupFacts, "status" | "deadline">, now: Date): MessageKey | null {
  if (g.status === "locked") return "groupLocked";
  if (g.status !== "open") return "groupClosed";
  if (deadlinePassed(g, now)) return "groupDeadlinePassed";
  return null;
}

/**
 * Who may see the state: participants always; anyone else with the link only while it is active (the join link stops
 * working when the order is placed, cancelled or expired); a removed person never.
 */
export function canSee(role: Role, status: GroupOrderStatus): boolean {
  if (role === "host" || role === "participant") return true;
  if (role === "removed") return false;
  return isActive(status);
}

/** A deadline the host may set: between 5 minutes and 24 hours from now. */
export function deadlineInRange(deadline: Date, now: Date): boolean {
  const ahead = deadline.getTime() - now.getTime();
  return ahead >= 5 * 60_000 && ahead <= 24 * 60 * 60_000;
}

/** spec 2 §4 cart item: at most one addition and one option. */
export function optionsAllowed(types: ReadonlyArray<"addition" | "option">): boolean {
  return new Set(types).size === types.length;
}
