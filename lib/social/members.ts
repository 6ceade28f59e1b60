export interface Member {
  id: number | string;
  username?: string | null;
  full_name?: string | null;
}

export interface MemberSummary {
  names: string[];
  more: number; // shown as +N when above 0
}

/**
 * Issue 24: a chat header names people as a messenger does, by their full name — never the username, which is a
 * handle for finding someone, not a name (the username only when a person has no name at all).
 */
export function memberName(m: Member): string {
  return (m.full_name?.trim() || m.username || "").trim();
}

function summarize(members: readonly Member[], shown: number): MemberSummary {
  return { names: members.slice(0, shown).map(memberName), more: Math.max(0, members.length - shown) };
}

/** Spec 3 §2 / §9 Group header: up to 2 other member names (not the viewer) then +N. */
export function groupMemberSummary(members: readonly Member[], selfId: number | string): MemberSummary {
  return summarize(members.filter((m) => String(m.id) !== String(selfId)), 2);
}

/** Spec 2 §2 / spec 3 §9 Order-support chat: first 3 names then +N — of the others: never the viewer (issue 24). */
export function supportMemberSummary(members: readonly Member[], selfId: number | string): MemberSummary {
  return summarize(members.filter((m) => String(m.id) !== String(selfId)), 3);
}

/** "Ana, Ben +3": names and a count, no words to translate. */
export function summaryText(s: MemberSummary): string {
  return s.names.join(", ") + (s.more > 0 ? ` +${s.more}` : "");
}
