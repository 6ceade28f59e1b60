import "server-only";
import { NextResponse } from "next/server";
import { z } from "zod";
import { CHANNEL_ID, MESSAGE_ID } from "@/lib/chat/ids";
import type { BffContext } from "./handler";

// The chat routes' path ids (spec 3 §3), checked before they reach an upstream path: a bad one is a 404 here.
export function chatIds<I>(ctx: BffContext<I>): { channelId: string; messageId: string | null } | null {
  const channelId = ctx.params.channel_id;
  const messageId = ctx.params.message_id;
  if (typeof channelId !== "string" || !CHANNEL_ID.test(channelId)) return null;
  if (messageId !== undefined && (typeof messageId !== "string" || !MESSAGE_ID.test(messageId))) return null;
  return { channelId, messageId: typeof messageId === "string" ? messageId : null };
}

export const notFound = (t: BffContext<unknown>["t"]) => NextResponse.json({ error: t("badInput") }, { status: 404 });

export const userId = z.number().int().positive().max(2_147_483_647);
