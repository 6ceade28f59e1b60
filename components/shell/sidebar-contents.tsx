"use client";

import type { ReactNode } from "react";
import { DialogClose } from "@/components/ui/dialog-close";
import { BikeIcon } from "@/components/ui/icons/bike";
import { BookIcon } from "@/components/ui/icons/book-open";
import { ChatIcon } from "@/components/ui/icons/message-circle";
import { DocumentIcon } from "@/components/ui/icons/file-text";
import { DownloadIcon } from "@/components/ui/icons/download";
import { HeartIcon } from "@/components/ui/icons/heart";
import { MapIcon } from "@/components/ui/icons/map";
import { ReceiptIcon } from "@/components/ui/icons/receipt";
import { SettingsIcon } from "@/components/ui/icons/sliders-horizontal";
import { ShieldIcon } from "@/components/ui/icons/shield";
import { StoreIcon } from "@/components/ui/icons/store";
import { TagIcon } from "@/components/ui/icons/tag";
import type { IconProps } from "@/components/ui/icons/svg";
import { Link } from "@/lib/i18n/navigation";
import { LanguageLinks } from "./language-links";
import { Logo } from "./logo";
import { LogoutForm } from "./logout-form";
import { SidebarUserCard } from "./session-user";
import { SidebarUserCardFrame } from "./sidebar-user-card-frame";
import { SIDEBAR_PLACES, type SidebarLabels, type SidebarMenuProps, type SidebarPlaceLabel } from "./sidebar-labels";

/** Each place's icon (SIDEBAR_PLACES). */
const ICONS: Record<SidebarPlaceLabel, (props: IconProps) => ReactNode> = {
  orders: ReceiptIcon,
  favorites: HeartIcon,
  chat: ChatIcon,
  promotions: TagIcon,
  map: MapIcon,
  settings: SettingsIcon,
  blog: BookIcon,
  downloadApp: DownloadIcon,
  terms: DocumentIcon,
  privacy: ShieldIcon,
  becomePartner: StoreIcon,
  becomeCourier: BikeIcon,
};

function Item({ href, label, l }: { href: string; label: SidebarPlaceLabel; l: SidebarLabels }) {
  const Icon = ICONS[label];
  return (
    <li>
      <Link href={href} className="flex items-center gap-3 rounded-xl px-3 py-2.5 text-sm font-medium text-ink hover:bg-gray-100">
        <span className="text-gray-500 [&>svg]:size-5">
          <Icon />
        </span>
        <span className="flex-1">{l[label]}</span>
      </Link>
    </li>
  );
}

/**
 * spec 1 §2 Shell "Sidebar": logged-in and guest variants, the account's parts `member-only`, the guest's `guest-only`
 * (ADR 0014). Fetched and drawn once the person has used the page (sidebar-menu.tsx, ADR 0043).
 */
export default function SidebarContents({ labels: l, locale }: SidebarMenuProps) {
  return (
    <div className="flex h-full flex-col">
      <div className="flex h-16 shrink-0 items-center justify-between border-b border-gray-100 px-5">
        <Logo />
        <DialogClose label={l.closeMenu} className="icon-btn -mr-2" />
      </div>

      <div className="flex-1 overflow-y-auto px-3 py-4">
        <div className="member-only">
          <SidebarUserCard viewProfile={l.viewProfile} cashbackLabel={l.cashback} placeholder={<SidebarUserCardFrame viewProfile={l.viewProfile} />} />
        </div>
        <div className="guest-only mx-2 mb-4 rounded-2xl bg-brand-50 p-4">
          <p className="font-bold">{l.guestTitle}</p>
          <p className="mt-1 text-sm text-gray-700">{l.guestText}</p>
          <div className="mt-4 grid gap-2">
            <Link href={{ pathname: "/login", query: { view: "register" } }} className="btn btn-primary w-full">
              {l.createAccount}
            </Link>
            <Link href={{ pathname: "/login", query: { view: "login" } }} className="btn btn-outline w-full">
              {l.login}
            </Link>
          </div>
        </div>

        <nav aria-label={l.menu}>
          <ul className="member-only mb-3 border-b border-gray-100 pb-3">
            {SIDEBAR_PLACES.member.map((place) => (
              <Item key={place.href} {...place} l={l} />
            ))}
          </ul>
          <ul>
            {SIDEBAR_PLACES.everyone.map((place) => (
              <Item key={place.href} {...place} l={l} />
            ))}
          </ul>
        </nav>

        <div className="mt-3 flex items-center justify-between gap-3 border-t border-gray-100 px-3 pt-4 pb-1 text-sm font-medium text-gray-600">
          {l.language}
          <LanguageLinks current={locale} labels={{ group: l.language, sq: l.languageSq, en: l.languageEn }} />
        </div>

        <div className="member-only mt-3 border-t border-gray-100 pt-3">
          <LogoutForm id="sidebar-logout" labels={{ logout: l.logout, title: l.logoutTitle, text: l.logoutText, yes: l.yes, no: l.no }} />
        </div>
      </div>

      <div className="member-only grid shrink-0 grid-cols-2 gap-2 border-t border-gray-100 p-4">
        {SIDEBAR_PLACES.work.map(({ href, label }) => {
          const Icon = ICONS[label];
          return (
            <Link key={href} href={href} className="flex flex-col gap-2 rounded-2xl bg-gray-50 p-3 text-sm font-semibold hover:bg-gray-100">
              <Icon className="size-5 text-brand-700" />
              {l[label]}
            </Link>
          );
        })}
      </div>
    </div>
  );
}
