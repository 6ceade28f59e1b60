import { and, eq, gt, isNull } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import { revokeOtherTokens } from "../accounts/users";
import { lookupHash, newResetToken, ONE_TIME_TTL_MS } from "../auth/one-time";
import { hashPassword } from "../auth/passwords";
import { passwordResets, users } from "../db/schema";
import type { AppDeps, AppEnv } from "../http/context";
import { t } from "../http/i18n";
import { fail, invalid } from "../http/respond";
import { validJson } from "../http/validate";
import { emailField, passwordField } from "./fields";

const forgotBody = z.object({ email: emailField });
const resetBody = z.object({
  token: z.string().trim().regex(/^[A-Za-z0-9_-]{20,100}$/),
  password: passwordField,
  password_confirmation: z.string().max(200).nullish(),
});

export function passwordResetRoutes(deps: AppDeps) {
  const { db, clock, sink, config } = deps;
  const app = new Hono<AppEnv>();

  // spec 1 §7 POST forgot-password { email }. Known and unknown e-mails get the same answer, so the endpoint does
  // not tell which addresses have accounts. A new link voids the older ones.
  app.post("/forgot-password", validJson(forgotBody), async (c) => {
    const body = c.req.valid("json");
    const lang = c.get("lang");
    const [user] = await db.select({ id: users.id }).from(users).where(and(eq(users.email, body.email), isNull(users.deletedAt))).limit(1);
    if (user) {
      const now = clock.now();
      const token = newResetToken();
      await db.transaction(async (tx) => {
        await tx.update(passwordResets).set({ usedAt: now }).where(and(eq(passwordResets.userId, user.id), isNull(passwordResets.usedAt)));
        await tx.insert(passwordResets).values({
          userId: user.id,
          tokenHash: lookupHash(token),
          expiresAt: new Date(now.getTime() + ONE_TIME_TTL_MS),
          createdAt: now,
        });
      });
      const link = new URL(`${lang === "en" ? "en/" : ""}reset-password?token=${token}`, config.storefrontUrl).toString();
      await sink.email(body.email, { kind: "password_reset", code: token, subject: t(lang, "resetSubject"), body: t(lang, "resetBody", { link }) });
    }
    return c.json({ success: true, message: t(lang, "resetRequested") });
  });

  // spec 1 §7 POST reset-password { token, password }: single use, 10 minutes; every session of the account ends.
  app.post("/reset-password", validJson(resetBody), async (c) => {
    const body = c.req.valid("json");
    if (body.password_confirmation != null && body.password_confirmation !== body.password) {
      return invalid(c, { password_confirmation: [t(c.get("lang"), "passwordMismatch")] });
    }
    const now = clock.now();
    const passwordHash = await hashPassword(body.password);
    const userId = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(passwordResets)
        .set({ usedAt: now })
        .where(and(eq(passwordResets.tokenHash, lookupHash(body.token)), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now)))
        .returning({ userId: passwordResets.userId });
      if (!row) return null;
      await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, row.userId));
      return row.userId;
    });
    if (userId === null) return fail(c, 422, "resetInvalid");
    await revokeOtherTokens(db, userId, null, now);
    return c.json({ success: true, message: t(c.get("lang"), "passwordChanged") });
  });

  return app;
}
