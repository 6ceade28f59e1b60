import { sql } from "drizzle-orm";
import { discounts, menuCategories, productOptions, products, promotions, uploads, vendorFoodCategories, vendorHours, vendors, zones } from "../../db/schema";
import type { SeedContext } from "../context";
import { PICTURE_KINDS } from "../../images/illustrations";
import { FOOD_CATEGORIES } from "../data/food-categories";
import type { MenuKey } from "../data/menus";
import { VENDORS, type VendorSeed } from "../data/vendors";
import { openingHours, reservationHours } from "../hours";
import { appendMenuRows, emptyMenuRows, type SeededProduct } from "../menu-builder";
import { DAY_MS, ago } from "../prng";
import { hexagon, vendorRow } from "../vendor-row";
import { bulkInsert, maxId } from "./bulk";
import { COVER_KINDS, LOGO_COUNT, photoId, photoPath, photoPool, renderPhoto } from "./photos";
import { largeMenu, largeVendor, streamFor, type LargeSizes } from "./plan";

/** A vendor of the large seed as the orders need it. */
export interface LargeSeededVendor {
  id: number;
  spec: VendorSeed;
  fees: { deliveryFee: number; smallOrderFee: number; minimum: number };
  products: SeededProduct[];
}

const COVER_OF: Record<MenuKey, (typeof COVER_KINDS)[number]> = {
  traditional: "traditional", pizza: "pizza", burger: "burger", sushi: "sushi", byrek: "traditional", seafood: "seafood",
  grill: "grill", cafe: "coffee", icecream: "dessert", vegan: "traditional", soup: "traditional", qebap: "grill",
  grocery: "grocery", pharmacy: "pharmacy", flowers: "dessert",
};

/** About 85 % of products have a photo (issue 26: at least 80 %); which ones follows from the product id alone. */
export const hasPhoto = (productId: number) => ((Math.imul(productId, 2_654_435_761) >>> 0) % 100) < 85;

/**
 * Draws the pool of photos with sharp (two at a time: libvips works on its own threads, beside the inserts of the rest
 * of the seed). Settles to the photos or the error, so a failure waits for the seed to ask.
 */
export function drawPhotos(): Promise<{ photos: Array<{ key: string; jpeg: Buffer }> } | { error: unknown }> {
  const pool = photoPool();
  const run = async () => {
    const photos: Array<{ key: string; jpeg: Buffer }> = [];
    for (let i = 0; i < pool.length; i += 2) photos.push(...(await Promise.all(pool.slice(i, i + 2).map(async (spec) => ({ key: spec.key, jpeg: await renderPhoto(spec) })))));
    return { photos };
  };
  return run().catch((error: unknown) => ({ error }));
}

/** Keeps the photos in uploads, served at images/photos/<id>.jpg. Returns their bytes. */
export async function insertPhotos(ctx: SeedContext, drawn: Awaited<ReturnType<typeof drawPhotos>>): Promise<number> {
  if ("error" in drawn) throw drawn.error;
  for (let i = 0; i < drawn.photos.length; i += 4) {
    await ctx.db.insert(uploads).values(drawn.photos.slice(i, i + 4).map(({ key, jpeg }) => ({ id: photoId(key), userId: null, kind: "image" as const, mime: "image/jpeg", dataBase64: jpeg.toString("base64"), createdAt: ctx.now })));
  }
  return drawn.photos.reduce((sum, p) => sum + p.jpeg.length, 0);
}

/**
 * In the large world the small seed's 45 vendors show photos too (issue 26: a raster cover and logo for every vendor):
 * their covers, logos and product drawings are pointed at the pool. Only the large profile does this; the small seed
 * keeps its drawings.
 */
export async function photographSmallSeed({ db }: SeedContext): Promise<void> {
  const cases = VENDORS.map((spec, i) => sql`WHEN ${i + 1} THEN ${photoPath(`cover:${COVER_OF[spec.menu]}`)}`);
  await db.execute(sql`UPDATE vendors SET profile_path = CASE id ${sql.join(cases, sql` `)} END,
    logo_path = 'images/photos/' || (ARRAY[${sql.join(Array.from({ length: LOGO_COUNT }, (_, i) => sql`${photoId(`logo:${i}`)}`), sql`, `)}])[1 + (id % ${LOGO_COUNT})] || '.jpg'
    WHERE id <= ${VENDORS.length}`);
  const kinds = sql.join(PICTURE_KINDS.map((kind) => sql`(${kind}, ${photoPath(`product:${kind}`)})`), sql`, `);
  await db.execute(sql`UPDATE products p SET image_path = m.path, image_thumbnail_path = m.path FROM (VALUES ${kinds}) AS m(kind, path)
    WHERE p.vendor_id <= ${VENDORS.length} AND p.image_path = 'images/products/' || m.kind || '-' || p.id || '.svg'`);
}

