import { createHash, timingSafeEqual } from "node:crypto";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import type { MiddlewareHandler } from "hono";
import { bearerFrom, hashToken } from "../auth/tokens";
import { authTokens, users } from "../db/schema";
import type { AppDeps, AppEnv } from "./context";
import { langFrom } from "./i18n";

/** Sets the language and the absolute base for URLs (configured public URL, else the request's origin). */
export function requestContext(publicUrl: string | undefined): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set("lang", langFrom(c.req.header("language")));
    c.set("baseUrl", publicUrl ?? `${new URL(c.req.url).origin}/`);
    await next();
  };
}

function sameSecret(given: string | undefined, expected: string): boolean {
  if (!given) return false;
  const a = createHash("sha256").update(given).digest();
  const b = createHash("sha256").update(expected).digest();
  return timingSafeEqual(a, b);
}

/** spec 1 §7: every call carries App-Key (the landing gateway uses its own api-key header instead). */
export function requireKey(header: string, expected: string, error: string): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!sameSecret(c.req.header(header), expected)) return c.json({ error }, 401);
    await next();
  };
}

function tokenQuery(db: Db) {
  return db
    .select({ user: users, tokenId: authTokens.id })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .where(and(eq(authTokens.tokenHash, sql.placeholder("hash")), isNull(authTokens.revokedAt), isNull(users.deletedAt)))
    .limit(1)
    .prepare("auth_token_user");
}

/**
 * Every signed-in request starts with this statement (ADR 0024): prepared once per database, so its SQL is not built
 * again for each request (a users row's 31 columns made that a share of every answer), and PostgreSQL keeps its plan.
 */
const tokenQueries = new WeakMap<Db, ReturnType<typeof tokenQuery>>();

/** Resolves the bearer token to a live user; sets user and tokenId. Returns false when there is none. */
async function authenticate(deps: AppDeps, c: Parameters<MiddlewareHandler<AppEnv>>[0]): Promise<boolean> {
  const token = bearerFrom(c.req.header("authorization"));
  if (!token) return false;
  let query = tokenQueries.get(deps.db);
  if (!query) tokenQueries.set(deps.db, (query = tokenQuery(deps.db)));
  const [row] = await query.execute({ hash: hashToken(token) });
  if (!row) return false;
  c.set("user", row.user);
  c.set("tokenId", row.tokenId);
  return true;
}

export function requireUser(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!(await authenticate(deps, c))) return c.json({ error: "Unauthenticated" }, 401);
    await next();
  };
}

/** For public routes that answer more when a user is known (favourite hearts, quiz eligibility). */
export function optionalUser(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await authenticate(deps, c);
    await next();
  };
}
