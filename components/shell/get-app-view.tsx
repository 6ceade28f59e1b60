"use client";

import { GetAppFrame, type GetAppContentsProps } from "./get-app-frame";
import { QrView } from "./qr-view";
import { StoreBadgesView } from "./store-badges-view";

/** spec 1 §2 Header: the get-app modal's QR code and store badges. */
export default function GetAppView({ labels, qr }: GetAppContentsProps) {
  return (
    <GetAppFrame labels={labels}>
      <QrView svg={qr.svg} label={labels.qr} className="mt-5 size-44" />
      <StoreBadgesView labels={labels} className="mt-5 justify-center" />
    </GetAppFrame>
  );
}
