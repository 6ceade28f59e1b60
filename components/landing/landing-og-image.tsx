import "server-only";
import { ImageResponse } from "next/og";
import { getTranslations } from "next-intl/server";
import { getLanding, LANDING_HASH } from "@/lib/api/landing";
import { isLocale } from "@/lib/i18n/routing";

const LOGO_TIMEOUT_MS = 3000;
const MAX_LOGO_BYTES = 512 * 1024;

/** The vendor logo as a data URI from the product API's image host; null if anything goes wrong. */
async function logoDataUri(url: string | null | undefined): Promise<string | null> {
  if (!url || !/^https?:\/\//.test(url)) return null;
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(LOGO_TIMEOUT_MS) });
    const type = (response.headers.get("content-type") ?? "").split(";")[0].trim();
    if (!response.ok || !/^image\/(png|jpeg|gif|webp|svg\+xml)$/.test(type)) return null;
    const bytes = Buffer.from(await response.arrayBuffer());
    return bytes.byteLength > MAX_LOGO_BYTES ? null : `data:${type};base64,${bytes.toString("base64")}`;
  } catch {
    return null;
  }
}

/** The generated preview of a landing URL (issue 6): vendor logo, name, delivery time; branded even on failure. */
export async function landingOgImage(params: { locale: string; vendor_hash: string }): Promise<ImageResponse> {
  const locale = isLocale(params.locale) ? params.locale : "sq";
  const result = LANDING_HASH.test(params.vendor_hash) ? await getLanding(locale, params.vendor_hash).catch(() => null) : null;
  const landing = result?.ok ? result.data : null;
  const t = await getTranslations({ locale, namespace: "landing" });
  const name = landing?.restaurant.name ?? "Shijo";
  const logo = await logoDataUri(landing?.restaurant.logo);
  const minutes = landing?.landingPage.deliveryTimeMinutes ?? 30;
  const subtitle = landing?.landingPage.subtitle ?? "";

  return new ImageResponse(
    (
      <div style={{ width: "100%", height: "100%", display: "flex", flexDirection: "column", justifyContent: "space-between", padding: 72, background: "linear-gradient(135deg, #fff4ed 0%, #ffe6d5 100%)", color: "#1d1b1a" }}>
        <div style={{ display: "flex", alignItems: "center", gap: 48 }}>
          {logo ? (
            // eslint-disable-next-line @next/next/no-img-element -- next/og (satori) draws this into a PNG and takes only a plain <img>; next/image cannot render there
            <img src={logo} alt="" width={220} height={220} style={{ borderRadius: 48, objectFit: "cover" }} />
          ) : (
            <div style={{ width: 220, height: 220, borderRadius: 48, background: "#b43c10", color: "#fff", display: "flex", alignItems: "center", justifyContent: "center", fontSize: 110, fontWeight: 700 }}>
              {name.slice(0, 1).toUpperCase()}
            </div>
          )}
          <div style={{ display: "flex", flexDirection: "column", flex: 1, gap: 16 }}>
            <div style={{ fontSize: name.length > 22 ? 64 : 84, fontWeight: 700, lineHeight: 1.05 }}>{name}</div>
            {subtitle && <div style={{ fontSize: 34, color: "#4b5563" }}>{subtitle}</div>}
          </div>
        </div>
        <div style={{ display: "flex", justifyContent: "space-between", alignItems: "center" }}>
          <div style={{ display: "flex", alignItems: "center", gap: 16, background: "#b43c10", color: "#fff", borderRadius: 999, padding: "16px 32px", fontSize: 40, fontWeight: 700 }}>
            {t("ogDelivery", { minutes })}
          </div>
          <span style={{ fontWeight: 700, color: "#b43c10", fontSize: 48 }}>Shijo</span>
        </div>
      </div>
    ),
    { width: 1200, height: 630 },
  );
}
