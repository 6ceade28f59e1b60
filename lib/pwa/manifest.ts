// Issue 29 / ADR 0021: the web app manifest of one language, built from the `pwa` messages. Pure, so the unit test
// checks every field a browser needs to offer installation.
import { localizePath } from "@/lib/i18n/paths";
import type { Locale } from "@/lib/i18n/routing";

export const THEME_COLOUR = "#f0642a";
export const BACKGROUND_COLOUR = "#ffffff";

export const MANIFEST_ICONS = [
  { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
  { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
  { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
] as const;

export type ManifestText =
  | "name" | "shortName" | "description"
  | "shortcutStores" | "shortcutStoresText" | "shortcutOrders" | "shortcutOrdersText" | "shortcutChat" | "shortcutChatText";

/** Where each language's manifest is served (the locale layout links the page's own). */
export function manifestPath(locale: Locale): string {
  return localizePath("/manifest.webmanifest", locale);
}

export function webManifest(locale: Locale, t: (key: ManifestText) => string) {
  const at = (path: string) => localizePath(path, locale);
  const shortcut = (name: string, description: string, path: string) => ({
    name,
    short_name: name,
    description,
    url: at(path),
    icons: [{ src: "/icons/icon-192.png", sizes: "192x192", type: "image/png" }],
  });
  return {
    // One app per language: the id names it, the start URL opens it in that language.
    id: at("/"),
    name: t("name"),
    short_name: t("shortName"),
    description: t("description"),
    lang: locale,
    dir: "ltr",
    start_url: at("/"),
    // The whole site: an English visitor who follows a link to an Albanian page stays in the app.
    scope: "/",
    display: "standalone",
    orientation: "portrait",
    theme_color: THEME_COLOUR,
    background_color: BACKGROUND_COLOUR,
    categories: ["food", "shopping"],
    icons: MANIFEST_ICONS.map((icon) => ({ ...icon })),
    shortcuts: [
      shortcut(t("shortcutStores"), t("shortcutStoresText"), "/stores"),
      shortcut(t("shortcutOrders"), t("shortcutOrdersText"), "/orders"),
      shortcut(t("shortcutChat"), t("shortcutChatText"), "/social/chat"),
    ],
  };
}
