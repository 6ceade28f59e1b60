import { minutesOf, tiraneTime } from "@/contract/tirane-time";

// spec 3 §9: "Invite-to-order reward (Albanian text): 2 percent for orders placed 10:30-12:00 and 15:30-19:30,
// otherwise 1 percent". The bands come from get-rewards-setting when the server sends them; these are the defaults.
export interface RewardRate {
  from: string; // HH:mm, Tirana
  to: string; // HH:mm, exclusive; "24:00" is the end of the day
  rewards_rate: number;
}

export const DEFAULT_REWARD_RATES: readonly RewardRate[] = [
  { from: "10:30", to: "12:00", rewards_rate: 2 },
  { from: "15:30", to: "19:30", rewards_rate: 2 },
  { from: "00:00", to: "24:00", rewards_rate: 1 },
];

const toMinutes = (hhmm: string) => (hhmm === "24:00" ? 1440 : minutesOf(hhmm));

/** The reward percent for an order placed at this instant (Tirana wall clock; the first matching band wins). */
export function inviteRewardRate(at: Date, rates: readonly RewardRate[] = DEFAULT_REWARD_RATES): number {
  const m = minutesOf(tiraneTime(at));
  return rates.find((r) => m >= toMinutes(r.from) && m < toMinutes(r.to))?.rewards_rate ?? 0;
}

/** The bands paying more than the base rate, for the reward text ("2 % at 10:30–12:00 and 15:30–19:30"). */
export function rewardPeaks(rates: readonly RewardRate[] = DEFAULT_REWARD_RATES): { rate: number; base: number; bands: string[] } {
  const base = Math.min(...rates.map((r) => r.rewards_rate));
  const peaks = rates.filter((r) => r.rewards_rate > base);
  const rate = peaks.length ? Math.max(...peaks.map((r) => r.rewards_rate)) : base;
  return { rate, base, bands: peaks.filter((r) => r.rewards_rate === rate).map((r) => `${r.from}–${r.to}`) };
}
