import "server-only";
import QRCode from "qrcode";

/** A QR code of any of our URLs (the referral link), encoded on the server as SVG, no image service. */
export async function QrCode({ data, label, className = "" }: { data: string; label: string; className?: string }) {
  const svg = await QRCode.toString(data, { type: "svg", margin: 0, errorCorrectionLevel: "M", color: { dark: "#1d1b1aff", light: "#ffffffff" } });
  return (
    <div
      role="img"
      aria-label={label}
      className={`rounded-xl bg-white p-2 ring-1 ring-gray-200 [&>svg]:block [&>svg]:size-full ${className}`}
      // Markup produced by the qrcode encoder: paths only, no text or scripts.
      dangerouslySetInnerHTML={{ __html: svg }}
    />
  );
}
