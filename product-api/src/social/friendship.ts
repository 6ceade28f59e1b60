// spec 3 §4 Friendship and §6 Roles: the state machine the product API enforces, whatever the client sends.
// "none -> invited (Add friend, status invited); invited -> none (Cancel invitation, remove); a received invitation
//  -> accepted (Accept) or canceled (Decline); friend -> none (Remove friend). Only the receiver may accept or
//  decline; only the sender may cancel."

/** The link between two users as stored: who sent it and where it stands; null when there is none. */
export interface FriendLink {
  senderId: number;
  receiverId: number;
  status: "invited" | "accepted" | "canceled";
}

export type FriendAction = "invite" | "cancel" | "accept" | "decline" | "remove";

export type Transition =
  | { ok: true; next: FriendLink | null }
  | { ok: false; reason: "self" | "already_friends" | "already_invited" | "no_invitation" | "not_receiver" | "not_sender" | "not_friends" };

/** Where a link stands for `me`: no link (a canceled one counts as none), friends, or an invitation sent or received. */
export function relation(link: FriendLink | null, me: number): "none" | "friends" | "invited_by_me" | "invited_me" {
  if (!link || link.status === "canceled") return "none";
  if (link.status === "accepted") return "friends";
  return link.senderId === me ? "invited_by_me" : "invited_me";
}

/**
 * The next state of the link between `me` and `other` after `action`, or why it is refused. A canceled or absent
 * link is "none"; canceling, declining and removing all end in "none" (null).
 */
export function transition(link: FriendLink | null, me: number, other: number, action: FriendAction): Transition {
  if (me === other) return { ok: false, reason: "self" };
  const now = relation(link, me);
  switch (action) {
    case "invite":
      // "none -> invited (Add friend)"; a pending invitation is never doubled.
      if (now === "friends") return { ok: false, reason: "already_friends" };
      if (now !== "none") return { ok: false, reason: "already_invited" };
      return { ok: true, next: { senderId: me, receiverId: other, status: "invited" } };
    case "cancel":
      // "invited -> none (Cancel invitation)… only the sender may cancel."
      if (now === "invited_me") return { ok: false, reason: "not_sender" };
      if (now !== "invited_by_me") return { ok: false, reason: "no_invitation" };
      return { ok: true, next: null };
    case "accept":
    case "decline":
      // "a received invitation -> accepted (Accept) or canceled (Decline)… Only the receiver may accept or decline."
      if (now === "invited_by_me") return { ok: false, reason: "not_receiver" };
      if (now !== "invited_me" || !link) return { ok: false, reason: "no_invitation" };
      return { ok: true, next: action === "accept" ? { ...link, status: "accepted" } : null };
    case "remove":
      // "friend -> none (Remove friend)"
      if (now !== "friends") return { ok: false, reason: "not_friends" };
      return { ok: true, next: null };
  }
}
