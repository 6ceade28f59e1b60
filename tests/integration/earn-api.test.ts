import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startProductApi, type RunningApi } from "@/product-api/src/server";
import { invitationHistorySchema, inviteTimerSchema, myReferralCodeSchema, referralSettingsFullSchema, rewardSettingsSchema, walletPageSchema } from "@/lib/api/schemas/earn";
import { apiClient } from "./support/api-client";
import { testStorage } from "./support/database";

// spec 3 §7 invite-earn calls and wallet-transactions over HTTP. The server enforces spec 3 §9 "a user may invite
// one person per cycle", the expiry of a code, single use, and §6 "only the receiver can ... use a code".
let api: RunningApi;
const { call, login } = apiClient(() => api);

beforeAll(async () => {
  api = await startProductApi({ port: 0, ...(await testStorage()), seed: true, log: false, testEndpoints: true });
});
afterAll(async () => {
  await api?.close();
});

// Seeded (product-api/src/seed/wallet.ts): demo sent invitation 4 to Gent five hours ago (cycle 1 hour, expiry 3
// days), demo has 11 wallet transactions; Mira (5), Elira (3), Klea (7) are demo's friends.
const DEMO = "demo@shijo.al";
const MIRA = { email: "mira@shijo.al", id: 5 };
const KLEA = { email: "klea@shijo.al", id: 7 };

type Invitation = { id: number; invite_code: string; is_used: number; is_expired: number; is_received: number; status: string; remaining_time_to_use: number; sender: { full_name: string } };

async function check(token: string) {
  const res = await call("invite-earn/check-earninvitation", { token, method: "POST" });
  expect(res.status).toBe(200);
  return res.json as { can_invite: number; remaining_time_to_use: number; total_invite_time: number; last_invite_time: string | null };
}
async function history(token: string, query: string) {
  const res = await call(`invite-earn/get-invitation_hist?${query}`, { token });
  expect(res.status).toBe(200);
  return res.json.invitations as Invitation[];
}
const advance = (seconds: number) => call("__test/clock", { body: { advance_seconds: seconds } });

