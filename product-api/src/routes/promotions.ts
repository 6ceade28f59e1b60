import { and, asc, desc, eq, gt, inArray, isNull, lte, or, sql } from "drizzle-orm";
import { Hono } from "hono";
import { products, promotionUsages, promotions, vendors } from "../db/schema";
import type { AppDeps, AppEnv } from "../http/context";
import { requireUser } from "../http/middleware";
import { inLang, type Lang } from "../http/i18n";
import { absoluteUrl } from "../http/urls";

type Row = { promotion: typeof promotions.$inferSelect; thumb: string | null; vendor: typeof vendors.$inferSelect | null; usedAt?: Date | null };

function promotionJson({ promotion: p, thumb, vendor, usedAt }: Row, baseUrl: string, lang: Lang) {
  return {
    id: p.id,
    title: inLang(lang, p.title, p.titleEn),
    description: inLang(lang, p.description, p.descriptionEn),
    start_time: p.startTime.toISOString(),
    end_time: p.endTime?.toISOString() ?? null,
    non_expired: p.nonExpired ? 1 : 0,
    used_at: usedAt?.toISOString() ?? null,
    promotion_details: {
      type: p.discountType,
      value: p.value,
      product_id: p.productId,
      product_image_thumbnail_path: absoluteUrl(baseUrl, thumb),
      vendor: vendor
        ? { id: vendor.id, title: vendor.title, hash_id: vendor.hashId, slug: vendor.slug, order_method: vendor.orderMethod, logo_thumbnail_path: absoluteUrl(baseUrl, vendor.logoPath) }
        : null,
    },
  };
}

/** spec 2 §7 GET /promotions/active → promotions; GET /promotions/used → data (used by the user, or ended). */
export function promotionRoutes(deps: AppDeps) {
  const { db, clock } = deps;
  const app = new Hono<AppEnv>();
  const auth = requireUser(deps);
  const base = () =>
    db
      .select({ promotion: promotions, thumb: products.imageThumbnailPath, vendor: vendors })
      .from(promotions)
      .leftJoin(products, eq(products.id, promotions.productId))
      .leftJoin(vendors, eq(vendors.id, promotions.vendorId));

  app.get("/promotions/active", auth, async (c) => {
    const now = clock.now();
    const used = db.select({ id: promotionUsages.promotionId }).from(promotionUsages).where(eq(promotionUsages.userId, c.get("user").id));
    const rows = await base()
      .where(
        and(
          eq(promotions.isActive, true),
          lte(promotions.startTime, now),
          or(eq(promotions.nonExpired, true), isNull(promotions.endTime), gt(promotions.endTime, now)),
          sql`${promotions.id} NOT IN ${used}`,
        ),
      )
      .orderBy(asc(promotions.endTime), asc(promotions.id));
    return c.json({ promotions: rows.map((r) => promotionJson(r, c.get("baseUrl"), c.get("lang"))) });
  });

  app.get("/promotions/used", auth, async (c) => {
    const now = clock.now();
    const usages = await db
      .select({ promotionId: promotionUsages.promotionId, usedAt: sql<Date>`max(${promotionUsages.usedAt})`.mapWith((v: string | Date) => new Date(v)) })
      .from(promotionUsages)
      .where(eq(promotionUsages.userId, c.get("user").id))
      .groupBy(promotionUsages.promotionId);
    const usedIds = usages.map((u) => u.promotionId);
    const rows = await base()
      .where(
        or(
          usedIds.length ? inArray(promotions.id, usedIds) : undefined,
          and(eq(promotions.nonExpired, false), lte(promotions.endTime, now)),
        ),
      )
      .orderBy(desc(promotions.endTime), desc(promotions.id));
    return c.json({ data: rows.map((r) => promotionJson({ ...r, usedAt: usages.find((u) => u.promotionId === r.promotion.id)?.usedAt ?? null }, c.get("baseUrl"), c.get("lang"))) });
  });

  return app;
}
