"use client";

import type { ReactNode } from "react";
import { DialogClose } from "@/components/ui/dialog-close";
import { getPathname } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";
import { onDemand } from "@/lib/client/on-demand";
import type { StoreBadgeLabels } from "./store-badges-view";

export interface GetAppContentsProps {
  labels: StoreBadgeLabels & { title: string; text: string; qr: string; close: string; downloadApp: string };
  /** The download-app page's QR code (SVG markup encoded on the server). */
  qrSvg: string;
  locale: Locale;
}

/** The dialog's frame: its close button, title and text. */
export function GetAppFrame({ labels: l, children }: { labels: GetAppContentsProps["labels"]; children: ReactNode }) {
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

/** Until the QR code and the store badges are drawn, and without JavaScript: a link to the download-app page. */
function GetAppPlain(props: GetAppContentsProps) {
  return (
    <GetAppFrame labels={props.labels}>
      <a href={getPathname({ href: "/download-app", locale: props.locale })} className="btn btn-primary mt-5">
        {props.labels.downloadApp}
      </a>
    </GetAppFrame>
  );
}

// ADR 0043: a closed dialog on every page load; its QR code and badges are drawn on the person's first use of the page.
export const GetAppContents = onDemand<GetAppContentsProps>(() => import("./get-app-view"), {
  afterIntent: true,
  loading: (props) => <GetAppPlain {...props} />,
  fallback: GetAppPlain,
}).View;
