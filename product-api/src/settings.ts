import { eq } from "drizzle-orm";
import type { Db } from "./db/client";
import { settings } from "./db/schema";

// Server-provided settings (spec 3 §3 Referral / reward settings; spec 1 §7 about-us), one typed JSON per key.
export interface AboutUs {
  pointer_latitude: number;
  pointer_longitude: number;
  company_email: string;
  company_phone: string;
  company_address: string;
  /** The same address as an English page writes it (issue 25); the answer carries the request's language. */
  company_address_en?: string;
}

export interface ReferralSettings {
  cycle_hours_earn_invitation: number;
  exp_days_earn_invitation: number;
  inviter_earning_amount: number;
  register_earning_amount: number;
  max_num_referral: number;
  show_referral_module: number;
  show_earn_invitation_module: number;
  limit_user_referrals: number;
  referral_reward_amount: number;
  messages: Record<string, { sq: string; en: string }>;
}

export interface RewardSettings {
  user_rewards: number;
  register_rewards: number;
  /** Invite-to-order reward rate by time of order: minutes after midnight in Europe/Tirane, first match wins. */
  rates: Array<{ from: number; to: number; rewards_rate: number }>;
  /** spec 3 §9 Cashback levels: Silver 0.5 %, Gold 1 %, Platinum 1.5 %, by order frequency. */
  levels: Array<{ name: string; min_orders: number; percent: number }>;
}

export interface SettingsMap {
  about_us: AboutUs;
  referral: ReferralSettings;
  rewards: RewardSettings;
}

export async function getSetting<K extends keyof SettingsMap>(db: Db, key: K): Promise<SettingsMap[K] | null> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key)).limit(1);
  // The seed and the setters below are the only writers, and both go through SettingsMap.
  return row ? (row.value as SettingsMap[K]) : null;
}

export async function putSetting<K extends keyof SettingsMap>(db: Db, key: K, value: SettingsMap[K]): Promise<void> {
  await db
    .insert(settings)
    .values({ key, value })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: new Date() } });
}
