// The install prompt's state in the browser, outside React (components/pwa/pwa-client.tsx reads it with
// useSyncExternalStore): the browser's deferred install event, this visit's views and the decision of
// lib/pwa/install-prompt.ts.
import { shouldOfferInstall } from "@/lib/pwa/install-prompt";
import { countPageView, rememberInstallDismissed } from "@/lib/pwa/install-memory";

/** Chromium's install event (not in TypeScript's DOM types). */
export interface InstallEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: "accepted" | "dismissed" }>;
}

/** Where pwa-client.tsx keeps the install event that fired before this code came. */
export type KeptInstallWindow = Window & { shijoInstallEvent?: Event };

let deferred: InstallEvent | null = null;
let seen: ReturnType<typeof countPageView> | null = null;
let offer = false;
const listeners = new Set<() => void>();

function decide() {
  const next =
    seen !== null &&
    shouldOfferInstall({
      visits: seen.memory.visits,
      pageViews: seen.pageViews,
      orderPlaced: seen.memory.orderPlaced,
      dismissedAt: seen.memory.dismissedAt,
      now: Date.now(),
      standalone: window.matchMedia("(display-mode: standalone)").matches,
      promptReady: deferred !== null,
    });
  if (next === offer) return;
  offer = next;
  for (const listener of listeners) listener();
}

export const installStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  offer: () => offer,
  /** A screen was shown (a page load or a client-side navigation). */
  pageView() {
    seen = countPageView();
    decide();
  },
  /** The browser can install: kept for our own prompt, at the right moment. */
  deferred(event: InstallEvent) {
    deferred = event;
    decide();
  },
  installed() {
    deferred = null;
    decide();
  },
  async install() {
    const event = deferred;
    deferred = null;
    decide();
    if (!event) return;
    await event.prompt();
    const choice = await event.userChoice;
    if (choice.outcome === "dismissed") rememberInstallDismissed();
  },
  dismiss() {
    rememberInstallDismissed();
    seen = seen && { ...seen, memory: { ...seen.memory, dismissedAt: Date.now() } };
    decide();
  },
};
