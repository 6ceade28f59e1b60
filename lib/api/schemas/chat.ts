import { z } from "zod";
import type { ChatChannel, ChatMessage, ChatRequest, ChatUser, MessagePage } from "@/contract/chat";
import { numberOrNull, text } from "./primitives";

// spec 3 §3 Channel and Message as the product API's chat endpoints answer them (ADR 0013), read into the shapes of
// contract/chat.ts: missing lists become [], missing flags false, so the UI never checks for undefined.
const bool = z.boolean().nullish().transform((v) => v ?? false);
const list = <T extends z.ZodType>(item: T) => z.array(item).nullish().transform((v) => v ?? []);

const chatUser: z.ZodType<ChatUser> = z.object({
  id: z.number(),
  username: text,
  full_name: z.string().nullish().transform((v) => v ?? ""),
  photo: text,
  phone: text,
  email: text,
  role: z.string().nullish().transform((v) => v ?? "customer"),
});

const sender = z.object({
  _id: z.number(),
  username: text,
  full_name: z.string().nullish().transform((v) => v ?? ""),
  photo: text,
  phone: text,
  email: text,
  role: z.string().nullish().transform((v) => v ?? "customer"),
});

export const chatMessageSchema: z.ZodType<ChatMessage> = z.object({
  _id: z.string(),
  channel_id: z.string(),
  user: sender,
  text: text,
  images: list(z.string()),
  audio: z.object({ url: z.string(), duration: z.number(), fileSize: z.number() }).nullish().transform((v) => v ?? null),
  map: z
    .object({ coords: z.object({ latitude: z.number(), longitude: z.number() }), type: z.string() })
    .nullish()
    .transform((v) => (v ? { coords: v.coords, type: v.type === "pin" ? ("pin" as const) : ("current" as const) } : null)),
  emoji: list(z.string()),
  reply: z
    .object({ _id: z.string(), text: z.string().nullish().transform((v) => v ?? ""), user: z.object({ _id: z.number(), username: text, full_name: z.string().nullish().transform((v) => v ?? "") }) })
    .nullish()
    .transform((v) => v ?? null),
  likes: list(z.number()),
  system: bool,
  // Issue 24: a group's membership line (who joined, left or became admin); absent on other messages.
  event: z
    .object({
      type: z.enum(["joined", "left", "admin"]),
      user: z.object({ id: z.number(), full_name: z.string().nullish().transform((v) => v ?? "") }),
      by: z.object({ id: z.number(), full_name: z.string().nullish().transform((v) => v ?? "") }).nullish().transform((v) => v ?? null),
    })
    .nullish()
    .catch(null)
    .transform((v) => v ?? null),
  invitation_code: text,
  invitation: z
    .object({ code: z.string(), is_used: z.union([z.literal(0), z.literal(1), z.literal(2)]), is_expired: z.boolean(), is_received: z.boolean() })
    .nullish()
    .transform((v) => v ?? null),
  created_time: z.number(),
  createdAt: z.string(),
});

const channelShape = {
  id: z.string(),
  active: z.boolean().nullish().transform((v) => v ?? true),
  channel_type: z.enum(["single", "group", "order_support"]),
  withRider: bool,
  creator: chatUser.nullish().transform((v) => v ?? null),
  partner: chatUser.nullish().transform((v) => v ?? null),
  users: list(z.number()),
  members: list(chatUser),
  admin: numberOrNull,
  full_name: text,
  photo: text,
  permitted: bool,
  last_msg: chatMessageSchema.nullish().transform((v) => v ?? null),
  unread_cnt: z.record(z.string(), z.number()).nullish().transform((v) => v ?? {}),
  muted: bool,
  order_id: numberOrNull,
  updated_at: z.string(),
  requested: list(z.number()),
};

export const chatChannelSchema: z.ZodType<ChatChannel> = z.object(channelShape);

const members = list(chatUser);

/**
 * A channel as the list reads it (spec 3 §2): a group's members are not read, since no row shows them (lib/chat/display.ts
 * channelRow). They were most of the answer's bytes — every member of every group — and validating and copying them
 * was most of the chat page's cost (issue 26 §6, session 33: 3.5–5.5 ms a view). The local product API now lists a
 * group without them (contract/chat.ts ListedChannel): `members` and `users` absent, read as []. A single channel's
 * are read: its other party may be found among them.
 */
const listedChannelSchema: z.ZodType<ChatChannel> = z.object({ ...channelShape, members: z.unknown().optional() }).transform((channel, ctx) => {
  if (channel.channel_type !== "single") return { ...channel, members: [] };
  const read = members.safeParse(channel.members);
  if (read.success) return { ...channel, members: read.data };
  for (const issue of read.error.issues) ctx.issues.push({ ...issue, path: ["members", ...issue.path] } as never);
  return z.NEVER;
});

export const channelListSchema = z.object({ data: z.array(listedChannelSchema) });
export const channelAnswerSchema = z.object({ channel: chatChannelSchema });
/** Issue 24: a group's create or add answer names the people who were asked (not friends of the adder). */
export const createdChannelSchema = z.object({ channel: chatChannelSchema, created: bool, requested: list(z.number()) });
export const membersAnswerSchema = z.object({ channel: chatChannelSchema, requested: list(z.number()) });

/** Issue 24: a request to join a group — who asked and when, nothing of the group. */
export const chatRequestSchema: z.ZodType<ChatRequest> = z.object({
  channel_id: z.string(),
  inviter: chatUser.nullish().transform((v) => v ?? null),
  created_at: z.string(),
});
export const requestListSchema = z.object({ data: z.array(chatRequestSchema) });
export const messageAnswerSchema = z.object({ message: chatMessageSchema });
export const messagePageSchema: z.ZodType<MessagePage> = z.object({ data: z.array(chatMessageSchema), next_cursor: text });
export const exitAnswerSchema = z.object({ deleted: bool, channel: chatChannelSchema.nullish().transform((v) => v ?? null) });
export const successSchema = z.object({ success: z.union([z.number(), z.boolean()]).optional() }).loose();
