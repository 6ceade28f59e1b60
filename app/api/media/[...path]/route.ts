import { NextResponse } from "next/server";
import { fetchMedia } from "@/lib/images/media-upstream";

// Issue 26 §2, ADR 0012 amendment 3: a product-API raster picture, same-origin, for Next's image optimizer
// (`/_next/image?url=/api/media/…`, next.config.ts `images.localPatterns`), which asks this server for it in-process.
// Only from the configured image origin, only `images/…` raster paths, only raster content types, capped in size
// (lib/images/media-upstream.ts). No session, no cookie, nothing personal: the same keyless picture the API serves.
export const dynamic = "force-dynamic";

const ERRORS = { 404: "Not Found", 413: "Content Too Large", 502: "Bad Gateway" } as const;

export async function GET(_request: Request, { params }: { params: Promise<{ path: string[] }> }) {
  const result = await fetchMedia((await params).path);
  if (!result.ok) return NextResponse.json({ error: ERRORS[result.status] }, { status: result.status, headers: { "Cache-Control": "no-store" } });
  return new NextResponse(result.body as BodyInit, {
    status: 200,
    headers: {
      "Content-Type": result.contentType,
      "Content-Length": String(result.body.byteLength),
      "Cache-Control": result.cacheControl,
      "Content-Security-Policy": "default-src 'none'",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
