import type { RawUser } from "@/lib/api/schemas/user";
import { isTrue } from "@/lib/api/schemas/user";

// spec 3 §2 Settings: push, promotions and blog notification toggles (§6 also names e-mail notifications, offered
// when the product API's user has email_notis); §5 "toggles send 0 or 1".
export const NOTIFICATION_KEYS = ["push_notis", "promo_notis", "blog_notifications", "email_notis"] as const;
export type NotificationKey = (typeof NOTIFICATION_KEYS)[number];
export type NotificationFlags = Partial<Record<NotificationKey, boolean>>;

/** The toggles the user has: the three of spec 3 §2 always, e-mail only when the user carries email_notis. */
export function notificationFlags(user: Pick<RawUser, NotificationKey>): NotificationFlags {
  const flags: NotificationFlags = {};
  for (const key of NOTIFICATION_KEYS) {
    if (key === "email_notis" && (user.email_notis === undefined || user.email_notis === null)) continue;
    flags[key] = isTrue(user[key]);
  }
  return flags;
}

/** spec 3 §5 "Settings: toggles send 0 or 1". */
export function notificationPayload(key: NotificationKey, on: boolean): Partial<Record<NotificationKey, 0 | 1>> {
  return { [key]: on ? 1 : 0 };
}

/**
 * A failed save restores the toggle (spec 3 §2 "saved immediately, failure restores the toggle"): the flag goes
 * back to what it was before, unless the user has toggled it again meanwhile (then the newer choice stays).
 */
export function restoreAfterFailure(flags: NotificationFlags, key: NotificationKey, sent: boolean): NotificationFlags {
  return flags[key] === sent ? { ...flags, [key]: !sent } : flags;
}
