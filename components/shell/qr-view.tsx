/**
 * A QR code as the server encoded it. One object for each URL (app-qr.tsx), so a page that hands it to two client
 * components sends its markup once: React's Flight writes an object it has already written as a reference.
 */
export interface QrCode {
  svg: string;
}

/** A QR code's SVG markup, encoded on the server (app-qr.tsx, content/qr-code.tsx), sized by `className` (it fills its box). */
export function QrView({ svg, label, className = "" }: { svg: string; label: string; className?: string }) {
  return (
    <div
      role="img"
      aria-label={label}
      className={`rounded-xl bg-white p-2 ring-1 ring-gray-200 [&>svg]:block [&>svg]:size-full ${className}`}
      // Markup produced by the qrcode encoder from our own URL: paths only, no text or scripts.
      dangerouslySetInnerHTML={{ __html: svg }}
    />
  );
}
