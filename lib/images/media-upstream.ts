import "server-only";
import { MEDIA_MAX_BYTES, MEDIA_PATH } from "@/lib/images/optimized";
import { imageOrigin } from "@/lib/security/origins";
import { readCapped } from "@/lib/http/read-capped";

// Issue 26 §2, ADR 0012 amendment 3: the bytes of a product-API picture for Next's image optimizer, fetched from the
// configured image origin and from nowhere else. Every check is here, so the route is one line and the rules have a
// test: the path (each segment plain, under `images/`, a raster extension: MEDIA_PATH), no redirect followed, only a
// raster content type, at most MEDIA_MAX_BYTES, a time limit.

export const MEDIA_TIMEOUT_MS = 10_000;
const RASTER_TYPES = new Set(["image/jpeg", "image/png", "image/webp"]);
const SEGMENT = /^[A-Za-z0-9_.-]+$/;

export type MediaResult =
  | { ok: true; body: Uint8Array; contentType: string; cacheControl: string }
  | { ok: false; status: 404 | 413 | 502 };

/** The picture path of the route's segments (already decoded by Next), or null when it is not one we serve. */
export function mediaPathOfSegments(segments: readonly string[]): string | null {
  if (segments.length === 0 || !segments.every((s) => SEGMENT.test(s))) return null;
  const path = segments.join("/");
  return MEDIA_PATH.test(path) ? path : null;
}


/** Fetches `images/…` from the image origin (IMAGE_ORIGIN or PRODUCT_API_URL's, read per request; a test passes its own). */
export async function fetchMedia(segments: readonly string[], origin: string | null = imageOrigin()): Promise<MediaResult> {
  const path = mediaPathOfSegments(segments);
  if (!path || !origin) return { ok: false, status: 404 };
  let upstream: Response;
  try {
    upstream = await fetch(`${origin}/${path}`, { redirect: "manual", headers: { Accept: "image/*" }, signal: AbortSignal.timeout(MEDIA_TIMEOUT_MS) });
  } catch {
    return { ok: false, status: 502 };
  }
  const contentType = (upstream.headers.get("content-type") ?? "").split(";")[0].trim().toLowerCase();
  if (upstream.status !== 200 || !RASTER_TYPES.has(contentType) || !upstream.body) {
    await upstream.body?.cancel();
    return { ok: false, status: upstream.status >= 500 ? 502 : 404 };
  }
  if (Number(upstream.headers.get("content-length") ?? 0) > MEDIA_MAX_BYTES) {
    await upstream.body.cancel();
    return { ok: false, status: 413 };
  }
  const body = await readCapped(upstream.body, MEDIA_MAX_BYTES).catch(() => undefined);
  if (body === undefined) return { ok: false, status: 502 };
  if (body === "tooLarge") return { ok: false, status: 413 };
  return { ok: true, body, contentType, cacheControl: upstream.headers.get("cache-control") ?? "public, max-age=86400" };
}
