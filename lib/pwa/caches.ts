// ADR 0021: the names public/sw.js gives its caches and the paths it precaches (the worker is plain JavaScript
// with no build step, so it writes them out itself; tests/unit/pwa-service-worker.test.ts checks the two agree).
export const PAGES_CACHE = "shijo-pages-v1";
export const SHELL_CACHE = "shijo-shell-v1";
export const STATIC_CACHE = "shijo-static-v1";
export const SERVICE_WORKER_PATH = "/sw.js";
export const OFFLINE_PATHS = { sq: "/offline", en: "/en/offline" } as const;

/** A kept page's title as its HTML says it, without the site's suffix (" · Shijo"). */
export function keptPageTitle(html: string): string | null {
  const match = /<title>([^<]{1,300})<\/title>/i.exec(html);
  if (!match) return null;
  const text = match[1]
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s*·\s*Shijo$/, "")
    .trim();
  return text || null;
}
