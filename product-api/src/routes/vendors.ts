import { asc, sql } from "drizzle-orm";
import { Hono, type Context } from "hono";
import { z } from "zod";
import type { Db } from "../db/client";
import { readAsJson } from "../db/json";
import { featureBlocks, vendors, type VendorType } from "../db/schema";
import type { AppDeps, AppEnv } from "../http/context";
import { optionalUser } from "../http/middleware";
import { validQuery } from "../http/validate";
import { vendorJson } from "../serializers/vendor";
import { loadVendorExtras } from "../vendors/extras";
import { markerJson, vendorMarkerColumns } from "../vendors/markers";
import {
  ORDERING_ATTRIBUTES, vendorOrderBy, vendorWhere, type FeaturedFlag, type OrderMethod, type VendorListFilter,
} from "../vendors/list-query";

// spec 2 §7 GET vendors and GET vendors/mobile-feature-blocks. The storefront pages 15 at a time and asks 100 for
// the map; per_page is capped so one call cannot pull the whole table.
const MAX_PER_PAGE = 100;
const BLOCK_SIZE = 12;
/** GET vendors/map-points answers at most this many vendors (the large seed has 2,195 in all). */
const MAX_MAP_POINTS = 5_000;

const one = z.enum(["1", "true"]).optional().transform((v) => v !== undefined);
// spec 2 §9: the fee slider runs 0–300 and both ends mean "no bound".
const fee = z.coerce.number().int().min(0).max(100_000).optional();
// Restaurant or Grocery in the list (spec 2 §1); pharmacy and other are answered too (home "vendors" = restaurants).
const VENDOR_TYPE: Record<string, VendorType> = { restaurant: "restaurant", vendors: "restaurant", grocery: "grocery", pharmacy: "pharmacy", other: "other" };

const filterSchema = z.object({
  lat: z.coerce.number().min(-90).max(90).optional(),
  lng: z.coerce.number().min(-180).max(180).optional(),
  vendor_type: z
    .string()
    .trim()
    .toLowerCase()
    .refine((v) => v === "" || v.split(",").every((t) => t.trim() in VENDOR_TYPE))
    .optional(),
  order_method: z
    .string()
    .trim()
    .toLowerCase()
    .transform((v) => v.split("-")[0].replace(/\s+/g, ""))
    .pipe(z.enum(["", "delivery", "pickup", "reserve"]))
    .optional(),
  food_category_ids: z.array(z.coerce.number().int().positive()).max(50).default([]),
  is_meal: one,
  is_dietary: one,
  promotions: one,
  open_now: one,
  online_payment: one,
  delivery_by_shijo: one,
  low_fee: fee,
  high_fee: fee,
  name: z.string().trim().max(100).optional(),
});

const listSchema = filterSchema.extend({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(MAX_PER_PAGE).default(15),
  ordering_attribute: z.enum(ORDERING_ATTRIBUTES).optional(),
  ordering_order: z.coerce.number().pipe(z.union([z.literal(1), z.literal(-1)])).default(1),
});

type FilterQuery = z.output<typeof filterSchema>;

/** The query as an object, first value of a repeated key; food_category_ids[] (and plain repeated or comma-separated
 * food_category_ids) as one array. */
function vendorQuery(query: Record<string, string | string[]>): Record<string, unknown> {
  const all = (key: string) => [query[key] ?? []].flat();
  const raw: Record<string, unknown> = Object.fromEntries(Object.entries(query).map(([k, v]) => [k, Array.isArray(v) ? v[0] : v]));
  const ids = [...all("food_category_ids[]"), ...all("food_category_ids")].flatMap((v) => v.split(",")).filter((v) => v.trim() !== "");
  delete raw["food_category_ids[]"];
  raw.food_category_ids = ids;
  return raw;
}

function toFilter(q: FilterQuery): VendorListFilter {
  const types = q.vendor_type ? [...new Set(q.vendor_type.split(",").map((t) => VENDOR_TYPE[t.trim()]))] : null;
  return {
    point: q.lat !== undefined && q.lng !== undefined ? { lat: q.lat, lng: q.lng } : null,
    vendorTypes: types,
    orderMethod: (q.order_method || null) as OrderMethod | null,
    foodCategoryIds: q.food_category_ids,
    isMeal: q.is_meal,
    isDietary: q.is_dietary,
    promotions: q.promotions,
    openNow: q.open_now,
    onlinePayment: q.online_payment,
    deliveryByShijo: q.delivery_by_shijo,
    lowFee: q.low_fee ? q.low_fee : null,
    highFee: q.high_fee !== undefined && q.high_fee < 300 ? q.high_fee : null,
    name: q.name || null,
  };
}

