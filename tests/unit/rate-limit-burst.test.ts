// Issue 9 #3: "with 'failures only' counting, 20 parallel wrong passwords are all checked against the password
// although the budget is 5. Reserve the point before calling upstream and give it back on success".
import { describe, expect, it } from "vitest";
import { consumeRateLimit, refundRateLimit } from "@/lib/bff/rate-limit";

const rule = { name: `burst-test-${process.pid}`, points: 5, duration: 60 };

/** One login attempt as bffRoute runs it: reserve, then the (slow) password check, then keep or give back. */
async function attempt(key: string, right: boolean, checked: { n: number }): Promise<number> {
  if (await consumeRateLimit(rule, [key])) return 429;
  checked.n++;
  await new Promise((r) => setTimeout(r, 20));
  if (right) await refundRateLimit(rule, [key]);
  return right ? 200 : 422;
}

describe("failures-only budgets under a parallel burst", () => {
  it("20 parallel wrong passwords: only 5 reach the password check", async () => {
    const checked = { n: 0 };
    const statuses = await Promise.all(Array.from({ length: 20 }, () => attempt("burst@example.al", false, checked)));
    expect(checked.n).toBe(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(15);
  });
  it("right passwords give their point back, so they never use up the budget", async () => {
    const checked = { n: 0 };
    for (let i = 0; i < 12; i++) expect(await attempt("ok@example.al", true, checked)).toBe(200);
    expect(await attempt("ok@example.al", false, checked)).toBe(422);
  });
});
