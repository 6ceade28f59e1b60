import type { Locale } from "@/lib/i18n/routing";

/** The sidebar's words, in the page's language (the server reads them; sidebar.tsx). */
export type SidebarLabels = Record<
  | "becomeCourier"
  | "becomePartner"
  | "blog"
  | "cashback"
  | "chat"
  | "closeMenu"
  | "createAccount"
  | "downloadApp"
  | "favorites"
  | "guestText"
  | "guestTitle"
  | "language"
  | "languageEn"
  | "languageSq"
  | "login"
  | "logout"
  | "logoutText"
  | "logoutTitle"
  | "map"
  | "menu"
  | "no"
  | "orders"
  | "privacy"
  | "promotions"
  | "settings"
  | "terms"
  | "viewProfile"
  | "yes",
  string
>;

export interface SidebarMenuProps {
  labels: SidebarLabels;
  locale: Locale;
}