async function serialize(c: Context<AppEnv>, deps: AppDeps, rows: Array<typeof vendors.$inferSelect>, f: VendorListFilter) {
  const extras = await loadVendorExtras(deps.db, rows, { point: f.point, userId: c.get("user")?.id, selectedOrderMethod: f.orderMethod });
  const now = deps.clock.now();
  return rows.map((row) => vendorJson(row, extras.get(row.id)!, c.get("baseUrl"), now, c.get("lang")));
}

async function count(db: Db, f: VendorListFilter, now: Date): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(vendors).where(vendorWhere(f, now));
  return Number(row?.n ?? 0);
}

export function vendorRoutes(deps: AppDeps) {
  const { db } = deps;
  const app = new Hono<AppEnv>();

  // spec 2 §7 GET vendors?lat&lng&page&per_page[&ordering_attribute&ordering_order][&filters]
  // → { vendors: { data, current_page, last_page, total, per_page } }. isFav is filled when a bearer is sent.
  app.get("/vendors", optionalUser(deps), validQuery(listSchema, vendorQuery), async (c) => {
    const q = c.req.valid("query");
    const f = toFilter(q);
    const now = deps.clock.now();
    // The total comes with the page (one pass over the filter, ADR 0028); only a page past the last counts apart.
    const page = await db
      .select({ vendor: vendors, total: sql<number>`count(*) over ()` })
      .from(vendors)
      .where(vendorWhere(f, now))
      .orderBy(...vendorOrderBy(f, { attribute: q.ordering_attribute ?? null, order: q.ordering_order }, now))
      .limit(q.per_page)
      .offset((q.page - 1) * q.per_page);
    const rows = page.map((p) => p.vendor);
    const total = page.length ? Number(page[0].total) : q.page === 1 ? 0 : await count(db, f, now);
    return c.json({
      vendors: {
        data: await serialize(c, deps, rows, f),
        current_page: q.page,
        last_page: Math.max(1, Math.ceil(total / q.per_page)),
        total,
        per_page: q.per_page,
      },
    });
  });

  // spec 2 §7 GET vendors/mobile-feature-blocks?lat&lng[&filters] → { result: { <key>: { block, vendors } } }
  // (spec 2 §3 Featured blocks). Each block is the list's filter plus its own flag; is_grocery lists groceries
  // whatever vendor type the list shows. An inactive block answers is_active 0 and no vendors.
  app.get("/vendors/mobile-feature-blocks", optionalUser(deps), validQuery(filterSchema, vendorQuery), async (c) => {
    const q = c.req.valid("query");
    const base = toFilter(q);
    const now = deps.clock.now();
    const blocks = await db.select().from(featureBlocks).orderBy(asc(featureBlocks.position));
    const picked = await Promise.all(
      blocks.map(async (block) => {
        const f: VendorListFilter =
          block.key === "is_grocery" ? { ...base, vendorTypes: ["grocery"] } : { ...base, featured: block.key as FeaturedFlag };
        const rows = block.isActive
          ? await db.select().from(vendors).where(vendorWhere(f, now)).orderBy(...vendorOrderBy(f, { attribute: null, order: 1 }, now)).limit(BLOCK_SIZE)
          : [];
        return { block, rows };
      }),
    );
    // The blocks share the point, the order method and the viewer: their vendors' hours, zones, categories and
    // hearts are read once for all of them (ADR 0028; four statements, not four a block).
    const shown = [...new Map(picked.flatMap((p) => p.rows).map((row) => [row.id, row])).values()];
    const json = new Map((await serialize(c, deps, shown, base)).map((v, i) => [shown[i].id, v]));
    const result: Record<string, unknown> = {};
    for (const { block, rows } of picked) {
      result[block.key] = {
        block: { title_sq: block.titleSq, title_en: block.titleEn, is_active: block.isActive ? 1 : 0 },
        vendors: rows.map((row) => json.get(row.id)),
      };
    }
    return c.json({ result });
  });

  // Issue 26 §4 (ADR 0032): GET vendors/map-points?[filters] → { data: [{ id, hash_id, slug, title, order_method,
  // latitude, longitude, logo }] }: every active vendor the list's filters match, wherever it is (lat and lng
  // are not a radius here), in the spec's marker form (spec 2 §2 Vendors map) and nothing more, so a map can
  // cluster all of them. Public, like the list; ordered by id, at most MAX_MAP_POINTS.
  app.get("/vendors/map-points", validQuery(filterSchema, vendorQuery), async (c) => {
    const f: VendorListFilter = { ...toFilter(c.req.valid("query")), point: null };
    const rows = await readAsJson(db, db.select(vendorMarkerColumns).from(vendors).where(vendorWhere(f, deps.clock.now())).orderBy(asc(vendors.id)).limit(MAX_MAP_POINTS));
    const baseUrl = c.get("baseUrl");
    return c.json({ data: rows.map((r) => markerJson(r, baseUrl)) });
  });

  return app;
}
