// Spec 3 §3 Earn invitation: is_used 0 unused, 1 used, 2 using; is_expired; is_received.
export interface EarnInvitation {
  invite_code: string;
  is_used: number;
  is_expired: boolean | number;
  is_received: boolean | number;
  remaining_time_to_use?: number | null;
}

export type InvitationState = "used" | "using" | "expired" | "available";

const yes = (v: boolean | number | null | undefined) => v === true || Number(v) === 1;

/** Spec 3 §4 Earn invitation display state, in the spec's order: used (1), using (2), expired, available. */
export function invitationState(inv: EarnInvitation): InvitationState {
  if (Number(inv.is_used) === 1) return "used";
  if (Number(inv.is_used) === 2) return "using";
  if (yes(inv.is_expired)) return "expired";
  return "available";
}

export const INVITATION_BADGE_KEYS = [
  "earn.use_code",
  "earn.sent",
  "earn.used",
  "earn.in_use",
  "earn.expired",
] as const;
export type InvitationBadgeKey = (typeof INVITATION_BADGE_KEYS)[number];

/** Received and available: Use code; sent and available: Sent; otherwise the state. */
export function invitationBadgeKey(inv: EarnInvitation): InvitationBadgeKey {
  const state = invitationState(inv);
  if (state === "available") return yes(inv.is_received) ? "earn.use_code" : "earn.sent";
  return state === "using" ? "earn.in_use" : `earn.${state}`;
}

/** Spec 3 §4: the Use-code button shows only when not expired, not used and received. */
export function showUseCodeButton(inv: EarnInvitation): boolean {
  return yes(inv.is_received) && invitationState(inv) === "available";
}

/** Spec 3 §4: an expired invitation hides its timer and strikes the code through. */
export function invitationTimerVisible(inv: EarnInvitation): boolean {
  return invitationState(inv) !== "expired" && Number(inv.remaining_time_to_use ?? 0) > 0;
}
export function codeStruckThrough(inv: EarnInvitation): boolean {
  return invitationState(inv) === "expired";
}

/** Spec 3 §4: the invite timer shows only when inviting is not allowed and remaining time is positive. */
export function inviteTimerVisible(timer: { can_invite: boolean | number; remaining_time_to_use: number | null | undefined }): boolean {
  return !yes(timer.can_invite) && Number(timer.remaining_time_to_use ?? 0) > 0;
}

export interface Remaining {
  days: number;
  hours: number;
  minutes: number;
}

/** Spec 3 §4: remaining time from minutes, 1440 per day; negative or missing is zero. */
export function splitMinutes(total: number | null | undefined): Remaining {
  const m = Math.max(0, Math.floor(Number(total) || 0));
  return { days: Math.floor(m / 1440), hours: Math.floor((m % 1440) / 60), minutes: m % 60 };
}

/** Spec 3 §8: "Invite again later" text with ### replaced by the remaining time. */
export function fillRemaining(template: string, remainingText: string): string {
  return template.split("###").join(remainingText);
}
