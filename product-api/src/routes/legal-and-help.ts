import { asc, eq, sql } from "drizzle-orm";
import { Hono, type Context } from "hono";
import { z } from "zod";
import { apiDateTime } from "../content/api-time";
import { faqs, pages, users } from "../db/schema";
import type { AppDeps, AppEnv } from "../http/context";
import { fail } from "../http/respond";
import { validJson, validQuery } from "../http/validate";

// spec 1 §7 GET privacy ; GET terms-condition → page_data.content (HTML in the request's language).
// The courier and partner privacy pages are the same call with ?type=courier|partner.
const privacyQuery = z.object({ type: z.enum(["general", "courier", "partner"]).default("general") });
const PRIVACY_SLUG = { general: "privacy", courier: "courier-privacy", partner: "partner-privacy" } as const;

// spec 1 §7 GET get-referral-link?referral_code → referral_link. Codes are the users' referral codes.
const referralQuery = z.object({ referral_code: z.string().trim().min(3).max(32).regex(/^[A-Za-z0-9_-]+$/) });

// spec 2 §7 GET orders/get-faqs ; POST orders/increase-clicks-faqs (faq_id, sent only when a FAQ is expanded).
const faqQuery = z.object({ scope: z.enum(["order", "general", "courier", "partner"]).optional() });
const faqClickBody = z.object({ faq_id: z.coerce.number().int().min(1).max(2_147_483_647) });

/** Where a referral link points: the storefront's download page by default (REFERRAL_LINK_BASE to change it). */
function referralBase(): string {
  return process.env.REFERRAL_LINK_BASE?.trim() || "https://shijo.al/download-app";
}

export function legalAndHelpRoutes({ db }: AppDeps) {
  const app = new Hono<AppEnv>();

  async function page(c: Context<AppEnv>, slug: string) {
    const [row] = await db.select().from(pages).where(eq(pages.slug, slug)).limit(1);
    if (!row) return fail(c, 404, "notFound");
    const en = c.get("lang") === "en";
    return c.json({
      page_data: { slug: row.slug, title: en ? row.titleEn : row.titleSq, content: en ? row.contentEn : row.contentSq, updated_at: apiDateTime(row.updatedAt) },
    });
  }

  app.get("/privacy", validQuery(privacyQuery), async (c) => {
    const query = c.req.valid("query");
    return page(c, PRIVACY_SLUG[query.type]);
  });

  app.get("/terms-condition", (c) => page(c, "terms"));

  app.get("/get-referral-link", validQuery(referralQuery), async (c) => {
    const query = c.req.valid("query");
    const code = query.referral_code.toUpperCase();
    const [owner] = await db.select({ id: users.id }).from(users).where(eq(sql`upper(${users.referralCode})`, code)).limit(1);
    if (!owner) return fail(c, 404, "referralNotFound");
    const link = new URL(referralBase());
    link.searchParams.set("referral_code", code);
    return c.json({ referral_link: link.toString(), referral_code: code });
  });

  app.get("/orders/get-faqs", validQuery(faqQuery), async (c) => {
    const query = c.req.valid("query");
    const rows = await db
      .select()
      .from(faqs)
      .where(query.scope ? eq(faqs.scope, query.scope) : undefined)
      .orderBy(asc(faqs.position), asc(faqs.id));
    return c.json({
      faqs: rows.map((f) => ({ id: f.id, scope: f.scope, question_en: f.questionEn, answer_en: f.answerEn, question_al: f.questionAl, answer_al: f.answerAl })),
    });
  });

  app.post("/orders/increase-clicks-faqs", validJson(faqClickBody), async (c) => {
    const body = c.req.valid("json");
    const updated = await db.update(faqs).set({ clicks: sql`${faqs.clicks} + 1` }).where(eq(faqs.id, body.faq_id)).returning({ clicks: faqs.clicks });
    if (updated.length === 0) return fail(c, 404, "notFound");
    return c.json({ success: true, clicks: updated[0].clicks });
  });

  return app;
}
