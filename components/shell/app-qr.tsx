import "server-only";
import QRCode from "qrcode";
import { getPathname } from "@/lib/i18n/navigation";
import { requestLocale } from "@/lib/i18n/page";
import { siteOrigin } from "@/lib/site-url";
import { QrView } from "./qr-view";

const svgCache = new Map<string, Promise<string>>();

/** A real QR code, encoded here on the server (no image service), as an SVG string. */
function qrSvg(data: string): Promise<string> {
  let svg = svgCache.get(data);
  if (!svg) {
    svg = QRCode.toString(data, { type: "svg", margin: 0, errorCorrectionLevel: "M", color: { dark: "#1d1b1aff", light: "#ffffffff" } });
    svgCache.set(data, svg);
    svg.catch(() => svgCache.delete(data));
  }
  return svg;
}

/** The absolute URL of the download-app page in the current language: what the QR code opens. */
export async function downloadAppUrl(): Promise<string> {
  const [origin, locale] = await Promise.all([siteOrigin(), requestLocale()]);
  return origin + getPathname({ href: "/download-app", locale });
}

/** The download-app page's QR code as SVG markup (what QrView draws). */
export async function appQrSvg(): Promise<string> {
  return qrSvg(await downloadAppUrl());
}

/** QR code of the download-app page, sized by `className` (it fills its box). */
export async function AppQr({ label, className = "" }: { label: string; className?: string }) {
  return <QrView svg={await appQrSvg()} label={label} className={className} />;
}
