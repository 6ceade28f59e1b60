// Spec 3 §4 and §5 chat rules, as pure functions, for adapters that keep chat outside the product API (the
// Firestore adapter enforces them in the browser, its security rules on the server). The local product API has
// its own copy next to its database (product-api/src/chat), because it is a separate program.
import type { ChatDraft, ChatMessage } from "./types";

/** Spec 3 §5 "Message send: empty or whitespace-only text is ignored; text is trimmed". Null → nothing to send. */
export function normalizeDraft(draft: ChatDraft): ChatDraft | null {
  const text = draft.text?.trim() ?? "";
  const out: ChatDraft = { ...draft, text: text || undefined };
  const hasContent = Boolean(out.text) || (out.images?.length ?? 0) > 0 || Boolean(out.audio) || Boolean(out.map) || (out.emoji?.length ?? 0) > 0 || Boolean(out.invitation_code);
  return hasContent ? out : null;
}

export type ExitOutcome =
  | { kind: "deleted" }
  | { kind: "left"; users: number[]; admin: number | null };

/**
 * Spec 3 §4 Group membership: "A member may exit. If the admin exits, the first remaining member becomes admin. If
 * exiting would leave one member alone, the whole channel is deleted."
 */
export function exitChannel(users: readonly number[], admin: number | null, leaver: number): ExitOutcome {
  const remaining = users.filter((id) => id !== leaver);
  if (remaining.length <= 1) return { kind: "deleted" };
  return { kind: "left", users: remaining, admin: admin === leaver || admin === null ? remaining[0] : admin };
}

/** Spec 3 §6 "Only the group admin can delete a group." */
export function canDeleteGroup(channel: { channel_type: string; admin: number | null }, viewer: number): boolean {
  return channel.channel_type === "group" && channel.admin === viewer;
}

/** Spec 3 §6 "The permitted flag says whether members may add people." The admin always may. */
export function canAddMembers(channel: { channel_type: string; admin: number | null; permitted: boolean; users: readonly number[] }, viewer: number): boolean {
  if (channel.channel_type !== "group" || !channel.users.includes(viewer)) return false;
  return channel.admin === viewer || channel.permitted;
}

/** Spec 3 §6 "Only the sender can unsend a message." */
export function canUnsend(message: Pick<ChatMessage, "user" | "system">, viewer: number): boolean {
  return !message.system && message.user._id === viewer;
}

/** Spec 3 §4 "Likes toggle per user; liking own messages is allowed." */
export function toggleLike(likes: readonly number[], viewer: number): number[] {
  return likes.includes(viewer) ? likes.filter((id) => id !== viewer) : [...likes, viewer];
}

/** Spec 3 §5 Group creation: "an admin must be chosen … and the name must be non-empty". Message keys, in order. */
export function groupProblems(group: { full_name: string; admin_id?: number | null; member_ids: readonly number[] }): Array<"chooseAdmin" | "enterGroupName"> {
  const problems: Array<"chooseAdmin" | "enterGroupName"> = [];
  if (!group.admin_id) problems.push("chooseAdmin");
  if (!group.full_name.trim()) problems.push("enterGroupName");
  return problems;
}
