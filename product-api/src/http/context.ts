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
