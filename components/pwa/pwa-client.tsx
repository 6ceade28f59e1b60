"use client";

import { useEffect, useSyncExternalStore } from "react";
import { onDemand } from "@/lib/client/on-demand";
import { useSessionUser } from "@/lib/client/session-user";
import { useLocale } from "@/lib/i18n/client";
import { usePathname } from "@/lib/i18n/navigation";
import { SERVICE_WORKER_PATH } from "@/lib/pwa/caches";
import type { InstallPromptProps } from "./install-prompt";
import { installStore, type InstallEvent } from "./install-store";

const InstallPrompt = onDemand<InstallPromptProps>(() => import("./install-prompt").then((m) => ({ default: m.InstallPrompt })), { ssr: false });
const PROMPT_ATTRIBUTE = "data-install-prompt";
const never = () => false;

/**
 * Issue 29 / ADR 0021, on every page: registers the service worker after the page has loaded, offers installation by
 * the rule of lib/pwa/install-prompt.ts (the "download the app" banner hides meanwhile, by CSS), and keeps a signed-in
 * device's push subscription linked to the account and the page's language. Nothing is drawn until needed.
 */
export function PwaClient() {
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
    const keep = (event: Event) => {
      event.preventDefault(); // our own prompt, at the right moment
      installStore.deferred(event as InstallEvent);
    };
    window.addEventListener("beforeinstallprompt", keep);
    window.addEventListener("appinstalled", installStore.installed);
    return () => {
      window.removeEventListener("beforeinstallprompt", keep);
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
  return <InstallPrompt.View onInstall={() => void installStore.install()} onDismiss={installStore.dismiss} />;
}
