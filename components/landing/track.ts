import type { LandingAction } from "@/lib/api/schemas/landing";

// spec 1 §7 POST /api/landing-page/track through the BFF: fire and forget. sendBeacon survives the page being left
// (the tracked links navigate away); fetch with keepalive is the fallback. Nothing waits for it, nothing reports.
// That is why this stays a raw call and not lib/client/bff.ts, whose requests end with the page.
export function trackLanding(hashId: string, actionType: LandingAction, referrer?: string): void {
  const body = JSON.stringify({ hashId, actionType, ...(referrer ? { referrer } : {}) });
  try {
    if (typeof navigator.sendBeacon === "function" && navigator.sendBeacon("/api/landing/track", new Blob([body], { type: "application/json" }))) return;
  } catch {
    /* fall through to fetch */
  }
  void fetch("/api/landing/track", { method: "POST", headers: { "Content-Type": "application/json" }, body, keepalive: true }).catch(() => undefined);
}
