import type { Locale } from "@/lib/i18n/routing";

/** The sidebar's words from the `shell` namespace (sidebar.tsx reads them; "yes" and "no" come from `common`). */
export const SIDEBAR_SHELL_KEYS = [
  "becomeCourier",
  "becomePartner",
  "blog",
  "cashback",
  "chat",
  "closeMenu",
  "createAccount",
  "downloadApp",
  "favorites",
  "guestText",
  "guestTitle",
  "language",
  "languageEn",
  "languageSq",
  "login",
  "logout",
  "logoutText",
  "logoutTitle",
  "map",
  "menu",
  "orders",
  "privacy",
  "promotions",
  "settings",
  "terms",
  "viewProfile",
] as const;

/** The sidebar's words, in the page's language. */
export type SidebarLabels = Record<(typeof SIDEBAR_SHELL_KEYS)[number] | "yes" | "no", string>;

export interface SidebarMenuProps {
  labels: SidebarLabels;
  locale: Locale;
}

type Place = { href: string; label: keyof SidebarLabels };

/**
 * spec 1 §2 Sidebar: the places it links to, in order — the drawn contents (with icons) and the plain stand-in
 * (sidebar-plain.tsx) both list these, so neither can miss one the other has.
 */
export const SIDEBAR_PLACES = {
  /** The account's places (`member-only`). */
  member: [
    { href: "/orders", label: "orders" },
    { href: "/favorites", label: "favorites" },
    { href: "/social/chat", label: "chat" },
    { href: "/promotions", label: "promotions" },
    { href: "/map", label: "map" },
    { href: "/settings", label: "settings" },
  ],
  /** Everyone's. */
  everyone: [
    { href: "/blog", label: "blog" },
    { href: "/download-app", label: "downloadApp" },
    { href: "/terms-conditions", label: "terms" },
    { href: "/privacy-policy", label: "privacy" },
  ],
  /** Work with Shijo (`member-only`; the footer has them for everyone). */
  work: [
    { href: "/partner", label: "becomePartner" },
    { href: "/courier", label: "becomeCourier" },
  ],
} as const satisfies Record<string, readonly Place[]>;

/** The words of the places SIDEBAR_PLACES lists. */
export type SidebarPlaceLabel = (typeof SIDEBAR_PLACES)[keyof typeof SIDEBAR_PLACES][number]["label"];
