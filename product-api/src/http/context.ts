import type { ApiConfig } from "../config";
import type { Clock } from "../clock";
import type { Db } from "../db/client";
import type { users } from "../db/schema";
import type { Sink } from "../sink";
import type { ChatBus } from "../chat/bus";
import type { Lang } from "./i18n";

/** What createApp needs; routes receive it and close over it. */
export interface AppDeps {
  db: Db;
  clock: Clock;
  config: ApiConfig;
  sink: Sink;
  /** The live chat fan-out (ADR 0013); without it chats/stream answers 503 (apps built in tests without a bus). */
  chat?: ChatBus;
  /** Web push (ADR 0021); without it push/config names no adapter and subscribing answers 503. */
  push?: PushDeps;
}

export interface PushDeps {
  /** The VAPID public key browsers subscribe with (null: Web Push is off). */
  vapidPublicKey: string | null;
  /** The adapters that send; a device subscribes with one of them. */
  kinds: Array<"webpush" | "fcm">;
  /** Tests only: a local push service on loopback (PUSH_TEST_ALLOW_LOOPBACK=1 with the test endpoints on). */
  allowLoopback: boolean;
}

export type UserRow = typeof users.$inferSelect;

export interface AppEnv {
  Variables: {
    lang: Lang;
    /** Absolute base ("http://host:port/") for image URLs in responses. */
    baseUrl: string;
    user: UserRow;
    tokenId: number;
  };
}
