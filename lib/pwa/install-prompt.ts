// Issue 29 / ADR 0021: when Shijo offers to be installed. "An install prompt that waits for the second visit or a
// placed order, dismissible, never on the first screen." Pure, so the rule is unit-tested; the browser part is
// components/pwa/pwa-client.tsx.

export const DISMISS_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface InstallFacts {
  /** Visits so far, this one included (a visit is a browser session). */
  visits: number;
  /** Pages seen in this visit, this one included. */
  pageViews: number;
  /** An order was placed from this browser. */
  orderPlaced: boolean;
  /** When the prompt was last dismissed (ms), or null. */
  dismissedAt: number | null;
  now: number;
  /** Already running as the installed app. */
  standalone: boolean;
  /** The browser offered installation (Chromium's beforeinstallprompt was kept). */
  promptReady: boolean;
}

export function shouldOfferInstall(f: InstallFacts): boolean {
  if (!f.promptReady || f.standalone) return false;
  if (f.dismissedAt !== null && f.now - f.dismissedAt < DISMISS_DAYS * DAY_MS) return false;
  // Never on the first screen of a visit: the person came for something else first.
  if (f.pageViews < 2) return false;
  return f.visits >= 2 || f.orderPlaced;
}

/** What the browser keeps about the prompt (localStorage["shijo.install"]). */
export interface InstallMemory {
  visits: number;
  orderPlaced: boolean;
  dismissedAt: number | null;
}

export const INSTALL_STORAGE_KEY = "shijo.install";
export const VISIT_STORAGE_KEY = "shijo.install.views";

export function parseInstallMemory(raw: string | null): InstallMemory {
  const empty: InstallMemory = { visits: 0, orderPlaced: false, dismissedAt: null };
  if (!raw) return empty;
  try {
    const data = JSON.parse(raw) as Partial<InstallMemory> | null;
    if (!data || typeof data !== "object") return empty;
    return {
      visits: Number.isInteger(data.visits) && (data.visits as number) > 0 ? (data.visits as number) : 0,
      orderPlaced: data.orderPlaced === true,
      dismissedAt: typeof data.dismissedAt === "number" && Number.isFinite(data.dismissedAt) ? data.dismissedAt : null,
    };
  } catch {
    return empty;
  }
}
