import { randomBytes } from "node:crypto";
import { and, eq, ne, sql } from "drizzle-orm";
import type { Context } from "hono";
import { newToken } from "../auth/tokens";
import type { Db } from "../db/client";
import { authTokens, users } from "../db/schema";
import type { AppEnv, UserRow } from "../http/context";

/** Phones are stored as dialled nationally (06x…): spaces, a +355/00355 prefix removed, the leading 0 restored. */
export function nationalPhone(phone: string): string {
  let digits = phone.replace(/[\s-]+/g, "");
  if (digits.startsWith("+355")) digits = digits.slice(4);
  else if (digits.startsWith("00355")) digits = digits.slice(5);
  return digits.startsWith("0") ? digits : `0${digits}`;
}

export async function emailTaken(db: Db, email: string, exceptUserId?: number): Promise<boolean> {
  const where = exceptUserId ? and(eq(users.email, email), ne(users.id, exceptUserId)) : eq(users.email, email);
  const [row] = await db.select({ id: users.id }).from(users).where(where).limit(1);
  return Boolean(row);
}

export async function phoneTaken(db: Db, phone: string, exceptUserId?: number): Promise<boolean> {
  const where = exceptUserId ? and(eq(users.phone, phone), ne(users.id, exceptUserId)) : eq(users.phone, phone);
  const [row] = await db.select({ id: users.id }).from(users).where(where).limit(1);
  return Boolean(row);
}

const CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

function referralCode(): string {
  return [...randomBytes(8)].map((b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join("");
}

export interface NewUser {
  fullName: string;
  email: string;
  phone: string | null;
  passwordHash: string | null;
  smsConsent: boolean;
}

/** Inserts a customer with a fresh referral code; null when the e-mail was taken meanwhile. */
export async function createUser(db: Db, input: NewUser, now: Date): Promise<UserRow | null> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const rows = await db
      .insert(users)
      .values({ ...input, referralCode: referralCode(), createdAt: now, updatedAt: now, lastActiveAt: now })
      .onConflictDoNothing()
      .returning();
    if (rows[0]) return rows[0];
    if (await emailTaken(db, input.email)) return null;
  }
  throw new Error("could not draw a free referral code");
}

/** A new bearer token for the user; only its hash is stored (ARCHITECTURE: hashed tokens). */
export async function issueToken(db: Db, c: Context<AppEnv>, userId: number, deviceToken: string | null | undefined, now: Date): Promise<string> {
  const { token, hash } = newToken();
  await db.insert(authTokens).values({
    userId,
    tokenHash: hash,
    deviceToken: deviceToken ?? null,
    deviceId: c.req.header("device-id")?.slice(0, 200) ?? null,
    platform: c.req.header("platform")?.slice(0, 50) ?? null,
    createdAt: now,
  });
  await db.update(users).set({ lastActiveAt: now }).where(eq(users.id, userId));
  return token;
}

/** Every live token of the user but one (password changed or reset: other devices must log in again). */
export async function revokeOtherTokens(db: Db, userId: number, keepTokenId: number | null, now: Date): Promise<void> {
  const keep = keepTokenId === null ? sql`true` : ne(authTokens.id, keepTokenId);
  await db.update(authTokens).set({ revokedAt: now }).where(and(eq(authTokens.userId, userId), sql`${authTokens.revokedAt} IS NULL`, keep));
}
