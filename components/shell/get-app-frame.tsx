import type { ReactNode } from "react";
import { DialogClose } from "@/components/ui/dialog-close";
import type { QrCode } from "./qr-view";
import type { StoreBadgeLabels } from "./store-badges-view";

export type GetAppLabels = StoreBadgeLabels & { title: string; text: string; qr: string; close: string; downloadApp: string };

export interface GetAppContentsProps {
  labels: GetAppLabels;
  /** The download-app page's QR code (encoded on the server; the banner's is the same object). */
  qr: QrCode;
}

/** The get-app modal's frame: its close button, title and text (server HTML, and the drawn contents' frame). */
export function GetAppFrame({ labels: l, children }: { labels: GetAppLabels; children: ReactNode }) {
  return (
    <div className="relative flex flex-col items-center px-6 pt-8 pb-6 text-center">
      <div className="absolute top-3 right-3">
        <DialogClose label={l.close} />
      </div>
      <h2 className="text-xl font-bold tracking-tight">{l.title}</h2>
      <p className="mt-2 text-sm text-gray-600">{l.text}</p>
      {children}
    </div>
  );
}
