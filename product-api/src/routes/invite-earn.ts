import { randomInt } from "node:crypto";
import { and, desc, eq, gt, inArray, ne, or, sql } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import { earnInvitations, users } from "../db/schema";
import { apiDateTime } from "../content/api-time";
import type { AppDeps, AppEnv } from "../http/context";
import { t } from "../http/i18n";
import { requireUser } from "../http/middleware";
import { fail } from "../http/respond";
import { validJson, validQuery } from "../http/validate";
import { getSetting } from "../settings";
import { isReachable } from "../social/graph";
import { enqueueEarnPush } from "../push/outbox";

// spec 3 §7 invite-earn calls: check-earninvitation, send-earninvitation, get-invitation_hist, earninvitation (use),
// get-rewards-setting. The server enforces spec 3 §9 "a user may invite one person per cycle", the expiry, single use
// and §6 "only the receiver can ... use a code".

const id = z.coerce.number().int().positive().max(2_147_483_647);
const sendBody = z.object({ receiver_id: id });
const histQuery = z.object({ sent: z.enum(["0", "1"]).default("1"), active: z.enum(["0", "1"]).optional() });
const useBody = z
  .object({ invitation_code: z.string().trim().min(1).max(40).optional(), invitation_id: id.optional() })
  .refine((b) => b.invitation_code !== undefined || b.invitation_id !== undefined, { message: "invitation_code or invitation_id", path: ["invitation_code"] });

/** spec 3 §3 defaults when the server has no settings: cycle hours 1 (expiry: 3 days). */
async function referralNumbers(deps: AppDeps) {
  const s = await getSetting(deps.db, "referral");
  return { cycleHours: s?.cycle_hours_earn_invitation ?? 1, expDays: s?.exp_days_earn_invitation ?? 3 };
}

const CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
function newCode(): string {
  let s = "SH";
  for (let i = 0; i < 6; i++) s += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return s;
}

type Row = typeof earnInvitations.$inferSelect;
type Person = { id: number; username: string | null; full_name: string; photo: string | null };

function status(row: Row, now: Date): "used" | "using" | "expired" | "active" {
  if (row.isUsed === 1) return "used";
  if (row.isUsed === 2) return "using";
  return row.expiresAt <= now ? "expired" : "active";
}

/** spec 3 §3 Earn invitation as the client reads it. */
function view(row: Row, me: number, now: Date, people: Map<number, Person>) {
  const st = status(row, now);
  return {
    id: row.id,
    invite_code: row.inviteCode,
    invite_time: apiDateTime(row.inviteTime),
    expires_at: apiDateTime(row.expiresAt),
    is_used: row.isUsed,
    is_expired: st === "expired" ? 1 : 0,
    is_received: row.receiverId === me ? 1 : 0,
    status: st,
    remaining_time_to_use: st === "active" ? Math.ceil((row.expiresAt.getTime() - now.getTime()) / 60_000) : 0,
    used_rewards_amount: row.usedRewardsAmount,
    sender: people.get(row.senderId) ?? null,
    receiver: people.get(row.receiverId) ?? null,
  };
}

