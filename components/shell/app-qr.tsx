import "server-only";
import QRCode from "qrcode";
import { getPathname } from "@/lib/i18n/navigation";
import { requestLocale } from "@/lib/i18n/page";
import { siteOrigin } from "@/lib/site-url";
import { QrView, type QrCode } from "./qr-view";

/** A real QR code of one of our URLs, encoded here on the server (no image service), as SVG markup. */
export function encodeQrSvg(data: string): Promise<string> {
  return QRCode.toString(data, { type: "svg", margin: 0, errorCorrectionLevel: "M", color: { dark: "#1d1b1aff", light: "#ffffffff" } });
}

const codes = new Map<string, Promise<QrCode>>();

/** The app's QR code for a URL, kept: one object for each URL (a handful: the download page in each language). */
function qrCode(data: string): Promise<QrCode> {
  let code = codes.get(data);
  if (!code) {
    code = encodeQrSvg(data).then((svg) => ({ svg }));
    codes.set(data, code);
    code.catch(() => codes.delete(data));
  }
  return code;
}

/** The absolute URL of the download-app page in the current language: what the QR code opens. */
export async function downloadAppUrl(): Promise<string> {
  const [origin, locale] = await Promise.all([siteOrigin(), requestLocale()]);
  return origin + getPathname({ href: "/download-app", locale });
}

/** The download-app page's QR code (what QrView draws): the same object wherever a page uses it. */
export async function appQr(): Promise<QrCode> {
  return qrCode(await downloadAppUrl());
}

/** QR code of the download-app page, sized by `className` (it fills its box). */
export async function AppQr({ label, className = "" }: { label: string; className?: string }) {
  return <QrView svg={(await appQr()).svg} label={label} className={className} />;
}
