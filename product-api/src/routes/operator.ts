import { and, eq, inArray, sql } from "drizzle-orm";
import { Hono, type MiddlewareHandler } from "hono";
import { z } from "zod";
import { BEARER_SECRET_MIN, bearerMatches } from "../../../contract/bearer";
import { blogHash } from "../content/blog-hash";
import { slugify } from "../content/slug";
import { blogCategories, blogPostCategories, blogPosts, DISCOUNT_TYPES, products, promotions, vendors } from "../db/schema";
import type { AppDeps, AppEnv } from "../http/context";
import { t } from "../http/i18n";
import { invalid } from "../http/respond";
import { validJson } from "../http/validate";
import { rowsOf } from "../db/rows";
import { enqueueBlogPush, enqueuePromotionPush } from "../push/outbox";

// Issue 29 / ADR 0021: an operator publishes a blog post or a promotion, and every device of the accounts that want
// it (blog_notifications, promo_notis) is told — queued in the same transaction as the row, sent after the commit.
// Behind OPERATOR_TOKEN (`Authorization: Bearer …`, contract/bearer.ts): unset, the routes do not exist (404); a wrong
// or missing bearer is 401. No App-Key (app.ts): the bearer is this door's own key, as for /metrics.
const NO_STORE = { "Cache-Control": "no-store" };

function requireOperator(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    // Read at each request: the token is configuration, not something a route captured at start.
    const secret = deps.config.operatorToken;
    if (!secret || secret.length < BEARER_SECRET_MIN) return c.json({ error: "Not Found" }, 404, NO_STORE);
    if (!bearerMatches(c.req.header("authorization"), secret)) return c.json({ error: "Unauthenticated" }, 401, { ...NO_STORE, "WWW-Authenticate": "Bearer" });
    await next();
  };
}

const text = (max: number) => z.string().trim().min(1).max(max);
const slug = z.string().trim().max(120).regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);

// The content is bilingual (issue 25, ADR 0019): a post is published with its Albanian and its English title and body;
// each language's slug is made from its title unless given. The body is HTML, allow-listed where it is shown
// (the storefront's lib/content/sanitize.ts).
const blogBody = z.object({
  title: text(200),
  title_en: text(200),
  content: text(200_000),
  content_en: text(200_000),
  author: text(120),
  author_en: text(120).optional(),
  slug: slug.optional(),
  slug_en: slug.optional(),
  time_read: z.number().int().min(1).max(120).optional(),
  category_ids: z.array(z.number().int().min(1).max(1_000_000)).max(10).optional(),
});

// A promotion as the promotions table holds it, with its title and description in both languages.
const promotionBody = z.object({
  title: text(120),
  title_en: text(120),
  description: text(500),
  description_en: text(500),
  discount_type: z.enum(DISCOUNT_TYPES),
  value: z.number().int().min(0).max(1_000_000),
  vendor_id: z.number().int().min(1).max(2_147_483_647).nullish(),
  product_id: z.number().int().min(1).max(2_147_483_647).nullish(),
  start_time: z.iso.datetime({ offset: true }).nullish(),
  end_time: z.iso.datetime({ offset: true }).nullish(),
  non_expired: z.union([z.boolean(), z.literal(0), z.literal(1)]).optional(),
});

/** Words of an HTML body at ~200 a minute, at least one minute. */
function readingMinutes(html: string): number {
  const words = html.replace(/<[^>]*>/g, " ").split(/\s+/).filter(Boolean).length;
  return Math.min(120, Math.max(1, Math.round(words / 200)));
}

