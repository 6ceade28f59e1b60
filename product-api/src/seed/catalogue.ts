import {
  featureBlocks, foodCategories, menuCategories, productOptions, products, searchKeywords, vendorFoodCategories,
  vendorHours, vendors, zones,
} from "../db/schema";
import { insertChunked, type SeedContext } from "./context";
import { FOOD_CATEGORIES } from "./data/food-categories";
import { MENUS } from "./data/menus";
import { VENDORS, type VendorSeed } from "./data/vendors";
import { openingHours, reservationHours } from "./hours";
import { appendMenuRows, buildMenu, emptyMenuRows, type SeededProduct } from "./menu-builder";
import { hexagon, vendorRow } from "./vendor-row";

export interface SeededVendor {
  id: number;
  hashId: string;
  slug: string;
  spec: VendorSeed;
  fees: { deliveryFee: number; smallOrderFee: number; minimum: number };
  products: SeededProduct[];
}

const FEATURE_BLOCKS = [
  { key: "suggested", titleSq: "Të sugjeruara për ju", titleEn: "Suggested for you" },
  { key: "new", titleSq: "Të rejat në Shijo", titleEn: "New on Shijo" },
  { key: "exclusive", titleSq: "Ekskluzive në Shijo", titleEn: "Exclusive on Shijo" },
  { key: "is_grocery", titleSq: "Marketë pranë jush", titleEn: "Groceries near you" },
  { key: "free_delivery", titleSq: "Dërgesë falas", titleEn: "Free delivery" },
] as const;

// Popular searches (spec 1 §7 search/keywords-suggestions), each as Albanians and English speakers type it.
const KEYWORDS: Array<[sq: string, en: string, count: number]> = [
  ["pica", "pizza", 920], ["pizza", "pizza", 880], ["burger", "burger", 760], ["byrek", "byrek", 700], ["sushi", "sushi", 520],
  ["kafe", "coffee", 480], ["tavë kosi", "traditional", 350], ["qebapa", "kebabs", 330], ["akullore", "ice cream", 300],
  ["sallatë", "salad", 260], ["supë", "soup", 190], ["farmaci", "pharmacy", 170], ["birrë", "beer", 150], ["ëmbëlsira", "desserts", 140],
];

export async function seedCatalogue(ctx: SeedContext): Promise<SeededVendor[]> {
  const { db, rng } = ctx;
  await db.insert(foodCategories).values(
    FOOD_CATEGORIES.map((c, i) => ({
      id: i + 1, titleEn: c.title_en, titleSq: c.title_sq, icon: c.icon, image: `images/categories/${c.icon}.svg`,
      searchCount: c.search_count, position: i + 1,
    })),
  );
  const iconId = new Map(FOOD_CATEGORIES.map((c, i) => [c.icon as string, i + 1]));
  await db.insert(featureBlocks).values(FEATURE_BLOCKS.map((b, i) => ({ id: i + 1, ...b, position: i + 1 })));
  await db.insert(searchKeywords).values(KEYWORDS.map(([keyword, keywordEn, searchCount], i) => ({ id: i + 1, keyword, keywordEn, searchCount })));

  const vendorRows = VENDORS.map((spec, i) => vendorRow(ctx, i + 1, spec));
  await db.insert(vendors).values(vendorRows);
  await db.insert(vendorFoodCategories).values(
    VENDORS.flatMap((spec, i) => spec.cats.map((icon) => ({ vendorId: i + 1, foodCategoryId: iconId.get(icon)! }))),
  );
  await db.insert(vendorHours).values(
    VENDORS.flatMap((spec, i) => [
      ...openingHours(spec.hours).map((h) => ({ vendorId: i + 1, kind: "opening" as const, ...h })),
      ...(spec.methods.includes("reserve") ? reservationHours(spec.hours) : []).map((h) => ({ vendorId: i + 1, kind: "reservation" as const, ...h })),
    ]),
  );
  await db.insert(zones).values(
    VENDORS.map((spec, i) =>
      spec.polygon
        ? { id: i + 1, vendorId: i + 1, name: "Qendra", polygon: hexagon(spec.lat, spec.lng, 4), radiusM: null }
        : { id: i + 1, vendorId: i + 1, radiusM: rng.int(10, 16) * 500 },
    ),
  );

  const menus = VENDORS.map((spec) => buildMenu(rng, MENUS[spec.menu]));
  const ids = { category: 0, product: 0, option: 0 };
  const rows = emptyMenuRows();
  const seeded: SeededVendor[] = vendorRows.map((row, i) => ({
    id: row.id, hashId: row.hashId, slug: row.slug, spec: VENDORS[i], products: [],
    fees: { deliveryFee: row.deliveryFee, smallOrderFee: row.smallOrderFee, minimum: row.deliveryMinimumOrderPrice },
  }));
  menus.forEach((menu, v) => {
    seeded[v].products = appendMenuRows(ctx, v + 1, menu, ids, rows);
  });
  await insertChunked(rows.categories, (chunk) => db.insert(menuCategories).values(chunk));
  await insertChunked(rows.products, (chunk) => db.insert(products).values(chunk));
  await insertChunked(rows.options, (chunk) => db.insert(productOptions).values(chunk));
  return seeded;
}