export function inviteEarnRoutes(deps: AppDeps) {
  const { db, clock } = deps;
  const app = new Hono<AppEnv>();
  const auth = requireUser(deps);

  async function peopleOf(rows: Row[]): Promise<Map<number, Person>> {
    const ids = [...new Set(rows.flatMap((r) => [r.senderId, r.receiverId]))];
    if (ids.length === 0) return new Map();
    const list = await db.select({ id: users.id, username: users.username, full_name: users.fullName, photo: users.photo }).from(users).where(inArray(users.id, ids));
    return new Map(list.map((p) => [p.id, p]));
  }

  /** spec 3 §3 Invitation timer, from the user's last sent invitation and the cycle length. */
  async function timer(userId: number, now: Date) {
    const { cycleHours } = await referralNumbers(deps);
    const total = Math.round(cycleHours * 60);
    const [last] = await db.select({ at: earnInvitations.inviteTime }).from(earnInvitations).where(eq(earnInvitations.senderId, userId)).orderBy(desc(earnInvitations.inviteTime)).limit(1);
    if (!last) return { can_invite: 1, remaining_time_to_use: 0, total_invite_time: total, last_invite_time: null, last_invite_time_diff: null };
    const diff = Math.max(0, Math.floor((now.getTime() - last.at.getTime()) / 60_000));
    const remainingMs = cycleHours * 3_600_000 - (now.getTime() - last.at.getTime());
    return {
      can_invite: remainingMs <= 0 ? 1 : 0,
      remaining_time_to_use: remainingMs <= 0 ? 0 : Math.ceil(remainingMs / 60_000),
      total_invite_time: total,
      last_invite_time: apiDateTime(last.at),
      last_invite_time_diff: diff,
    };
  }

  app.post("/invite-earn/check-earninvitation", auth, async (c) => c.json(await timer(c.get("user").id, clock.now())));

  app.post("/invite-earn/send-earninvitation", auth, validJson(sendBody), async (c) => {
    const me = c.get("user");
    const { receiver_id } = c.req.valid("json");
    const lang = c.get("lang");
    if (receiver_id === me.id) return fail(c, 422, "inviteSelf");
    // Issue 24: only people this user may reach by id; a hidden, unverified or missing one gets the same 404.
    if (!(await isReachable(db, me.id, receiver_id))) return fail(c, 404, "userNotFound");
    // Read before the transaction: on PGlite a read through `db` inside it would wait for the transaction itself.
    const { expDays, cycleHours } = await referralNumbers(deps);
    let now = clock.now();
    // One per cycle, also under parallel sends: the sender's row is locked while the cycle is checked and the row added.
    const result = await db.transaction(async (tx) => {
      await tx.execute(sql`select id from users where id = ${me.id} for update`);
      // The time is read once the lock is held: a parallel send that read it earlier but got the lock later would
      // otherwise count its wait from before the invitation it waited for (61 minutes of a 60-minute cycle).
      now = clock.now();
      const since = new Date(now.getTime() - cycleHours * 3_600_000);
      const [recent] = await tx.select({ at: earnInvitations.inviteTime }).from(earnInvitations).where(and(eq(earnInvitations.senderId, me.id), gt(earnInvitations.inviteTime, since))).orderBy(desc(earnInvitations.inviteTime)).limit(1);
      if (recent) return { wait: Math.ceil((recent.at.getTime() + cycleHours * 3_600_000 - now.getTime()) / 60_000) };
      for (let attempt = 0; attempt < 5; attempt++) {
        const [row] = await tx
          .insert(earnInvitations)
          .values({ inviteCode: newCode(), senderId: me.id, receiverId: receiver_id, inviteTime: now, expiresAt: new Date(now.getTime() + expDays * 86_400_000) })
          .onConflictDoNothing({ target: earnInvitations.inviteCode })
          .returning();
        if (row) {
          // Issue 29: the receiver's devices hear of the code (after the answer, ADR 0021).
          await enqueueEarnPush(tx, { invitationId: row.id, to: receiver_id });
          return { row };
        }
      }
      throw new Error("no free invitation code");
    });
    if ("wait" in result) return c.json({ error: t(lang, result.wait === 1 ? "inviteAgainLaterOne" : "inviteAgainLater", { n: result.wait ?? 0 }), remaining_time_to_use: result.wait }, 429);
    const people = await peopleOf([result.row]);
    return c.json({ invitation_code: result.row.inviteCode, invitation: view(result.row, me.id, now, people) });
  });

  app.get("/invite-earn/get-invitation_hist", auth, validQuery(histQuery), async (c) => {
    const me = c.get("user").id;
    const q = c.req.valid("query");
    const now = clock.now();
    const rows = await db
      .select()
      .from(earnInvitations)
      .where(
        and(
          q.sent === "1" ? eq(earnInvitations.senderId, me) : eq(earnInvitations.receiverId, me),
          // active=1: only the ones still to be used (unused or in use, not expired).
          q.active === "1" ? and(ne(earnInvitations.isUsed, 1), or(ne(earnInvitations.isUsed, 0), gt(earnInvitations.expiresAt, now))) : undefined,
        ),
      )
      .orderBy(desc(earnInvitations.inviteTime), desc(earnInvitations.id))
      .limit(200);
    const people = await peopleOf(rows);
    return c.json({ invitations: rows.map((r) => view(r, me, now, people)) });
  });

  // POST invite-earn/earninvitation { invitation_code | invitation_id }: the receiver takes an available code into use
  // (is_used 2, "using"); the order that carries it marks it used (orders/place.ts). Refusals carry the invitation so
  // the client shows the matching notice (spec 3 §4 Invitation-code message: expired, used, in use).
  app.post("/invite-earn/earninvitation", auth, validJson(useBody), async (c) => {
    const me = c.get("user").id;
    const body = c.req.valid("json");
    const lang = c.get("lang");
    const now = clock.now();
    const where = body.invitation_id !== undefined ? eq(earnInvitations.id, body.invitation_id) : eq(earnInvitations.inviteCode, (body.invitation_code ?? "").toUpperCase());
    const [row] = await db.select().from(earnInvitations).where(where).limit(1);
    if (!row) return fail(c, 404, "invitationNotFound");
    if (row.receiverId !== me) return fail(c, 403, "onlyReceiverUses");
    const [updated] = await db
      .update(earnInvitations)
      .set({ isUsed: 2 })
      .where(and(eq(earnInvitations.id, row.id), eq(earnInvitations.isUsed, 0), gt(earnInvitations.expiresAt, now)))
      .returning();
    const people = await peopleOf([row]);
    if (!updated) {
      const [current] = await db.select().from(earnInvitations).where(eq(earnInvitations.id, row.id)).limit(1);
      const st = status(current ?? row, now);
      const key = st === "used" ? "invitationUsed" : st === "using" ? "invitationInUse" : "invitationExpired";
      return c.json({ error: t(lang, key), invitation: view(current ?? row, me, now, people) }, 422);
    }
    return c.json({ success: 1, invitation: view(updated, me, now, people) });
  });

  // spec 3 §7 GET invite-earn/get-rewards-setting → rewards with the reward-rate list (times as HH:mm, Tirana).
  app.get("/invite-earn/get-rewards-setting", auth, async (c) => {
    const rewards = await getSetting(db, "rewards");
    const hhmm = (m: number) => `${String(Math.floor(m / 60) % 24).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;
    return c.json({
      rewards: {
        user_rewards: rewards?.user_rewards ?? 100,
        register_rewards: rewards?.register_rewards ?? 100,
        rewards_rates: (rewards?.rates ?? []).map((r) => ({ from: hhmm(r.from), to: r.to >= 1440 ? "24:00" : hhmm(r.to), rewards_rate: r.rewards_rate })),
        levels: rewards?.levels ?? [],
      },
    });
  });

  return app;
}
