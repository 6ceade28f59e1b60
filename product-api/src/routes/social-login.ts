import { and, eq, isNull } from "drizzle-orm";
import type { Context } from "hono";
import { Hono } from "hono";
import { z } from "zod";
import { accountState, purgeDeletedAccounts } from "../accounts/deletion";
import { createUser, emailTaken, issueToken } from "../accounts/users";
import { claimQuizSession } from "../content/quiz-rewards";
import { verifyTestIdentity, type IdentityClaims, type Provider } from "../auth/identity";
import { socialIdentities, users } from "../db/schema";
import type { AppDeps, AppEnv, UserRow } from "../http/context";
import { t } from "../http/i18n";
import { requireUser } from "../http/middleware";
import { validJson } from "../http/validate";
import { emailField } from "./fields";

const device = z.object({ token: z.string().max(4096).nullish() }).nullish();
const jwt = z.string().trim().min(20).max(8192);

// spec 1 §7: login/facebook { access_token, device }, login/google { id_token, device },
// login/apple { apple_id, apple_identity_token, email, name, device }.
const bodies = {
  facebook: z.object({ access_token: jwt, device, session_id: z.string().max(200).nullish() }),
  google: z.object({ id_token: jwt, device, session_id: z.string().max(200).nullish() }),
  apple: z.object({
    apple_id: z.string().trim().min(1).max(255),
    apple_identity_token: jwt,
    email: emailField.nullish().or(z.literal("")),
    name: z.string().trim().max(120).nullish(),
    device,
    session_id: z.string().max(200).nullish(),
  }),
} as const;

const LABEL: Record<Provider, string> = { facebook: "Facebook", google: "Google", apple: "Apple" };
const legacyBody = z.object({ device });

export function socialLoginRoutes(deps: AppDeps) {
  const { db, clock, config } = deps;
  const app = new Hono<AppEnv>();

  const refuse = (c: Context<AppEnv>, key: "socialUnavailable" | "socialInvalid" | "socialEmailRequired" | "socialEmailTaken", provider: Provider, status: 401 | 422 | 503 = 422) =>
    c.json({ error: t(c.get("lang"), key, { provider: LABEL[provider] }) }, status);

  /** The user behind a verified identity: linked before, else the same verified e-mail, else a new customer. */
  async function userFor(provider: Provider, claims: IdentityClaims, fallbackEmail: string | null, fallbackName: string | null, now: Date): Promise<UserRow | "emailRequired" | "emailTaken"> {
    const [linked] = await db
      .select({ user: users })
      .from(socialIdentities)
      .innerJoin(users, eq(users.id, socialIdentities.userId))
      .where(and(eq(socialIdentities.provider, provider), eq(socialIdentities.subject, claims.sub)))
      .limit(1);
    if (linked) return linked.user;
    // Only an e-mail the provider vouches for may join an existing account; a typed one only opens a new one.
    const vouched = claims.email && claims.email_verified ? claims.email : null;
    if (vouched) {
      const [existing] = await db.select().from(users).where(eq(users.email, vouched)).limit(1);
      if (existing) {
        await db.insert(socialIdentities).values({ userId: existing.id, provider, subject: claims.sub, email: vouched, createdAt: now }).onConflictDoNothing();
        return existing;
      }
    }
    const email = vouched ?? claims.email ?? fallbackEmail;
    if (!email) return "emailRequired";
    if (await emailTaken(db, email)) return "emailTaken";
    const fullName = claims.name || fallbackName || email.split("@")[0];
    const created = await createUser(db, { fullName, email, phone: null, passwordHash: null, smsConsent: false }, now);
    if (!created) return "emailTaken";
    await db.insert(socialIdentities).values({ userId: created.id, provider, subject: claims.sub, email, createdAt: now }).onConflictDoNothing();
    return created;
  }

  for (const provider of ["facebook", "google", "apple"] as const) {
    app.post(`/login/${provider}`, validJson(bodies[provider] as z.ZodType<Record<string, unknown>>), async (c) => {
      const body = c.req.valid("json");
      if (!config.socialTestIdentityKey) return refuse(c, "socialUnavailable", provider, 503);
      const now = clock.now();
      await purgeDeletedAccounts(db, now);
      const token = String(body.access_token ?? body.id_token ?? body.apple_identity_token);
      const claims = verifyTestIdentity(config.socialTestIdentityKey, provider, token, now.getTime());
      // Apple: the apple_id sent alongside must be the subject the token was issued for.
      if (!claims || (provider === "apple" && claims.sub !== body.apple_id)) return refuse(c, "socialInvalid", provider, 401);
      const fallbackEmail = typeof body.email === "string" && body.email ? body.email : null;
      const fallbackName = typeof body.name === "string" && body.name ? body.name : null;
      const user = await userFor(provider, claims, fallbackEmail, fallbackName, now);
      if (user === "emailRequired") return refuse(c, "socialEmailRequired", provider);
      if (user === "emailTaken") return refuse(c, "socialEmailTaken", provider);
      if (user.deletedAt) {
        // spec 3 §4 Account deletion: logging in within 15 days restores the account; later it is gone.
        if (accountState(user.deletedAt, now) === "gone") return refuse(c, "socialInvalid", provider, 401);
        await db.update(users).set({ deletedAt: null }).where(eq(users.id, user.id));
      }
      const device = body.device as { token?: string | null } | null | undefined;
      const issued = await issueToken(db, c, user.id, device?.token, now);
      // spec 1 §4 Blog quiz: a guest's reward waits under session_id until they log in or register with it.
      await claimQuizSession(db, user.id, typeof body.session_id === "string" ? body.session_id : null, now);
      return c.json({ token: issued, verified_by_mobile: user.verifiedByMobile });
    });
  }

  // spec 1 §7 POST login/legacy { device.token } + Authorization: the stored-token login at start-up. The token
  // stays the same (rotating it would log out parallel tabs); the answer says whether it is live and verified.
  // The body is validated (a malformed one is a 422) though nothing in it is needed.
  app.post("/login/legacy", requireUser(deps), validJson(legacyBody), async (c) => {
    const user = c.get("user");
    const token = (c.req.header("authorization") ?? "").replace(/^Bearer\s+/i, "").trim();
    await db.update(users).set({ lastActiveAt: clock.now() }).where(and(eq(users.id, user.id), isNull(users.deletedAt)));
    return c.json({ token, verified_by_mobile: user.verifiedByMobile });
  });

  return app;
}
