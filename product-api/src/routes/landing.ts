import { and, asc, eq } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import { landingEvents, landingPages, vendors } from "../db/schema";
import type { AppDeps, AppEnv } from "../http/context";
import { inLang } from "../http/i18n";
import { fail } from "../http/respond";
import { absoluteUrl } from "../http/urls";
import { validJson } from "../http/validate";

// spec 1 §7: the landing pages live on a second gateway with its own api-key header (checked in app.ts for
// /gateway/*): GET /api/landing-page/{id} and POST /api/landing-page/track. {id} is the vendor's hash.
export const LANDING_ACTIONS = ["PAGE_VIEW", "APP_LINK_CLICK", "GOOGLE_REVIEW_CLICK", "REGISTRATION_START"] as const;

const HASH = /^[0-9a-z]{6,32}$/;

const trackBody = z.object({
  hashId: z.string().trim().regex(HASH),
  actionType: z.enum(LANDING_ACTIONS),
  // Only PAGE_VIEW carries it; a referrer is a URL the browser gave us, kept short.
  referrer: z.string().trim().max(500).nullish(),
});

export function landingRoutes({ db, clock }: AppDeps) {
  const app = new Hono<AppEnv>();

  app.get("/gateway/api/landing-page/:id", async (c) => {
    const hash = c.req.param("id");
    if (!HASH.test(hash)) return fail(c, 404, "landingNotFound");
    const [row] = await db
      .select({ page: landingPages, vendor: vendors })
      .from(landingPages)
      .innerJoin(vendors, eq(vendors.id, landingPages.vendorId))
      .where(and(eq(vendors.hashId, hash), eq(landingPages.isActive, true), eq(vendors.isActive, true)))
      .limit(1);
    if (!row) return fail(c, 404, "landingNotFound");
    const { page, vendor } = row;
    // Issue 9 #24: the English texts for an English request, the Albanian ones otherwise or where none were written.
    const lang = c.get("lang");
    const en = lang === "en" ? page.english : null;
    const base = c.get("baseUrl");
    return c.json({
      restaurant: {
        name: vendor.title,
        hash_id: vendor.hashId,
        slug: vendor.slug,
        logo: absoluteUrl(base, vendor.logoPath),
        vendor_type: vendor.vendorType,
        order_method: vendor.orderMethod,
        address: vendor.address,
        city: vendor.city,
        country: vendor.country,
        latitude: vendor.latitude,
        longitude: vendor.longitude,
        phone: vendor.phone,
        min_delivery_time: vendor.minDeliveryTime,
        max_delivery_time: vendor.maxDeliveryTime,
      },
      landingPage: {
        title: inLang(lang, page.title, en?.title),
        subtitle: inLang(lang, page.subtitle, en?.subtitle),
        description: inLang(lang, page.description, en?.description),
        backgroundImage: absoluteUrl(base, page.backgroundImage),
        deliveryTimeMinutes: page.deliveryTimeMinutes,
        preparationTime: page.preparationTime,
        wifiCode: page.wifiCode,
        appDeepLink: page.appDeepLink,
        googleReviewLink: page.googleReviewLink,
        popularItems: page.popularItems.map((item) => ({ ...item, imagePath: absoluteUrl(base, item.imagePath) })),
        reviews: page.reviews.map((r, i) => ({ ...r, ...(en?.reviews[i] ?? {}) })),
        testimonials: en?.testimonials.length ? en.testimonials : page.testimonials,
        stats: page.stats.map((s, i) => ({ ...s, title: inLang(lang, s.title, en?.stats[i]?.title) })),
        faqs: en?.faqs.length ? en.faqs : page.faqs,
      },
    });
  });

  // The active landing pages (vendor hashes), for the storefront's sitemap. Not in the spec's table: a gateway
  // without it simply leaves landing URLs out of the sitemap.
  app.get("/gateway/api/landing-pages", async (c) => {
    const rows = await db
      .select({ hashId: vendors.hashId, createdAt: landingPages.createdAt })
      .from(landingPages)
      .innerJoin(vendors, eq(vendors.id, landingPages.vendorId))
      .where(and(eq(landingPages.isActive, true), eq(vendors.isActive, true)))
      .orderBy(asc(landingPages.id));
    return c.json({ landingPages: rows.map((r) => ({ hashId: r.hashId, updatedAt: r.createdAt.toISOString() })) });
  });

  // Stored and countable (GET /__test/landing-events); the storefront fires it and forgets it.
  app.post("/gateway/api/landing-page/track", validJson(trackBody), async (c) => {
    const body = c.req.valid("json");
    const [vendor] = await db.select({ id: vendors.id }).from(vendors).where(eq(vendors.hashId, body.hashId)).limit(1);
    if (!vendor) return fail(c, 404, "landingNotFound");
    await db.insert(landingEvents).values({
      hashId: body.hashId,
      vendorId: vendor.id,
      actionType: body.actionType,
      referrer: body.actionType === "PAGE_VIEW" ? (body.referrer || null) : null,
      deviceId: c.req.header("device-id")?.slice(0, 200) ?? null,
      createdAt: clock.now(),
    });
    return c.json({ success: true }, 201);
  });

  return app;
}
