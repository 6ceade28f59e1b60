// The browser half of the install prompt's memory (lib/pwa/install-prompt.ts has the rule). Browser only; every
// storage call may throw (disabled storage), which only means the prompt is not offered.
import { INSTALL_STORAGE_KEY, parseInstallMemory, VISIT_STORAGE_KEY, type InstallMemory } from "./install-prompt";

export function readInstallMemory(): InstallMemory {
  try {
    return parseInstallMemory(window.localStorage.getItem(INSTALL_STORAGE_KEY));
  } catch {
    return parseInstallMemory(null);
  }
}

function write(change: (memory: InstallMemory) => InstallMemory): InstallMemory {
  const next = change(readInstallMemory());
  try {
    window.localStorage.setItem(INSTALL_STORAGE_KEY, JSON.stringify(next));
  } catch {
    /* see above */
  }
  return next;
}

/** Counts this page view; the first view of a browser session counts a visit. Returns the memory and this visit's views. */
export function countPageView(): { memory: InstallMemory; pageViews: number } {
  let views = 1;
  let newVisit = true;
  try {
    const before = Number(window.sessionStorage.getItem(VISIT_STORAGE_KEY));
    newVisit = !(before > 0);
    views = newVisit ? 1 : before + 1;
    window.sessionStorage.setItem(VISIT_STORAGE_KEY, String(views));
  } catch {
    /* see above */
  }
  const memory = newVisit ? write((m) => ({ ...m, visits: m.visits + 1 })) : readInstallMemory();
  return { memory, pageViews: views };
}

/** spec 2 §4: an order was placed (checkout's last step); the install prompt may follow on the next screen. */
export function rememberOrderPlaced(): void {
  write((m) => ({ ...m, orderPlaced: true }));
}

export function rememberInstallDismissed(now = Date.now()): void {
  write((m) => ({ ...m, dismissedAt: now }));
}