export async function seedLargeCatalogue(ctx: SeedContext, sizes: LargeSizes): Promise<LargeSeededVendor[]> {
  const { db, now } = ctx;
  const [vendorBase, zoneBase, promotionBase, discountBase] = [await maxId(db, vendors), await maxId(db, zones), await maxId(db, promotions), await maxId(db, discounts)];
  const ids = { category: await maxId(db, menuCategories), product: await maxId(db, products), option: await maxId(db, productOptions) };
  const iconId = new Map(FOOD_CATEGORIES.map((c, i) => [c.icon as string, i + 1]));

  const vendorRows: Array<typeof vendors.$inferInsert> = [];
  const categoryLinks: Array<typeof vendorFoodCategories.$inferInsert> = [];
  const hours: Array<typeof vendorHours.$inferInsert> = [];
  const zoneRows: Array<typeof zones.$inferInsert> = [];
  const promotionRows: Array<typeof promotions.$inferInsert> = [];
  const discountRows: Array<typeof discounts.$inferInsert> = [];
  const menus = emptyMenuRows();
  const seeded: LargeSeededVendor[] = [];
  const photo = (productId: number, kind: string) => {
    const path = hasPhoto(productId) ? photoPath(`product:${PICTURE_KINDS.includes(kind) ? kind : "meal"}`) : null;
    return { imagePath: path, imageThumbnailPath: path };
  };

  for (let n = 0; n < sizes.vendors; n++) {
    const { spec, menuSize } = largeVendor(n, sizes);
    const id = vendorBase + n + 1;
    const rng = streamFor("vendor-row", n);
    const row = {
      ...vendorRow({ ...ctx, rng }, id, spec),
      logoPath: photoPath(`logo:${n % LOGO_COUNT}`), profilePath: photoPath(`cover:${COVER_OF[spec.menu]}`),
    };
    vendorRows.push(row);
    categoryLinks.push(...spec.cats.map((icon) => ({ vendorId: id, foodCategoryId: iconId.get(icon)! })));
    hours.push(
      ...openingHours(spec.hours).map((h) => ({ vendorId: id, kind: "opening" as const, ...h })),
      ...(spec.methods.includes("reserve") ? reservationHours(spec.hours) : []).map((h) => ({ vendorId: id, kind: "reservation" as const, ...h })),
    );
    zoneRows.push(
      spec.polygon
        ? { id: zoneBase + n + 1, vendorId: id, name: "Qendra", polygon: hexagon(spec.lat, spec.lng, rng.int(3, 6)), radiusM: null }
        : { id: zoneBase + n + 1, vendorId: id, radiusM: rng.int(6, 16) * 500 },
    );
    const menuRng = streamFor("menu", n);
    const menu = largeMenu(menuRng, spec.menu, menuSize);
    const vendorProducts = appendMenuRows({ ...ctx, rng: menuRng }, id, menu, ids, menus, (productId, productSpec) => photo(productId, productSpec[3]));
    seeded.push({ id, spec, products: vendorProducts, fees: { deliveryFee: row.deliveryFee, smallOrderFee: row.smallOrderFee, minimum: row.deliveryMinimumOrderPrice } });

    // About one vendor in seven runs a promotion (spec 2 §3 Promotion); two in three of those are running now, with
    // the automatic discount that carries it out (spec 2 §9), the others ended.
    if (rng.chance(0.15)) {
      const running = rng.chance(0.66);
      const percent = rng.pick([10, 15, 20, 25]);
      const promotionId = promotionBase + promotionRows.length + 1;
      const start = ago(now, running ? rng.int(1, 20) : rng.int(60, 120));
      const end = running ? new Date(now.getTime() + rng.int(5, 40) * DAY_MS) : ago(now, rng.int(5, 50));
      promotionRows.push({
        id: promotionId, vendorId: id, productId: vendorProducts[0]?.id ?? null, discountType: "percentage", value: percent,
        title: `${percent}% zbritje te ${spec.title}`, description: `${percent}% zbritje për porositë mbi 1500 L.`,
        titleEn: `${percent}% off at ${spec.title}`, descriptionEn: `${percent}% off orders over 1500 L.`, startTime: start, endTime: end,
      });
      if (running) discountRows.push({ id: discountBase + discountRows.length + 1, vendorId: id, discountType: "percentage", value: percent, minSubtotal: 1500, siblingPromotion: promotionId, startsAt: start, endsAt: end });
    }
  }

  await bulkInsert(db, vendors, vendorRows);
  await bulkInsert(db, vendorFoodCategories, categoryLinks);
  await bulkInsert(db, vendorHours, hours);
  await bulkInsert(db, zones, zoneRows);
  await bulkInsert(db, menuCategories, menus.categories);
  await bulkInsert(db, products, menus.products);
  await bulkInsert(db, productOptions, menus.options);
  await bulkInsert(db, promotions, promotionRows);
  await bulkInsert(db, discounts, discountRows);
  return seeded;
}
