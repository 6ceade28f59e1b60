import { eq } from "drizzle-orm";
import { Hono, type Context } from "hono";
import { blogPosts, foodCategories, uploads, users, vendorFoodCategories, vendors } from "../db/schema";
import type { AppDeps, AppEnv } from "../http/context";
import { fail } from "../http/respond";
import { PICTURE_KINDS } from "../images/illustrations";
import { hashNumber } from "../images/palette";
import { avatarSvg, bannerSvg, logoSvg, pictureSvg } from "../images/pictures";

// GET /images/...: locally generated SVGs (ARCHITECTURE: images are generated locally, no network images), and stored
// uploads: chat photos and voice notes, and the large seed's JPEG photos (issue 26).
// Keyless, because the browser loads them straight from <img> tags.
function svg(c: Context<AppEnv>, body: string) {
  return c.body(body, 200, {
    "Content-Type": "image/svg+xml; charset=utf-8",
    "Cache-Control": "public, max-age=86400",
    "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'",
    "X-Content-Type-Options": "nosniff",
  });
}

const SIZES: Record<string, number> = { "200": 200, "600": 600 };
const FOOD_KINDS = PICTURE_KINDS.filter((k) => !["pharmacy", "pills", "grocery"].includes(k));

export function imageRoutes({ db }: AppDeps) {
  const app = new Hono<AppEnv>();

  async function vendorWithKind(id: number) {
    const [row] = await db
      .select({ title: vendors.title, type: vendors.vendorType, tags: vendors.tags, icon: foodCategories.icon })
      .from(vendors)
      .leftJoin(vendorFoodCategories, eq(vendorFoodCategories.vendorId, vendors.id))
      .leftJoin(foodCategories, eq(foodCategories.id, vendorFoodCategories.foodCategoryId))
      .where(eq(vendors.id, id))
      .limit(1);
    if (!row) return null;
    const byType: Record<string, string> = { grocery: "grocery", pharmacy: "pharmacy", other: "fruit" };
    return { ...row, kind: row.icon ?? byType[row.type] ?? "meal" };
  }

  app.get("/images/vendors/:id{[0-9]+}/logo.svg", async (c) => {
    const vendor = await vendorWithKind(Number(c.req.param("id")));
    return vendor ? svg(c, logoSvg(vendor.title, SIZES[c.req.query("size") ?? ""] ?? 600)) : fail(c, 404, "notFound");
  });

  app.get("/images/vendors/:id{[0-9]+}/cover.svg", async (c) => {
    const vendor = await vendorWithKind(Number(c.req.param("id")));
    return vendor ? svg(c, bannerSvg(vendor.title, vendor.kind, vendor.tags)) : fail(c, 404, "notFound");
  });

  app.get("/images/landing/:id{[0-9]+}/background.svg", async (c) => {
    const vendor = await vendorWithKind(Number(c.req.param("id")));
    return vendor ? svg(c, bannerSvg(vendor.title, vendor.kind)) : fail(c, 404, "notFound");
  });

  app.get("/images/products/:file{[a-z]+-[0-9]+\\.svg}", (c) => {
    const [kind, id] = c.req.param("file").replace(/\.svg$/, "").split("-");
    if (!PICTURE_KINDS.includes(kind)) return fail(c, 404, "notFound");
    return svg(c, pictureSvg(kind, `product:${id}`, SIZES[c.req.query("size") ?? ""] ?? 600));
  });

  app.get("/images/categories/:file{[a-z]+\\.svg}", (c) => {
    const kind = c.req.param("file").replace(/\.svg$/, "");
    return PICTURE_KINDS.includes(kind) ? svg(c, pictureSvg(kind, `category:${kind}`, 200)) : fail(c, 404, "notFound");
  });

  app.get("/images/users/:file{[0-9]+\\.svg}", async (c) => {
    const id = Number(c.req.param("file").replace(/\.svg$/, ""));
    const [user] = await db.select({ name: users.fullName }).from(users).where(eq(users.id, id)).limit(1);
    return user ? svg(c, avatarSvg(user.name)) : fail(c, 404, "notFound");
  });

  app.get("/images/blog/:id{[0-9]+}/cover.svg", async (c) => {
    const id = Number(c.req.param("id"));
    const [post] = await db.select({ title: blogPosts.title }).from(blogPosts).where(eq(blogPosts.id, id)).limit(1);
    if (!post) return fail(c, 404, "notFound");
    return svg(c, bannerSvg(post.title, FOOD_KINDS[hashNumber(post.title) % FOOD_KINDS.length]));
  });

  /** An upload's stored bytes under their sniffed type (never changed once written: cached for a year). */
  async function stored(c: Context<AppEnv>, id: string, mime?: string) {
    const [file] = await db.select({ mime: uploads.mime, data: uploads.dataBase64 }).from(uploads).where(eq(uploads.id, id)).limit(1);
    if (!file || (mime && file.mime !== mime)) return fail(c, 404, "notFound");
    return c.body(Buffer.from(file.data, "base64"), 200, {
      "Content-Type": file.mime,
      "Cache-Control": "public, max-age=31536000, immutable",
      "Content-Security-Policy": "default-src 'none'",
      "X-Content-Type-Options": "nosniff",
    });
  }

  // Chat photos and voice notes (chats/upload-image, chats/upload-audio).
  app.get("/images/chat/:file{[0-9a-f]{24}\\.(jpg|png|m4a|ogg)}", (c) => stored(c, c.req.param("file").split(".")[0]));

  // The large seed's photos (issue 26: JPEG as vendors upload them; vendor covers and logos, product photos).
  app.get("/images/photos/:file{[0-9a-f]{24}\\.jpg}", (c) => stored(c, c.req.param("file").split(".")[0], "image/jpeg"));

  return app;
}
