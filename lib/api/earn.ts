import "server-only";
import { apiFetch, type ApiContext } from "./client";
import {
  invitationHistorySchema, inviteTimerSchema, myReferralCodeSchema, rewardSettingsSchema, referralLinkSchema, referralSettingsFullSchema, sendInvitationSchema, takeInvitationSchema, walletPageSchema,
} from "./schemas/earn";

// spec 3 §7: the wallet and invite-and-earn calls.

export const WALLET_PER_PAGE = 10;

/** GET wallet-transactions?page&per_page (10). */
export function getWalletPage(ctx: ApiContext, page: number) {
  return apiFetch("wallet-transactions", { ctx, schema: walletPageSchema, query: { page, per_page: WALLET_PER_PAGE } });
}

/** GET invite-earn/get-referrals-setting, with the spec's defaults where a field is absent. */
export function getEarnSettings(ctx: ApiContext) {
  return apiFetch("invite-earn/get-referrals-setting", { ctx, schema: referralSettingsFullSchema });
}

/** POST invite-earn/check-earninvitation → the invitation timer. */
export function checkEarnInvitation(ctx: ApiContext) {
  return apiFetch("invite-earn/check-earninvitation", { method: "POST", ctx, schema: inviteTimerSchema, body: {} });
}

/** POST invite-earn/send-earninvitation { receiver_id } → invitation_code. */
export function sendEarnInvitation(ctx: ApiContext, receiverId: number) {
  return apiFetch("invite-earn/send-earninvitation", { method: "POST", ctx, schema: sendInvitationSchema, body: { receiver_id: receiverId } });
}

/** GET invite-earn/get-invitation_hist?sent=1|0[&active=1]. */
export function getInvitationHistory(ctx: ApiContext, sent: boolean, active: boolean) {
  return apiFetch("invite-earn/get-invitation_hist", { ctx, schema: invitationHistorySchema, query: { sent: sent ? 1 : 0, active: active ? 1 : undefined } });
}

/** POST invite-earn/earninvitation { invitation_code } or { invitation_id }: the receiver uses a code. */
export function takeEarnInvitation(ctx: ApiContext, which: { invitation_code: string } | { invitation_id: number }) {
  return apiFetch("invite-earn/earninvitation", { method: "POST", ctx, schema: takeInvitationSchema, body: which });
}

/** GET get-referral-link?referral_code={code}. */
export function getReferralLink(ctx: ApiContext, code: string) {
  return apiFetch("get-referral-link", { ctx, schema: referralLinkSchema, query: { referral_code: code } });
}

/** The signed-in user's own referral code (GET users). */
export function getMyReferralCode(ctx: ApiContext) {
  return apiFetch("users", { ctx, schema: myReferralCodeSchema });
}

/** GET invite-earn/get-rewards-setting → the reward-rate list (spec 3 §9). */
export function getRewardRates(ctx: ApiContext) {
  return apiFetch("invite-earn/get-rewards-setting", { ctx, schema: rewardSettingsSchema });
}
