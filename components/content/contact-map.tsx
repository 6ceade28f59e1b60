"use client";

import dynamic from "next/dynamic";
import { useEffect, useState, type ReactNode } from "react";
import { OFFLINE_MAP_STYLE_URL } from "@/lib/content/map";

// MapLibre (about 250 KB) is fetched only here, only after the page is up, and only when the offline style exists.
const ContactMapLibre = dynamic(() => import("./contact-maplibre").then((m) => m.ContactMapLibre), { ssr: false });

/** The static picture first (no JavaScript needed); the interactive offline map replaces it when available. */
export function ContactMap({ latitude, longitude, label, children }: { latitude: number; longitude: number; label: string; children: ReactNode }) {
  const [interactive, setInteractive] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    fetch(OFFLINE_MAP_STYLE_URL, { method: "HEAD", signal: controller.signal })
      .then((r) => setInteractive(r.ok))
      .catch(() => undefined);
    return () => controller.abort();
  }, []);
  return (
    <div className="relative size-full">
      {children}
      {interactive && (
        <div className="absolute inset-0">
          <ContactMapLibre latitude={latitude} longitude={longitude} label={label} />
        </div>
      )}
    </div>
  );
}
