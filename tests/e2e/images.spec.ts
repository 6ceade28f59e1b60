// Issue 26 §2, ADR 0012 amendment 3: product-API raster pictures reach the browser through Next's image optimizer —
// a srcset of widths with the slot's sizes, WebP when the browser accepts it, the LCP cover preloaded — from the
// same-origin media route, which fetches the configured image origin only; the optimizer fetches nothing else.
// The small seed's one raster picture: Pizza Plazhi's cover and first product (product-api/src/seed/small-photo.ts).
import { request as httpRequest } from "node:http";
import { VENDORS } from "../../product-api/src/seed/data/vendors";
import { slugify, stableHash } from "../../product-api/src/seed/prng";
import { SMALL_PHOTO_PATH, SMALL_PHOTO_VENDOR } from "../../product-api/src/seed/small-photo";
import { apiUrl, BROWSER_LOCALE, expect, test } from "./fixtures";

const vendorId = VENDORS.findIndex((v) => v.title === SMALL_PHOTO_VENDOR) + 1;
const PLAZHI = `/store/${stableHash("vendor", vendorId)}/${slugify(SMALL_PHOTO_VENDOR)}/delivery`;
const MEDIA = `/api/media/${SMALL_PHOTO_PATH}`;
const optimized = (url: string, w: number) => `/_next/image?url=${encodeURIComponent(url)}&w=${w}&q=75`;

/** A raw GET over node:http: the path exactly as written (no URL normalisation of dot segments or escapes). */
function rawGet(baseURL: string, path: string): Promise<number> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ hostname, port, path, method: "GET" }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on("error", reject);
    req.end();
  });
}

test.describe("pictures through the image optimizer", () => {
  test.use({ locale: BROWSER_LOCALE.sq });

  test("a raster cover and product photo get a srcset of widths and sizes; the cover is preloaded and loads as WebP under the CSP", async ({ page }) => {
    const refused: string[] = [];
    page.on("console", (msg) => {
      if (/Content Security Policy|Refused to load/i.test(msg.text())) refused.push(msg.text());
    });
    const pictures: Array<{ url: string; type: string | undefined }> = [];
    page.on("response", (res) => {
      if (res.url().includes("/_next/image?")) pictures.push({ url: res.url(), type: res.headers()["content-type"] });
    });
    await page.goto(PLAZHI);
    const cover = page.locator("header img[fetchpriority=high]");
    await expect(cover).toHaveAttribute("loading", "eager");
    await expect(cover).toHaveAttribute("sizes", /100vw/);
    const srcset = (await cover.getAttribute("srcset")) ?? "";
    const widths = srcset.split(", ").map((entry) => {
      const [url, w] = entry.split(" ");
      expect(url).toBe(optimized(MEDIA, Number(w.replace("w", ""))));
      return Number(w.replace("w", ""));
    });
    expect(widths.length).toBeGreaterThanOrEqual(3);
    expect(await cover.getAttribute("src")).toBe(optimized(MEDIA, Math.max(...widths)));
    // The preload in <head> names the same srcset, so the browser starts the cover before it meets the <img>.
    const preload = page.locator('head link[rel="preload"][as="image"][fetchpriority="high"]');
    await expect(preload).toHaveAttribute("imagesrcset", srcset);
    await expect(preload).toHaveAttribute("fetchpriority", "high");
    await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    // Chromium accepts WebP: the optimizer answered it.
    await expect.poll(() => pictures.find((p) => p.url.includes(encodeURIComponent(MEDIA)))?.type).toBe("image/webp");

    const thumb = page.getByRole("main").locator(`img[srcset*="${encodeURIComponent(MEDIA)}"]:not([fetchpriority])`).first();
    await expect(thumb).toHaveAttribute("loading", "lazy");
    await expect(thumb).toHaveAttribute("sizes", "112px");
    await expect(thumb).toHaveAttribute("srcset", `${optimized(MEDIA, 128)} 128w, ${optimized(MEDIA, 256)} 256w`);
    expect(refused).toEqual([]);
  });

  test("the optimizer answers WebP when accepted, the original type otherwise, each smaller than the original", async ({ request }) => {
    const original = await request.get(`${apiUrl()}${SMALL_PHOTO_PATH}`);
    expect(original.headers()["content-type"]).toBe("image/jpeg");
    const originalBytes = (await original.body()).length;

    const webp = await request.get(optimized(MEDIA, 640), { headers: { Accept: "image/avif,image/webp,image/*,*/*;q=0.8" } });
    expect(webp.status()).toBe(200);
    expect(webp.headers()["content-type"]).toBe("image/webp");
    const webpBytes = (await webp.body()).length;
    expect(webpBytes).toBeLessThan(originalBytes / 2);

    const jpeg = await request.get(optimized(MEDIA, 640), { headers: { Accept: "image/jpeg,*/*" } });
    expect(jpeg.status()).toBe(200);
    expect(jpeg.headers()["content-type"]).toBe("image/jpeg");
    expect((await jpeg.body()).length).toBeLessThan(originalBytes);
  });

  test("the optimizer is no open proxy: another host, the product API's own URL, an unlisted path or width are refused", async ({ request }) => {
    for (const url of [
      optimized("https://example.com/images/photos/a.jpg", 640),
      optimized(`${apiUrl()}${SMALL_PHOTO_PATH}`, 640), // the original on the product API: only through the media route
      optimized("//example.com/images/a.jpg", 640),
      optimized("/sq", 640),
      optimized("/api/me", 640),
      optimized(`${MEDIA}?x=1`, 640),
      optimized(MEDIA, 641),
      `/_next/image?url=${encodeURIComponent(MEDIA)}&w=640&q=90`,
    ]) {
      const res = await request.get(url, { headers: { Accept: "image/webp" } });
      expect(res.status(), url).toBe(400);
    }
  });

  test("the media route serves raster pictures under images/ of the image origin, and nothing else", async ({ request, baseURL }) => {
    const ok = await request.get(MEDIA);
    expect(ok.status()).toBe(200);
    expect(ok.headers()["content-type"]).toBe("image/jpeg");
    expect(ok.headers()["x-content-type-options"]).toBe("nosniff");
    expect(ok.headers()["set-cookie"]).toBeUndefined();
    for (const path of [
      "/api/media/images/vendors/1/logo.svg", // a drawing: loaded as it is, never through here
      "/api/media/health",
      "/api/media/images/photos/..%2F..%2Fhealth.jpg",
      "/api/media/images/%2e%2e/%2e%2e/health.jpg",
      "/api/media/images/photos/%2Fetc%2Fpasswd.jpg",
      "/api/media/images/photos/0000.jpg%00.svg",
      "/api/media/images/photos/ffffffffffffffffffffffff.jpg", // under images/, but the API has no such picture
    ]) {
      expect(await rawGet(baseURL!, path), path).toBe(404);
    }
    // A raw dot segment is resolved before routing: it lands outside the media route's images/.
    expect(await rawGet(baseURL!, "/api/media/images/../health.jpg")).toBe(404);
  });
});
