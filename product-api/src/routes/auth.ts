import { and, eq } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import { accountState, purgeDeletedAccounts } from "../accounts/deletion";
import { DUMMY_HASH, verifyPassword } from "../auth/passwords";
import { newToken } from "../auth/tokens";
import { claimQuizSession } from "../content/quiz-rewards";
import { authTokens, pushSubscriptions, users } from "../db/schema";
import type { AppDeps, AppEnv } from "../http/context";
import { requireUser } from "../http/middleware";
import { fail } from "../http/respond";
import { validJson } from "../http/validate";
import { emailField } from "./fields";

// spec 1 §7 POST login: email, password, device{token}, optional session_id.
const loginBody = z.object({
  email: emailField,
  password: z.string().min(1).max(200),
  device: z.object({ token: z.string().max(4096).nullish() }).nullish(),
  session_id: z.string().max(200).nullish(),
});

export function authRoutes(deps: AppDeps) {
  const { db, clock } = deps;
  const app = new Hono<AppEnv>();

  app.post("/login", validJson(loginBody), async (c) => {
    const body = c.req.valid("json");
    const now = clock.now();
    // spec 3 §4 Account deletion: accounts deactivated 15 days ago are deleted for good before anyone is looked up.
    await purgeDeletedAccounts(db, now);
    const [user] = await db.select().from(users).where(eq(users.email, body.email)).limit(1);
    // Always run scrypt, so response time does not tell which e-mails have accounts.
    const passwordOk = await verifyPassword(body.password, user?.passwordHash ?? DUMMY_HASH);
    if (!user || !passwordOk || accountState(user.deletedAt, now) === "gone") return fail(c, 401, "wrongCredentials");

    const { token, hash } = newToken();
    await db.insert(authTokens).values({
      userId: user.id,
      tokenHash: hash,
      deviceToken: body.device?.token ?? null,
      deviceId: c.req.header("device-id")?.slice(0, 200) ?? null,
      platform: c.req.header("platform")?.slice(0, 50) ?? null,
      createdAt: now,
    });
    // spec 3 §4: logging in within 15 days of the deletion restores the account.
    await db.update(users).set({ deletedAt: null, lastActiveAt: now }).where(eq(users.id, user.id));
    // spec 1 §4 Blog quiz: a guest's reward waits under session_id until they log in or register with it.
    await claimQuizSession(db, user.id, body.session_id, now);
    return c.json({ token, verified_by_mobile: user.verifiedByMobile });
  });

  // spec 1 §7 GET logout: revokes only the token it was called with; other devices stay logged in.
  app.get("/logout", requireUser(deps), async (c) => {
    await db
      .update(authTokens)
      .set({ revokedAt: clock.now() })
      .where(and(eq(authTokens.id, c.get("tokenId")), eq(authTokens.userId, c.get("user").id)));
    // Issue 29: this device stops hearing of the account (its push subscription was made with this token).
    await db.delete(pushSubscriptions).where(eq(pushSubscriptions.tokenId, c.get("tokenId")));
    return c.json({ success: true });
  });

  return app;
}