export function operatorRoutes(deps: AppDeps) {
  const { db, clock } = deps;
  const app = new Hono<AppEnv>();
  const operator = requireOperator(deps);

  app.post("/operator/blogs", operator, validJson(blogBody), async (c) => {
    const body = c.req.valid("json");
    const lang = c.get("lang");
    const slugs = { sq: body.slug ?? slugify(body.title), en: body.slug_en ?? slugify(body.title_en) };
    const errors: Record<string, string[]> = {};
    if (!slugs.sq) errors.slug = [t(lang, "required")];
    if (!slugs.en) errors.slug_en = [t(lang, "required")];
    const categoryIds = [...new Set(body.category_ids ?? [])];
    if (categoryIds.length) {
      const known = await db.select({ id: blogCategories.id }).from(blogCategories).where(inArray(blogCategories.id, categoryIds));
      if (known.length !== categoryIds.length) errors.category_ids = [t(lang, "invalidValue")];
    }
    if (Object.keys(errors).length) return invalid(c, errors);

    const now = clock.now();
    const result = await db.transaction(async (tx) => {
      // hash_id is the id's base-36 form (content/blog-hash.ts), so the id is taken first.
      const [{ id }] = rowsOf<{ id: number }>(await tx.execute(sql`select nextval(pg_get_serial_sequence('blog_posts', 'id'))::int as id`));
      await tx.insert(blogPosts).values({
        id,
        hashId: blogHash(id),
        slug: slugs.sq,
        title: body.title,
        author: body.author,
        content: body.content,
        slugEn: slugs.en,
        titleEn: body.title_en,
        authorEn: body.author_en ?? body.author,
        contentEn: body.content_en,
        timeRead: body.time_read ?? readingMinutes(body.content),
        // No quiz is published with a post here.
        canShowQuiz: false,
        isPublished: true,
        createdAt: now,
      });
      if (categoryIds.length) await tx.insert(blogPostCategories).values(categoryIds.map((categoryId) => ({ blogId: id, categoryId })));
      return { id, queued: await enqueueBlogPush(tx, id) };
    });
    const hash = blogHash(result.id);
    return c.json(
      {
        blog: {
          id: result.id,
          hash_id: hash,
          slugs,
          paths: { sq: `/blog/${hash}/${slugs.sq}`, en: `/en/blog/${hash}/${slugs.en}` },
        },
        pushes_queued: result.queued,
      },
      201,
      NO_STORE,
    );
  });

  app.post("/operator/promotions", operator, validJson(promotionBody), async (c) => {
    const body = c.req.valid("json");
    const lang = c.get("lang");
    const now = clock.now();
    const start = body.start_time ? new Date(body.start_time) : now;
    const end = body.end_time ? new Date(body.end_time) : null;
    const nonExpired = body.non_expired === true || body.non_expired === 1;
    const errors: Record<string, string[]> = {};
    if (body.discount_type === "percentage" && (body.value < 1 || body.value > 100)) errors.value = [t(lang, body.value < 1 ? "tooSmall" : "tooBig", { n: body.value < 1 ? 1 : 100 })];
    if ((body.discount_type === "fixed" || body.discount_type === "item") && body.value < 1) errors.value = [t(lang, "tooSmall", { n: 1 })];
    if (end && !nonExpired && end <= start) errors.end_time = [t(lang, "promotionEndBeforeStart")];
    else if (end && !nonExpired && end <= now) errors.end_time = [t(lang, "promotionEndPast")];
    if (body.product_id && !body.vendor_id) errors.vendor_id = [t(lang, "required")];
    if (body.vendor_id) {
      const [vendor] = await db.select({ id: vendors.id }).from(vendors).where(and(eq(vendors.id, body.vendor_id), eq(vendors.isActive, true))).limit(1);
      if (!vendor) errors.vendor_id = [t(lang, "invalidValue")];
      else if (body.product_id) {
        const [product] = await db.select({ id: products.id }).from(products).where(and(eq(products.id, body.product_id), eq(products.vendorId, vendor.id))).limit(1);
        if (!product) errors.product_id = [t(lang, "invalidValue")];
      }
    }
    if (Object.keys(errors).length) return invalid(c, errors);

    const result = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(promotions)
        .values({
          vendorId: body.vendor_id ?? null,
          productId: body.product_id ?? null,
          title: body.title,
          titleEn: body.title_en,
          description: body.description,
          descriptionEn: body.description_en,
          discountType: body.discount_type,
          value: body.value,
          startTime: start,
          endTime: nonExpired ? null : end,
          nonExpired,
          isActive: true,
          createdAt: now,
        })
        .returning();
      // A promotion that starts later is told when it starts.
      const queued = await enqueuePromotionPush(tx, row.id, (start.getTime() - now.getTime()) / 1000);
      return { row, queued };
    });
    const { row } = result;
    return c.json(
      {
        promotion: {
          id: row.id,
          title: row.title,
          title_en: row.titleEn,
          start_time: row.startTime.toISOString(),
          end_time: row.endTime?.toISOString() ?? null,
          non_expired: row.nonExpired ? 1 : 0,
          paths: { sq: "/promotions", en: "/en/promotions" },
        },
        pushes_queued: result.queued,
      },
      201,
      NO_STORE,
    );
  });

  return app;
}
