"use client";

import { QrView, type QrCode } from "./qr-view";
import { StoreBadgesView, type StoreBadgeLabels } from "./store-badges-view";

export interface DownloadBannerBodyProps {
  labels: StoreBadgeLabels & { qr: string; title: string; text: string };
  /** The download-app page's QR code (encoded on the server; the get-app modal's is the same object). */
  qr: QrCode;
}

/** What the download-app banner shows once it slides in (download-banner.tsx). */
export default function DownloadBannerBody({ labels, qr }: DownloadBannerBodyProps) {
  return (
    <>
      <QrView svg={qr.svg} label={labels.qr} className="hidden size-24 shrink-0 sm:block" />
      <div className="min-w-0">
        <p className="font-bold tracking-tight">{labels.title}</p>
        <p className="mt-1 hidden text-sm text-gray-600 sm:block">{labels.text}</p>
        <StoreBadgesView labels={labels} className="mt-2 sm:hidden [&_img]:h-9" />
      </div>
    </>
  );
}
