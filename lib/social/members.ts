export interface Member {
  id: number | string;
  username?: string | null;
  full_name?: string | null;
}

export interface MemberSummary {
  names: string[];
  more: number; // shown as +N when above 0
}

/** Spec 3 §2: a person is shown by username, else full name. */
export function memberName(m: Member): string {
  return (m.username || m.full_name || "").trim();
}

function summarize(members: readonly Member[], shown: number): MemberSummary {
  return { names: members.slice(0, shown).map(memberName), more: Math.max(0, members.length - shown) };
}

/** Spec 3 §2 / §9 Group header: up to 2 other member names (not the viewer) then +N. */
export function groupMemberSummary(members: readonly Member[], selfId: number | string): MemberSummary {
  return summarize(members.filter((m) => String(m.id) !== String(selfId)), 2);
}

/** Spec 2 §2 / spec 3 §9 Order-support chat: first 3 names then +N. */
export function supportMemberSummary(members: readonly Member[]): MemberSummary {
  return summarize(members, 3);
}

/** "Ana, Ben +3": names and a count, no words to translate. */
export function summaryText(s: MemberSummary): string {
  return s.names.join(", ") + (s.more > 0 ? ` +${s.more}` : "");
}
