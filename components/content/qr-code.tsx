import "server-only";
import { encodeQrSvg } from "@/components/shell/app-qr";
import { QrView } from "@/components/shell/qr-view";

/** A QR code of any of our URLs (the referral link: one a person, so not kept like the app's), encoded on the server. */
export async function QrCode({ data, label, className = "" }: { data: string; label: string; className?: string }) {
  const svg = await encodeQrSvg(data);
  return <QrView svg={svg} label={label} className={className} />;
}
