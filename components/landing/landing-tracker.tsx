"use client";

import { useEffect, type ReactNode } from "react";
import type { LandingAction } from "@/lib/api/schemas/landing";
import { trackLanding } from "./track";

const viewed = new Set<string>();

/** PAGE_VIEW with the referrer, once per page load (a React re-mount in development does not count twice). */
export function LandingPageView({ hashId }: { hashId: string }) {
  useEffect(() => {
    const key = `${hashId}:${location.pathname}`;
    if (viewed.has(key)) return;
    viewed.add(key);
    trackLanding(hashId, "PAGE_VIEW", document.referrer || undefined);
  }, [hashId]);
  return null;
}

/** An outbound link whose click is tracked (APP_LINK_CLICK, GOOGLE_REVIEW_CLICK); it navigates normally. */
export function TrackedLink({ hashId, action, href, className, children, external = true }: { hashId: string; action: LandingAction; href: string; className?: string; children: ReactNode; external?: boolean }) {
  return (
    <a href={href} className={className} onClick={() => trackLanding(hashId, action)} {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}>
      {children}
    </a>
  );
}
