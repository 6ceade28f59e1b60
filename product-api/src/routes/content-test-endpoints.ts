import { and, count, eq, isNull } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import { contactMessages, courierApplications, landingEvents, newsletterSubscribers, partnerApplications, quizResults } from "../db/schema";
import type { AppDeps, AppEnv } from "../http/context";
import { validQuery } from "../http/validate";

// Test-only counts for the content pages (mounted only with PRODUCT_API_TEST_ENDPOINTS=1): e2e specs read back
// what the forms and the landing tracker stored.
const hashQuery = z.object({ hash_id: z.string().trim().min(1).max(64) });
const emailQuery = z.object({ email: z.string().trim().toLowerCase().min(3).max(254) });
const sessionQuery = z.object({ session_id: z.string().trim().min(1).max(100) });

export function contentTestRoutes({ db }: AppDeps) {
  const app = new Hono<AppEnv>();

  // { counts: { PAGE_VIEW: n, ... }, last_referrer } for one vendor hash.
  app.get("/__test/landing-events", validQuery(hashQuery), async (c) => {
    const query = c.req.valid("query");
    const rows = await db
      .select({ action: landingEvents.actionType, n: count() })
      .from(landingEvents)
      .where(eq(landingEvents.hashId, query.hash_id))
      .groupBy(landingEvents.actionType);
    const views = await db
      .select({ referrer: landingEvents.referrer })
      .from(landingEvents)
      .where(and(eq(landingEvents.hashId, query.hash_id), eq(landingEvents.actionType, "PAGE_VIEW")));
    return c.json({ counts: Object.fromEntries(rows.map((r) => [r.action, r.n])), referrers: views.map((v) => v.referrer) });
  });

  // How many rows each public form stored for an e-mail.
  app.get("/__test/submissions", validQuery(emailQuery), async (c) => {
    const query = c.req.valid("query");
    const n = async (table: typeof contactMessages | typeof courierApplications | typeof partnerApplications | typeof newsletterSubscribers) =>
      (await db.select({ n: count() }).from(table).where(eq(table.email, query.email)))[0].n;
    return c.json({
      contact: await n(contactMessages),
      courier: await n(courierApplications),
      partner: await n(partnerApplications),
      newsletter: await n(newsletterSubscribers),
    });
  });

  // Guest quiz results still waiting under a session id.
  app.get("/__test/quiz-session", validQuery(sessionQuery), async (c) => {
    const query = c.req.valid("query");
    const rows = await db
      .select({ quiz_id: quizResults.quizId, correct: quizResults.correctCount })
      .from(quizResults)
      .where(and(eq(quizResults.sessionId, query.session_id), isNull(quizResults.userId)));
    return c.json({ waiting: rows });
  });

  return app;
}
