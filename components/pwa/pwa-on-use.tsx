"use client";

import { useEffect, useSyncExternalStore } from "react";
import { useSessionUser } from "@/lib/client/session-user";
import { useLocale } from "@/lib/i18n/client";
import { usePathname } from "@/lib/i18n/navigation";
import { SERVICE_WORKER_PATH } from "@/lib/pwa/caches";
import { InstallPrompt } from "./install-prompt";
import { installStore, type InstallEvent, type KeptInstallWindow } from "./install-store";

const PROMPT_ATTRIBUTE = "data-install-prompt";
const never = () => false;

/**
 * Issue 29 / ADR 0021, from the person's first use of a page (pwa-client.tsx), so no page's first load carries it:
 * registers the service worker (once the page has loaded), offers installation by the rule of lib/pwa/install-prompt.ts (never on the first screen anyway; the "download the
 * app" banner hides meanwhile, by CSS), and keeps a signed-in device's push subscription linked to the account and the
 * page's language.
 */
export function PwaOnUse() {
  const pathname = usePathname();
  const locale = useLocale();
  const session = useSessionUser();
  const offer = useSyncExternalStore(installStore.subscribe, installStore.offer, never);

  useEffect(() => {
    if (process.env.NODE_ENV !== "production" || !("serviceWorker" in navigator)) return;
    const register = () => void navigator.serviceWorker.register(SERVICE_WORKER_PATH, { scope: "/" }).catch(() => undefined);
    if (document.readyState === "complete") register();
    else window.addEventListener("load", register, { once: true });
  }, []);

  useEffect(() => {
    // The event kept before this code came (pwa-client.tsx), and any later one.
    const kept = window as KeptInstallWindow;
    if (kept.shijoInstallEvent) installStore.deferred(kept.shijoInstallEvent as InstallEvent);
    const later = (event: Event) => installStore.deferred(event as InstallEvent);
    window.addEventListener("beforeinstallprompt", later);
    window.addEventListener("appinstalled", installStore.installed);
    return () => {
      window.removeEventListener("beforeinstallprompt", later);
      window.removeEventListener("appinstalled", installStore.installed);
    };
  }, []);

  // Every screen counts, client-side navigations too.
  useEffect(() => installStore.pageView(), [pathname]);

  // One prompt at a time: while ours shows, the download banner makes way (app/globals.css).
  useEffect(() => {
    document.documentElement.toggleAttribute(PROMPT_ATTRIBUTE, offer);
  }, [offer]);

  // A signed-in, verified customer whose browser already allows notifications: the device stays subscribed for this
  // account, in the page's language (the subscription may be new after a login, or the language changed).
  const userId = session.status === "known" && session.user?.verified ? session.user.id : null;
  useEffect(() => {
    if (userId === null || !("Notification" in window) || Notification.permission !== "granted") return;
    void import("@/lib/push/client").then((push) => push.refreshDevice(locale)).catch(() => undefined);
  }, [userId, locale]);

  if (!offer) return null;
  return <InstallPrompt onInstall={() => void installStore.install()} onDismiss={installStore.dismiss} />;
}
