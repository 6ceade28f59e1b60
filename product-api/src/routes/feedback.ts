import { asc, eq } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import { feedback, feedbackTags } from "../db/schema";
import type { AppDeps, AppEnv } from "../http/context";
import { t } from "../http/i18n";
import { requireUser } from "../http/middleware";
import { invalid } from "../http/respond";
import { validJson } from "../http/validate";

// spec 1 §7 GET feedback/tags → feedback_tags; POST feedback/add-feedback { tag, comment } (the where-heard modal).
const addBody = z.object({
  tag: z.coerce.number().int().positive(),
  comment: z.string().trim().max(1000).nullish(),
});

export function feedbackRoutes(deps: AppDeps) {
  const { db, clock } = deps;
  const app = new Hono<AppEnv>();

  app.get("/feedback/tags", requireUser(deps), async (c) => {
    const rows = await db.select().from(feedbackTags).orderBy(asc(feedbackTags.position), asc(feedbackTags.id));
    return c.json({ feedback_tags: rows.map((r) => ({ id: r.id, tag_en: r.tagEn, tag_sq: r.tagSq })) });
  });

  app.post("/feedback/add-feedback", requireUser(deps), validJson(addBody), async (c) => {
    const body = c.req.valid("json");
    const [tag] = await db.select({ id: feedbackTags.id }).from(feedbackTags).where(eq(feedbackTags.id, body.tag)).limit(1);
    if (!tag) return invalid(c, { tag: [t(c.get("lang"), "invalidValue")] });
    await db.insert(feedback).values({ userId: c.get("user").id, tagId: tag.id, comment: body.comment || null, createdAt: clock.now() });
    return c.json({ success: true }, 201);
  });

  return app;
}
