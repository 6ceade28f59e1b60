import { z } from "zod";
import { flag, numberOr, numberOrNull, text, textOrEmpty } from "./primitives";

// spec 3 §3 Wallet transaction, Loyalty level, Earn invitation, Invitation timer, Referral / reward settings.

export const walletTransactionSchema = z.object({
  id: z.number(),
  type: textOrEmpty,
  category: textOrEmpty,
  amount: numberOr(0),
  created_at: z.string(),
  source_id: numberOrNull,
  order_data: z.object({ title: text }).nullish().transform((v) => v ?? null),
  user_data: z.object({ full_name: text }).nullish().transform((v) => v ?? null),
});
export type WalletTransaction = z.infer<typeof walletTransactionSchema>;

export const walletLevelSchema = z.object({
  name: text,
  percent: numberOr(0),
  next_level: text,
  orders_to_next_level: numberOr(0),
});
export type WalletLevel = z.infer<typeof walletLevelSchema>;

export const walletPageSchema = z.object({
  data: z.array(walletTransactionSchema),
  current_page: numberOr(1),
  last_page: numberOr(1),
  cashback_amount: numberOr(0),
  level: walletLevelSchema.nullish().transform((v) => v ?? null),
});
export type WalletPage = z.infer<typeof walletPageSchema>;

const person = z.object({ id: z.number().nullish(), username: text, full_name: textOrEmpty }).nullish().transform((v) => v ?? null);

export const earnInvitationSchema = z.object({
  id: z.number(),
  invite_code: z.string(),
  invite_time: textOrEmpty,
  is_used: numberOr(0),
  is_expired: flag,
  is_received: flag,
  status: textOrEmpty,
  remaining_time_to_use: numberOr(0),
  used_rewards_amount: numberOr(0),
  sender: person,
  receiver: person,
});
export type EarnInvitationItem = z.infer<typeof earnInvitationSchema>;

export const invitationHistorySchema = z.object({ invitations: z.array(earnInvitationSchema) });
export const inviteTimerSchema = z.object({
  can_invite: flag,
  remaining_time_to_use: numberOr(0),
  total_invite_time: numberOr(0),
});
export type InviteTimer = z.infer<typeof inviteTimerSchema>;

export const sendInvitationSchema = z.object({ invitation_code: z.string() });
export const takeInvitationSchema = z.object({ invitation: earnInvitationSchema });
export const referralLinkSchema = z.object({ referral_link: z.string() });

// spec 3 §3 Referral settings; "Defaults when absent: cycle hours 1, user rewards 100, register rewards 100, max referrals 0".
const settingsFields = z
  .object({
    show_earn_invitation_module: flag,
    show_referral_module: flag,
    cycle_hours_earn_invitation: numberOr(1),
    exp_days_earn_invitation: numberOr(3),
    inviter_earning_amount: numberOr(100),
    register_earning_amount: numberOr(100),
    max_num_referral: numberOr(0),
    referral_reward_amount: numberOr(200),
    referral_code_share_message: text,
    referral_description_message: text,
    earninvite_timer_popup_message: text,
    earninvitation_howto_works: text,
  })
  .loose();
export const referralSettingsFullSchema = z
  .object({ settings: settingsFields.nullish() })
  .loose()
  .transform((s) => s.settings ?? settingsFields.parse({}));
export type ReferralSettingsFull = z.infer<typeof referralSettingsFullSchema>;

export const myReferralCodeSchema = z.object({ user: z.object({ referral_code: text }).loose() }).transform((d) => d.user.referral_code);
export const rewardSettingsSchema = z
  .object({ rewards: z.object({ rewards_rates: z.array(z.object({ from: z.string(), to: z.string(), rewards_rate: numberOr(0) })).nullish() }).loose() })
  .transform((d) => d.rewards.rewards_rates ?? []);
