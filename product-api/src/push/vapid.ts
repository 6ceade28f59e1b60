import { eq } from "drizzle-orm";
import webpush from "web-push";
import type { Db } from "../db/client";
import { settings } from "../db/schema";

// ADR 0021: the VAPID key pair that signs every Web Push request. From VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY when
// set; else generated once on first start and kept with the data (the `settings` table, like a generated secret), so
// every instance on the same database signs with the same key and a restart keeps the browsers' subscriptions valid.
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** A contact for the push services (RFC 8292): VAPID_SUBJECT, a mailto: or https: URL. */
  subject: string;
}

const SETTING_KEY = "vapid";
const DEFAULT_SUBJECT = "mailto:push@shijo.al";

type Env = Record<string, string | undefined>;

export async function vapidKeys(db: Db, env: Env = process.env): Promise<VapidKeys> {
  const subject = env.VAPID_SUBJECT?.trim() || DEFAULT_SUBJECT;
  const publicKey = env.VAPID_PUBLIC_KEY?.trim();
  const privateKey = env.VAPID_PRIVATE_KEY?.trim();
  if (publicKey && privateKey) return { publicKey, privateKey, subject };
  if (publicKey || privateKey) throw new Error("VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set together or not at all");
  // Two instances starting together: the first insert wins, both read it back.
  await db.insert(settings).values({ key: SETTING_KEY, value: webpush.generateVAPIDKeys() }).onConflictDoNothing();
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, SETTING_KEY)).limit(1);
  const stored = row?.value as { publicKey?: unknown; privateKey?: unknown } | undefined;
  if (typeof stored?.publicKey !== "string" || typeof stored.privateKey !== "string") throw new Error("the stored VAPID keys are not readable");
  return { publicKey: stored.publicKey, privateKey: stored.privateKey, subject };
}
