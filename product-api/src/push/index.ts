import type { Clock } from "../clock";
import type { ApiConfig } from "../config";
import type { Database } from "../db/client";
import type { PushDeps } from "../http/context";
import { fcmSender, parseServiceAccount } from "./fcm";
import type { PushSender } from "./port";
import { vapidKeys } from "./vapid";
import { webPushSender } from "./web-push";
import { createPushWorker, type PushWorker } from "./worker";

/** ADR 0021: the push port's adapters (Web Push always; FCM with FCM_SERVICE_ACCOUNT) and this instance's sender. */
export async function startPush(
  database: Database,
  clock: Clock,
  config: ApiConfig,
  env: Record<string, string | undefined> = process.env,
): Promise<{ deps: PushDeps; worker: PushWorker }> {
  const keys = await vapidKeys(database.db, env);
  const rules = { allowLoopback: config.pushAllowLoopback };
  const senders: Partial<Record<PushSender["kind"], PushSender>> = { webpush: webPushSender(keys, rules) };
  const account = parseServiceAccount(env.FCM_SERVICE_ACCOUNT);
  if (account) senders.fcm = fcmSender(account);
  const worker = await createPushWorker({
    db: database.db,
    clock,
    senders,
    database,
    pollMs: config.pushPollMs,
    log: (line) => console.error(`[product-api] ${line}`),
  });
  const kinds = Object.keys(senders) as PushDeps["kinds"];
  return { deps: { vapidPublicKey: keys.publicKey, kinds, allowLoopback: rules.allowLoopback }, worker };
}
