import type { OrderStatus } from "../db/schema";

// The chat's rules of spec 3 §4–§6, pure so each is unit-tested against the sentence it implements
// (tests/unit/product-api-chat-rules.test.ts). The routes load rows, ask these, and write what they answer.

/** spec 3 §9: message page size 12. */
export const PAGE_SIZE = 12;
export const PAGE_MAX = 50;

/** Per-user send rate (not in the spec: a server guard): at most SEND_LIMIT messages in SEND_WINDOW_MS. */
export const SEND_LIMIT = 20;
export const SEND_WINDOW_MS = 10_000;

export type GroupExit = { deleted: true } | { deleted: false; admin: number | null; remaining: number[] };

/**
 * spec 3 §4 Group membership: "If the admin exits, the first remaining member becomes admin. If exiting would leave
 * one member alone, the whole channel is deleted." `members` are the current members in joining order.
 */
export function exitGroup(members: readonly number[], admin: number | null, leaver: number): GroupExit {
  const remaining = members.filter((m) => m !== leaver);
  if (remaining.length <= 1) return { deleted: true };
  const nextAdmin = admin === leaver || admin === null || !remaining.includes(admin) ? remaining[0] : admin;
  return { deleted: false, admin: nextAdmin, remaining };
}

export interface MembershipLine {
  type: "joined" | "left" | "admin";
  user_id: number;
  by_id: number | null;
}

/**
 * Issue 24: "system lines when someone joins, leaves, or becomes admin". People added to a group by `by` join it:
 * one line each for those not already in it (`current`: its members before), in the order they were added.
 */
export function joinLines(current: readonly number[], added: readonly number[], by: number): MembershipLine[] {
  return [...new Set(added)].filter((u) => !current.includes(u)).map((u) => ({ type: "joined", user_id: u, by_id: by }));
}

/**
 * Issue 24: the lines of a group exit — the leaver left, then the new admin when the exit handed admin on (spec 3 §4);
 * none when the exit deleted the group (there is nobody left to read them).
 */
export function exitLines(outcome: GroupExit, leaver: number, adminBefore: number | null): MembershipLine[] {
  if (outcome.deleted) return [];
  const lines: MembershipLine[] = [{ type: "left", user_id: leaver, by_id: null }];
  if (outcome.admin !== null && outcome.admin !== adminBefore) lines.push({ type: "admin", user_id: outcome.admin, by_id: null });
  return lines;
}

/** spec 3 §6: "Only the group admin can delete a group." */
export function canDeleteChannel(channel: { channelType: string; adminId: number | null }, user: number): boolean {
  return channel.channelType === "group" && channel.adminId === user;
}

/** spec 3 §6: "Only the sender can unsend a message." */
export function canUnsend(message: { userId: number | null; system: boolean }, user: number): boolean {
  return !message.system && message.userId === user;
}

/**
 * spec 3 §4: "unsending deletes the message and resets last_msg to the previous message." `newestFirst` are the
 * channel's message ids newest first, before the delete.
 */
export function lastAfterUnsend(newestFirst: readonly string[], removed: string): string | null {
  return newestFirst.find((id) => id !== removed) ?? null;
}

/** spec 3 §4: "Likes toggle per user; liking own messages is allowed." */
export function toggleLike(likes: readonly number[], user: number): { likes: number[]; liked: boolean } {
  return likes.includes(user) ? { likes: likes.filter((u) => u !== user), liked: false } : { likes: [...likes, user], liked: true };
}

/** spec 3 §3: "permitted (group flag: members may add people)"; the admin always may. */
export function canAddMembers(channel: { channelType: string; adminId: number | null; permitted: boolean }, user: number, isMember: boolean): boolean {
  if (channel.channelType !== "group" || !isMember) return false;
  return channel.adminId === user || channel.permitted;
}

/** spec 3 §6: "Non-members cannot send messages." */
export function canSend(isMember: boolean, channelActive: boolean): boolean {
  return isMember && channelActive;
}

export interface DraftContent {
  text?: string | null;
  images?: readonly string[];
  audio?: unknown;
  map?: unknown;
  emoji?: readonly string[];
  invitation_code?: string | null;
}

/**
 * spec 3 §5 Message send: "empty or whitespace-only text is ignored; text is trimmed". The trimmed text (null when
 * nothing is left), or null for the whole draft when it carries nothing at all.
 */
