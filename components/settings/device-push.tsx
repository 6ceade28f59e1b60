"use client";

import { useState, useSyncExternalStore } from "react";
import { useTranslations } from "@/lib/i18n/client";
import { pushState, subscribeDevice, type PushState } from "@/lib/push/client";

type Shown = PushState | "unknown" | "on" | "failed" | "busy";
const noSubscription = () => () => {};

// Issue 29: the push switch of spec 3 §2 is the account's; this row is the device's — the browser's permission and
// this device's subscription (ADR 0021). Drawn after hydration only: the server cannot know the browser's permission.
export function DevicePush() {
  const t = useTranslations("pwa");
  // The permission can change in the browser's own settings; it is read again whenever React asks.
  const permission = useSyncExternalStore<Shown>(noSubscription, pushState, () => "unknown");
  const [result, setShown] = useState<Shown | null>(null);
  const shown = result ?? permission;

  async function turnOn() {
    setShown("busy");
    const outcome = await subscribeDevice();
    setShown(outcome === "on" ? "on" : outcome === "denied" ? "denied" : outcome === "unsupported" ? "unsupported" : "failed");
  }

  if (shown === "unknown") return null;
  const note =
    shown === "unsupported" ? t("pushUnsupported") : shown === "denied" ? t("pushBlocked") : shown === "granted" || shown === "on" ? t("pushOn") : shown === "failed" ? t("pushFailed") : null;
  return (
    <div className="flex items-center justify-between gap-4 border-t border-gray-100 py-3">
      <div className="min-w-0">
        <p id="setting-device-push" className="text-base text-ink">
          {t("pushDevice")}
        </p>
        {note && (
          <p className="mt-0.5 text-sm text-gray-600" role={shown === "failed" ? "alert" : undefined}>
            {note}
          </p>
        )}
      </div>
      {(shown === "default" || shown === "failed" || shown === "busy") && (
        <button type="button" className="btn btn-secondary h-10 shrink-0" onClick={turnOn} disabled={shown === "busy"} aria-busy={shown === "busy" || undefined} aria-describedby="setting-device-push">
          {t("pushEnable")}
        </button>
      )}
    </div>
  );
}
