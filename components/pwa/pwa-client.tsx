"use client";

import { useEffect, useRef, useState } from "react";
import { onDemand } from "@/lib/client/on-demand";
import { useSessionUser } from "@/lib/client/session-user";
import { useLocale } from "@/lib/i18n/client";
import { usePathname } from "@/lib/i18n/navigation";
import { SERVICE_WORKER_PATH } from "@/lib/pwa/caches";
import { shouldOfferInstall } from "@/lib/pwa/install-prompt";
import { countPageView, rememberInstallDismissed } from "@/lib/pwa/install-memory";

/** Chromium's install event (not in TypeScript's DOM types). */
interface InstallEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: "accepted" | "dismissed" }>;
}

const InstallPrompt = onDemand(() => import("./install-prompt").then((m) => ({ default: m.InstallPrompt })), { ssr: false });

// Kept for the whole page life: the browser fires it once, maybe before this component mounts again.
let deferred: InstallEvent | null = null;
const PROMPT_ATTRIBUTE = "data-install-prompt";

/**
 * Issue 29 / ADR 0021, on every page: registers the service worker after the page has loaded, offers installation by
 * the rule of lib/pwa/install-prompt.ts (the "download the app" banner hides meanwhile, by CSS), and keeps a signed-in
 * device's push subscription linked to the account and the page's language. Nothing here is drawn until needed.
 */
export function PwaClient() {
  const pathname = usePathname();
  const locale = useLocale();
  const session = useSessionUser();
  const [offer, setOffer] = useState(false);
  const views = useRef<{ pageViews: number } | null>(null);

  useEffect(() => {
    if (process.env.NODE_ENV !== "production" || !("serviceWorker" in navigator)) return;
    const register = () => void navigator.serviceWorker.register(SERVICE_WORKER_PATH, { scope: "/" }).catch(() => undefined);
    if (document.readyState === "complete") register();
    else window.addEventListener("load", register, { once: true });
  }, []);

  useEffect(() => {
    const keep = (event: Event) => {
      event.preventDefault(); // our own prompt, at the right moment
      deferred = event as InstallEvent;
      decide();
    };
    const installed = () => {
      deferred = null;
      setOffer(false);
    };
    window.addEventListener("beforeinstallprompt", keep);
    window.addEventListener("appinstalled", installed);
    return () => {
      window.removeEventListener("beforeinstallprompt", keep);
      window.removeEventListener("appinstalled", installed);
    };
  }, []);

  // Every screen counts (client-side navigations too).
  useEffect(() => {
    views.current = countPageView();
    decide();
  }, [pathname]);

  // A signed-in, verified customer whose browser already allows notifications: the device stays subscribed, in the
  // page's language (the subscription may be new after a login, or the language changed). Once per visit.
  const userId = session.status === "known" && session.user?.verified ? session.user.id : null;
  useEffect(() => {
    if (userId === null || !("Notification" in window) || Notification.permission !== "granted") return;
    void import("@/lib/push/client").then((push) => push.refreshDevice(locale)).catch(() => undefined);
  }, [userId, locale]);

  function decide() {
    const seen = views.current as ReturnType<typeof countPageView> | null;
    if (!seen) return;
    setOffer(
      shouldOfferInstall({
        visits: seen.memory.visits,
        pageViews: seen.pageViews,
        orderPlaced: seen.memory.orderPlaced,
        dismissedAt: seen.memory.dismissedAt,
        now: Date.now(),
        standalone: window.matchMedia("(display-mode: standalone)").matches,
        promptReady: deferred !== null,
      }),
    );
  }

  useEffect(() => {
    if (offer) document.documentElement.setAttribute(PROMPT_ATTRIBUTE, "");
    else document.documentElement.removeAttribute(PROMPT_ATTRIBUTE);
  }, [offer]);

  if (!offer) return null;
  return (
    <InstallPrompt.View
      onInstall={async () => {
        const event = deferred;
        deferred = null;
        setOffer(false);
        if (!event) return;
        await event.prompt();
        const choice = await event.userChoice;
        if (choice.outcome === "dismissed") rememberInstallDismissed();
      }}
      onDismiss={() => {
        rememberInstallDismissed();
        setOffer(false);
      }}
    />
  );
}
