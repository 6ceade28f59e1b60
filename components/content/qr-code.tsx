import "server-only";
import QRCode from "qrcode";
import { QrView } from "@/components/shell/qr-view";

/** A QR code of any of our URLs (the referral link), encoded on the server as SVG, no image service. */
export async function QrCode({ data, label, className = "" }: { data: string; label: string; className?: string }) {
  const svg = await QRCode.toString(data, { type: "svg", margin: 0, errorCorrectionLevel: "M", color: { dark: "#1d1b1aff", light: "#ffffffff" } });
  return <QrView svg={svg} label={label} className={className} />;
}
