// Spec 3 §9: cashback levels by order frequency: Silver 0.5 %, Gold 1 %, Platinum 1.5 % (thresholds come from the server).
export const CASHBACK_LEVELS = [
  { level: "silver", percent: 0.5 },
  { level: "gold", percent: 1 },
  { level: "platinum", percent: 1.5 },
] as const;
export type CashbackLevel = (typeof CASHBACK_LEVELS)[number]["level"];
export const CASHBACK_LEVEL_KEYS = ["wallet.level_silver", "wallet.level_gold", "wallet.level_platinum"] as const;

export function cashbackPercent(level: CashbackLevel): number {
  return CASHBACK_LEVELS.find((l) => l.level === level)?.percent ?? 0;
}

/** Whole lek earned on an order amount at a level, rounded down. */
export function cashbackEarned(level: CashbackLevel, amount: number): number {
  return Math.floor((Math.max(0, amount) * cashbackPercent(level)) / 100);
}

export function cashbackLevelKey(level: CashbackLevel): (typeof CASHBACK_LEVEL_KEYS)[number] {
  return `wallet.level_${level}`;
}

/** A level name from the server ("Gold", "gold"), or null when it is not one of spec 3 §9's three. */
export function parseLevel(name: string | null | undefined): CashbackLevel | null {
  const n = (name ?? "").trim().toLowerCase();
  return CASHBACK_LEVELS.find((l) => l.level === n)?.level ?? null;
}
