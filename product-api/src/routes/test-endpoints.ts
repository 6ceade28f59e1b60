import { and, desc, eq, isNull } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import { authTokens, outbox, users } from "../db/schema";
import type { AppDeps, AppEnv } from "../http/context";
import { validJson, validQuery } from "../http/validate";
import { internationalPhone } from "../sink";

// Test-only routes, mounted only with PRODUCT_API_TEST_ENDPOINTS=1 (ARCHITECTURE: "a test-only endpoint (enabled
// by env) reads them"; "an order clock ... tests can drive it").
const outboxQuery = z.object({ to: z.string().trim().min(1).max(254), limit: z.coerce.number().int().min(1).max(100).default(20) });
const emailQuery = z.object({ email: z.string().trim().toLowerCase().pipe(z.email()) });
const clockBody = z.object({ advance_seconds: z.number().min(0).max(30 * 24 * 3600) });

export function testRoutes({ db, clock }: AppDeps) {
  const app = new Hono<AppEnv>();

  app.get("/__test/outbox", validQuery(outboxQuery), async (c) => {
    const query = c.req.valid("query");
    const recipient = query.to.includes("@") ? query.to.toLowerCase() : internationalPhone(query.to);
    const rows = await db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, recipient))
      .orderBy(desc(outbox.id))
      .limit(query.limit);
    const messages = rows.map((r) => ({
      id: r.id, channel: r.channel, recipient: r.recipient, kind: r.kind, subject: r.subject, body: r.body,
      code: r.code, created_at: r.createdAt.toISOString(),
    }));
    return c.json({ code: messages.find((m) => m.code)?.code ?? null, messages });
  });

  // The sha256 of each live token of a user, so e2e tests can prove no page or response carries the token.
  app.get("/__test/token-hashes", validQuery(emailQuery), async (c) => {
    const query = c.req.valid("query");
    const rows = await db
      .select({ hash: authTokens.tokenHash })
      .from(authTokens)
      .innerJoin(users, eq(users.id, authTokens.userId))
      .where(and(eq(users.email, query.email), isNull(authTokens.revokedAt)));
    return c.json({ hashes: rows.map((r) => r.hash) });
  });

  app.get("/__test/clock", (c) => c.json({ now: clock.now().toISOString(), offset_ms: clock.offsetMs() }));

  app.post("/__test/clock", validJson(clockBody), async (c) => {
    const body = c.req.valid("json");
    const now = clock.advance(body.advance_seconds * 1000);
    return c.json({ now: now.toISOString(), offset_ms: clock.offsetMs() });
  });

  return app;
}