export function cleanDraft(draft: DraftContent): { text: string | null } | null {
  const text = draft.text?.trim() ? draft.text.trim() : null;
  const hasOther = Boolean(draft.images?.length || draft.audio || draft.map || draft.emoji?.length || draft.invitation_code);
  return text || hasOther ? { text } : null;
}

export type GroupProblem = "chooseGroupAdmin" | "enterGroupName" | "adminNotMember";

/**
 * spec 3 §5 Group creation: "an admin must be chosen (message: choose a group admin) and the name must be
 * non-empty (message: enter a group name)". The admin is one of the group's people (the creator included).
 */
export function groupProblems(input: { full_name?: string | null; admin_id?: number | null; member_ids: readonly number[] }, creator: number): Partial<Record<"admin_id" | "full_name", GroupProblem>> {
  const problems: Partial<Record<"admin_id" | "full_name", GroupProblem>> = {};
  if (!input.admin_id) problems.admin_id = "chooseGroupAdmin";
  else if (input.admin_id !== creator && !input.member_ids.includes(input.admin_id)) problems.admin_id = "adminNotMember";
  if (!input.full_name?.trim()) problems.full_name = "enterGroupName";
  return problems;
}

/** The group's people: the creator first, then the chosen members once each. */
export function groupMembers(creator: number, memberIds: readonly number[]): number[] {
  return [...new Set([creator, ...memberIds])];
}

/**
 * Issue 24 Consent: "Adding people to a group: friends join at once; a stranger gets a request they accept or
 * decline … and sees nothing of the group before accepting." `adder` is whoever adds (the creator, or a member
 * adding people); people already in the group and the adder themself are left as they are.
 */
export function splitNewMembers(people: readonly number[], adder: number, friendsOfAdder: ReadonlySet<number>, members: ReadonlySet<number>): { join: number[]; request: number[] } {
  const join: number[] = [];
  const request: number[] = [];
  for (const person of new Set(people)) {
    if (person === adder || members.has(person)) continue;
    (friendsOfAdder.has(person) ? join : request).push(person);
  }
  return { join, request };
}

const NO_GREETING: readonly OrderStatus[] = ["delivered", "declined", "cancelled"];

/**
 * spec 3 §4 Order-support chat: "Opening message comes from a support agent. A vendor greeting is added unless the
 * order is delivered, declined or canceled."
 */
export function supportOpening(status: OrderStatus): { support: true; vendorGreeting: boolean } {
  return { support: true, vendorGreeting: !NO_GREETING.includes(status) };
}

export type PreviewKind = "text" | "location" | "emoji" | "photo" | "voice" | "invitation";

/** spec 3 §9: "Preview texts in lists: shared location, sent an emoji, sent a photo, sent a voice note." */
export function previewKind(message: { text: string | null; images: readonly string[]; audio: unknown; map: unknown; emoji: readonly string[]; invitationCode?: string | null }): PreviewKind {
  if (message.map) return "location";
  if (message.audio) return "voice";
  if (message.images.length) return "photo";
  if (message.invitationCode) return "invitation";
  if (message.emoji.length && !message.text) return "emoji";
  return "text";
}

/** Whether one more message keeps the sender within the send rate. */
export function withinSendRate(sentInWindow: number, limit = SEND_LIMIT): boolean {
  return sentInWindow < limit;
}

/**
 * Message ids sort as they were written (time, then a per-process counter) so "created_at then id" is a stable order
 * even for two messages of the same millisecond.
 */
export function messageId(at: Date, counter: number, random: string): string {
  return `m${at.getTime().toString(36).padStart(9, "0")}${(counter % 1_679_616).toString(36).padStart(4, "0")}${random}`;
}

export const ORDER_CHANNEL_PREFIX = "order_";
export const orderChannelId = (orderId: number) => `${ORDER_CHANNEL_PREFIX}${orderId}`;

/**
 * A message's photos and voice note are files this API stores (chats/upload-image, chats/upload-audio, or its own
 * images): an absolute URL under this API's base or a relative "images/…" path, kept relative. Anything else — a
 * stranger's tracker, another site — is refused, so a message never makes its readers' browsers fetch elsewhere.
 */
export function ownMediaPath(url: string, baseUrl: string): string | null {
  let path: string | null = null;
  if (/^images\//.test(url)) path = url;
  else if (url.startsWith(`${baseUrl.replace(/\/+$/, "")}/images/`)) path = url.slice(baseUrl.replace(/\/+$/, "").length + 1);
  if (!path || /(^|\/)\.\.?(\/|$)|%2e|\\|[?#]/i.test(path)) return null;
  return path;
}
