// ADR 0021: which answers the service worker may keep for offline reading. The server decides (the worker only reads
// this mark): public pages are rendered without a cookie and hold nothing personal (ADR 0014), and the cart and
// offline pages show only what the browser itself holds. Signed-in pages and every /api/* answer never carry it.
import { isCacheablePath } from "@/lib/page-cache/rules";

export const OFFLINE_HEADER = "X-Shijo-Offline";
export const OFFLINE_PUBLIC = "public";

/** Pages whose server HTML is the same for everyone and whose personal part is read from the browser's own storage. */
const BROWSER_STATE_PAGES = new Set(["/cart", "/offline"]);

/** `path` is unprefixed (after the locale split). */
export function isOfflineKeepable(path: string): boolean {
  return isCacheablePath(path) || BROWSER_STATE_PAGES.has(path);
}
