import "server-only";
import { ImageResponse } from "next/og";
import { vendorTags } from "@/lib/api/schemas/vendor";
import { formatRating } from "@/lib/format/number";
import { resolveVendor, type VendorRouteParams } from "./vendor-route";

export const OG_SIZE = { width: 1200, height: 630 };
export const OG_CONTENT_TYPE = "image/png";
const LOGO_TIMEOUT_MS = 3000;
const MAX_LOGO_BYTES = 512 * 1024;

/** The vendor logo as a data URI, read from the product API's image host; null if anything goes wrong. */
async function logoDataUri(url: string | null): Promise<string | null> {
  if (!url || !/^https?:\/\//.test(url)) return null;
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(LOGO_TIMEOUT_MS) });
    const type = (response.headers.get("content-type") ?? "").split(";")[0].trim();
    if (!response.ok || !/^image\/(png|jpeg|gif|webp|svg\+xml)$/.test(type)) return null;
    const bytes = Buffer.from(await response.arrayBuffer());
    if (bytes.byteLength > MAX_LOGO_BYTES) return null;
    return `data:${type};base64,${bytes.toString("base64")}`;
  } catch {
    return null;
  }
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase())
    .join("");

/**
 * The shared-link preview of a vendor (issue 4 "Search engines and shared links"): logo, name, rating. Robust: a
 * missing vendor or logo still gives a branded image, never an error.
 */
export async function vendorOgImage(params: VendorRouteParams): Promise<ImageResponse> {
  const { found } = await resolveVendor(params).catch(() => ({ found: null }));
  const vendor = found?.vendor ?? null;
  const logo = vendor ? await logoDataUri(vendor.logo_thumbnail_path) : null;
  const name = vendor?.title ?? "Shijo";
  const tags = vendor && found ? vendorTags(vendor, found.locale).slice(0, 3).join(" · ") : "";
  const rating = vendor && vendor.total_ratings > 0 ? formatRating(vendor.rating_interval, found?.locale ?? "sq") : null;

  return new ImageResponse(
    (
      <div style={{ width: "100%", height: "100%", display: "flex", flexDirection: "column", justifyContent: "space-between", padding: 72, background: "linear-gradient(135deg, #fff4ed 0%, #ffe6d5 100%)", color: "#1d1b1a" }}>
        <div style={{ display: "flex", alignItems: "center", gap: 48 }}>
          {logo ? (
            // eslint-disable-next-line @next/next/no-img-element -- next/og (satori) draws this into a PNG and takes only a plain <img>; next/image cannot render there
            <img src={logo} alt="" width={240} height={240} style={{ borderRadius: 48, objectFit: "cover" }} />
          ) : (
            <div style={{ width: 240, height: 240, borderRadius: 48, background: "#b43c10", color: "#fff", display: "flex", alignItems: "center", justifyContent: "center", fontSize: 110, fontWeight: 700 }}>
              {initials(name)}
            </div>
          )}
          <div style={{ display: "flex", flexDirection: "column", flex: 1, gap: 16 }}>
            <div style={{ fontSize: name.length > 22 ? 64 : 84, fontWeight: 700, lineHeight: 1.05 }}>{name}</div>
            {rating && (
              <div style={{ display: "flex", alignItems: "center", gap: 12, fontSize: 48 }}>
                <svg width="44" height="44" viewBox="0 0 24 24" fill="#f59e0b">
                  <path d="m12 3 2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9L12 3Z" />
                </svg>
                <span style={{ fontWeight: 700 }}>{rating}</span>
                <span style={{ color: "#6b7280", fontSize: 36 }}>/ 5</span>
              </div>
            )}
            {tags && <div style={{ fontSize: 34, color: "#4b5563" }}>{tags}</div>}
          </div>
        </div>
        <div style={{ display: "flex", justifyContent: "space-between", alignItems: "center", fontSize: 40 }}>
          <span style={{ fontWeight: 700, color: "#b43c10" }}>Shijo</span>
          <span style={{ color: "#6b7280", fontSize: 30 }}>{vendor ? `${vendor.address}, ${vendor.city}` : ""}</span>
        </div>
      </div>
    ),
    { ...OG_SIZE },
  );
}
