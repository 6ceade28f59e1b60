import { eq } from "drizzle-orm";
import { products, uploads, vendors } from "../db/schema";
import type { SeedContext } from "./context";
import type { SeededVendor } from "./catalogue";
import { photoId, photoPath, photoSvg, type PhotoSpec } from "./large/photos";

// Issue 26 §2: one raster picture in the small seed, so the storefront's image path (srcset through Next's optimizer,
// WebP; ADR 0012 amendment 3) is tested on the data every test runs on. Pizza Plazhi (Durrës, outside Tirana's list)
// shows it as its cover and as its first product's photo; everything else keeps its drawing. A JPEG of the large
// seed's drawing, 1600×1200, without its grain (about 60 KB), drawn while the rest is seeded.

export const SMALL_PHOTO_VENDOR = "Pizza Plazhi";
const SPEC: PhotoSpec = { key: "small:pizza-plazhi", kind: "pizza", title: SMALL_PHOTO_VENDOR, role: "cover" };
export const SMALL_PHOTO_PATH = photoPath(SPEC.key);

/** The JPEG's bytes: same every seed (sharp is pinned). Started before the seed's transaction, awaited inside it. */
export async function drawSmallPhoto(): Promise<Buffer> {
  const { default: sharp } = await import("sharp");
  return sharp(Buffer.from(photoSvg(SPEC))).jpeg({ quality: 82, mozjpeg: false }).toBuffer();
}

export async function seedSmallPhoto({ db, now }: SeedContext, seeded: SeededVendor[], jpeg: Buffer): Promise<void> {
  const vendor = seeded.find((v) => v.spec.title === SMALL_PHOTO_VENDOR);
  if (!vendor) throw new Error(`small seed photo: no vendor ${SMALL_PHOTO_VENDOR}`);
  await db.insert(uploads).values({ id: photoId(SPEC.key), userId: null, kind: "image", mime: "image/jpeg", dataBase64: jpeg.toString("base64"), createdAt: now });
  await db.update(vendors).set({ profilePath: SMALL_PHOTO_PATH }).where(eq(vendors.id, vendor.id));
  await db.update(products).set({ imagePath: SMALL_PHOTO_PATH, imageThumbnailPath: SMALL_PHOTO_PATH }).where(eq(products.id, vendor.products[0].id));
}