describe("invite and earn (spec 3 §7)", () => {
  let code = "";
  // Which of two parallel sends wins is the database's race: the winner's receiver is the one the code is for.
  let receiver = MIRA;
  let outsider = KLEA;

  it("check-earninvitation: demo's last invitation is older than the 1-hour cycle, so inviting is allowed", async () => {
    const timer = await check(await login(DEMO));
    expect(timer).toMatchObject({ can_invite: 1, remaining_time_to_use: 0, total_invite_time: 60 });
    expect(timer.last_invite_time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it("send-earninvitation needs a receiver who exists and is not me", async () => {
    const token = await login(DEMO);
    expect((await call("invite-earn/send-earninvitation", { token, body: {} })).status).toBe(422);
    expect((await call("invite-earn/send-earninvitation", { token, body: { receiver_id: 1 } })).status).toBe(422);
    expect((await call("invite-earn/send-earninvitation", { token, body: { receiver_id: 99999 } })).status).toBe(404);
  });

  it("one invitation per cycle: a second send, also in parallel, is refused with the wait in minutes", async () => {
    const token = await login(DEMO);
    const sends = await Promise.all([MIRA.id, KLEA.id].map((receiver_id) => call("invite-earn/send-earninvitation", { token, body: { receiver_id } })));
    const ok = sends.filter((r) => r.status === 200);
    expect(ok).toHaveLength(1);
    expect(sends.map((r) => r.status).sort()).toEqual([200, 429]);
    code = ok[0].json.invitation_code;
    [receiver, outsider] = sends[0].status === 200 ? [MIRA, KLEA] : [KLEA, MIRA];
    expect(code).toMatch(/^SH[A-Z0-9]{6}$/);
    const refused = sends.find((r) => r.status === 429)!;
    expect(refused.json.error).toMatch(/invite again in 60 minutes/);
    const timer = await check(token);
    expect(timer.can_invite).toBe(0);
    expect(timer.remaining_time_to_use).toBe(60);
  });

  it("the history lists it as sent for demo and received for the receiver; active=1 leaves out used and expired", async () => {
    const sent = await history(await login(DEMO), "sent=1");
    const mine = sent.find((i) => i.invite_code === code)!;
    expect(mine).toMatchObject({ is_used: 0, is_expired: 0, is_received: 0, status: "active", remaining_time_to_use: 3 * 1440 });
    expect(sent.find((i) => i.id === 1)).toMatchObject({ status: "used", is_used: 1 }); // the seeded used one
    expect((await history(await login(DEMO), "sent=1&active=1")).map((i) => i.id)).not.toContain(1);
    const received = (await history(await login(receiver.email), "sent=0")).find((i) => i.invite_code === code);
    expect(received).toMatchObject({ is_received: 1, sender: { full_name: "Arta Demo" } });
    expect((await history(await login(outsider.email), "sent=0")).map((i) => i.invite_code)).not.toContain(code);
  });

  it("only the receiver uses a code; it is used once (then in use), and a second use is refused", async () => {
    const other = await call("invite-earn/earninvitation", { token: await login(outsider.email), body: { invitation_code: code } });
    expect(other.status).toBe(403);
    const sender = await call("invite-earn/earninvitation", { token: await login(DEMO), body: { invitation_code: code } });
    expect(sender.status).toBe(403);
    const holder = await login(receiver.email);
    const first = await call("invite-earn/earninvitation", { token: holder, body: { invitation_code: code.toLowerCase() } });
    expect(first.status).toBe(200);
    expect(first.json.invitation).toMatchObject({ invite_code: code, is_used: 2, status: "using" });
    const again = await call("invite-earn/earninvitation", { token: holder, body: { invitation_id: first.json.invitation.id } });
    expect(again.status).toBe(422);
    expect(again.json).toMatchObject({ error: "This invitation code is already in use.", invitation: { is_used: 2 } });
    // An invitation in use is still active (its order has not used it yet).
    expect((await history(holder, "sent=0&active=1")).map((i) => i.invite_code)).toContain(code);
  });

  it("an unknown code is 404; a used one says so", async () => {
    const mira = await login(MIRA.email);
    expect((await call("invite-earn/earninvitation", { token: mira, body: { invitation_code: "SHNOPE00" } })).status).toBe(404);
    // Seeded invitation 1: demo → Elira, used on her order.
    const used = await call("invite-earn/earninvitation", { token: await login("elira@shijo.al"), body: { invitation_id: 1 } });
    expect(used.status).toBe(422);
    expect(used.json.error).toBe("This invitation code has already been used.");
  });

  it("after the cycle demo invites again; a code past its expiry (3 days) cannot be used", async () => {
    expect((await advance(61 * 60)).status).toBe(200);
    const token = await login(DEMO);
    expect((await check(token)).can_invite).toBe(1);
    const sent = await call("invite-earn/send-earninvitation", { token, body: { receiver_id: KLEA.id } });
    expect(sent.status).toBe(200);
    expect((await advance(3 * 86_400 + 60)).status).toBe(200);
    const klea = await login(KLEA.email);
    const late = await call("invite-earn/earninvitation", { token: klea, body: { invitation_code: sent.json.invitation_code } });
    expect(late.status).toBe(422);
    expect(late.json).toMatchObject({ error: "This invitation code has expired.", invitation: { is_expired: 1, status: "expired" } });
    expect((await history(klea, "sent=0&active=1")).map((i) => i.invite_code)).not.toContain(sent.json.invitation_code);
    // And checkout no longer accepts it either.
    const checked = await call("invite-earn/validate-earninvitation-code", { token: klea, body: { promo_code: sent.json.invitation_code } });
    expect(checked.json.is_valid).toBe(0);
  });

  it("get-rewards-setting: the reward-rate list of spec 3 §9 (2 % at 10:30–12:00 and 15:30–19:30, else 1 %) and the levels", async () => {
    const res = await call("invite-earn/get-rewards-setting", { token: await login(DEMO) });
    expect(res.status).toBe(200);
    expect(res.json.rewards).toMatchObject({
      user_rewards: 100,
      register_rewards: 100,
      rewards_rates: [
        { from: "10:30", to: "12:00", rewards_rate: 2 },
        { from: "15:30", to: "19:30", rewards_rate: 2 },
        { from: "00:00", to: "24:00", rewards_rate: 1 },
      ],
    });
    expect(res.json.rewards.levels.map((l: { percent: number }) => l.percent)).toEqual([0.5, 1, 1.5]);
  });

  it("needs a session", async () => {
    expect((await call("invite-earn/check-earninvitation", { method: "POST" })).status).toBe(401);
    expect((await call("wallet-transactions")).status).toBe(401);
  });
});

describe("wallet-transactions (spec 3 §7, §9 page size 10)", () => {
  it("pages newest first with current_page and last_page, the balance and the loyalty level", async () => {
    const token = await login(DEMO);
    const first = await call("wallet-transactions?page=1&per_page=10", { token });
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({ current_page: 1, last_page: 2, total: 11, cashback_amount: 350 });
    expect(first.json.data).toHaveLength(10);
    const second = await call("wallet-transactions?page=2&per_page=10", { token });
    expect(second.json.data).toHaveLength(1);
    const all = [...first.json.data, ...second.json.data] as Array<{ id: number; amount: number; created_at: string; category: string }>;
    expect(new Set(all.map((x) => x.id)).size).toBe(11);
    expect(all.reduce((sum, x) => sum + x.amount, 0)).toBe(350);
    const times = all.map((x) => Date.parse(x.created_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(all.find((x) => x.category === "received_deposit")).toMatchObject({ user_data: { full_name: expect.any(String) } });
    expect(first.json.level).toMatchObject({ name: expect.stringMatching(/^(silver|gold|platinum)$/), orders_to_next_level: expect.any(Number) });
    expect((await call("wallet-transactions?per_page=500", { token })).status).toBe(422);
  });
});

describe("contract: the storefront's schemas (lib/api/schemas/earn.ts) parse what the local API answers", () => {
  it("wallet page, invitation history, timer, referral settings and reward rates", async () => {
    const token = await login(DEMO);
    const wallet = walletPageSchema.parse((await call("wallet-transactions?page=1&per_page=10", { token })).json);
    expect(wallet.level?.name).toMatch(/^(silver|gold|platinum)$/);
    const hist = invitationHistorySchema.parse((await call("invite-earn/get-invitation_hist?sent=1", { token })).json);
    expect(hist.invitations.length).toBeGreaterThan(0);
    expect(inviteTimerSchema.parse((await call("invite-earn/check-earninvitation", { token, method: "POST" })).json).total_invite_time).toBe(60);
    const settings = referralSettingsFullSchema.parse((await call("invite-earn/get-referrals-setting", { token })).json);
    expect(settings).toMatchObject({ show_earn_invitation_module: 1, cycle_hours_earn_invitation: 1, exp_days_earn_invitation: 3 });
    expect(rewardSettingsSchema.parse((await call("invite-earn/get-rewards-setting", { token })).json)).toHaveLength(3);
    expect(myReferralCodeSchema.parse((await call("users", { token })).json)).toBe("ARTA2024");
  });

  it("spec 3 §3 defaults when the settings are absent: cycle hours 1, user and register rewards 100, max referrals 0", () => {
    expect(referralSettingsFullSchema.parse({})).toMatchObject({ show_earn_invitation_module: 0, cycle_hours_earn_invitation: 1, inviter_earning_amount: 100, register_earning_amount: 100, max_num_referral: 0 });
  });
});
