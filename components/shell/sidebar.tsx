import type { ComponentProps, ReactNode } from "react";
import { getTranslations } from "next-intl/server";
import { NativeDialog } from "@/components/ui/dialog";
import { DialogClose } from "@/components/ui/dialog-close";
import {
  BikeIcon,
  BookIcon,
  ChatIcon,
  DocumentIcon,
  DownloadIcon,
  HeartIcon,
  MapIcon,
  MenuIcon,
  ReceiptIcon,
  SettingsIcon,
  ShieldIcon,
  StoreIcon,
  TagIcon,
} from "@/components/ui/icons";
import { Link } from "@/lib/i18n/navigation";
import { LanguageChooser } from "./language-chooser";
import { Logo } from "./logo";
import { LogoutForm } from "./logout-form";
import { SidebarUserCard } from "./session-user";
import { SidebarUserCardFrame } from "./sidebar-user-card-frame";

type Href = ComponentProps<typeof Link>["href"];

function Item({ href, icon, children, badge }: { href: Href; icon: ReactNode; children: ReactNode; badge?: ReactNode }) {
  return (
    <li>
      <Link href={href} className="flex items-center gap-3 rounded-xl px-3 py-2.5 text-sm font-medium text-ink hover:bg-gray-100">
        <span className="text-gray-500 [&>svg]:size-5">{icon}</span>
        <span className="flex-1">{children}</span>
        {badge}
      </Link>
    </li>
  );
}

// spec 1 §2 Shell "Sidebar": logged-in and guest variants.
// The same HTML for every visitor (ADR 0014): the account's parts carry `member-only`, the guest's `guest-only`.
export async function Sidebar() {
  const [t, tc] = await Promise.all([getTranslations("shell"), getTranslations("common")]);

  return (
    <NativeDialog
      id="site-sidebar"
      label={t("menu")}
      triggerLabel={t("openMenu")}
      triggerClassName="icon-btn -ml-2"
      trigger={<MenuIcon className="size-6" />}
      className="m-0 h-dvh max-h-none w-[min(22rem,calc(100vw-2.5rem))] max-w-none bg-white p-0 text-ink shadow-2xl transition-transform duration-200 ease-out starting:open:-translate-x-full motion-reduce:transition-none"
    >
      <div className="flex h-full flex-col">
        <div className="flex h-16 shrink-0 items-center justify-between border-b border-gray-100 px-5">
          <Logo />
          <DialogClose label={t("closeMenu")} className="icon-btn -mr-2" />
        </div>

        <div className="flex-1 overflow-y-auto px-3 py-4">
          <div className="member-only">
            <SidebarUserCard
              viewProfile={t("viewProfile")}
              cashbackLabel={t("cashback")}
              placeholder={<SidebarUserCardFrame viewProfile={t("viewProfile")} />}
            />
          </div>
          <div className="guest-only mx-2 mb-4 rounded-2xl bg-brand-50 p-4">
            <p className="font-bold">{t("guestTitle")}</p>
            <p className="mt-1 text-sm text-gray-700">{t("guestText")}</p>
            <div className="mt-4 grid gap-2">
              <Link href={{ pathname: "/login", query: { view: "register" } }} className="btn btn-primary w-full">
                {t("createAccount")}
              </Link>
              <Link href={{ pathname: "/login", query: { view: "login" } }} className="btn btn-outline w-full">
                {t("login")}
              </Link>
            </div>
          </div>

          <nav aria-label={t("menu")}>
                          <ul className="member-only mb-3 border-b border-gray-100 pb-3">
                <Item href="/orders" icon={<ReceiptIcon />}>
                  {t("orders")}
                </Item>
                <Item href="/favorites" icon={<HeartIcon />}>
                  {t("favorites")}
                </Item>
                <Item href="/social/chat" icon={<ChatIcon />}>
                  {t("chat")}
                </Item>
                <Item href="/promotions" icon={<TagIcon />}>
                  {t("promotions")}
                </Item>
                <Item href="/map" icon={<MapIcon />}>
                  {t("map")}
                </Item>
                <Item href="/settings" icon={<SettingsIcon />}>
                  {t("settings")}
                </Item>
              </ul>
            <ul>
              <Item href="/blog" icon={<BookIcon />}>
                {t("blog")}
              </Item>
              <Item href="/download-app" icon={<DownloadIcon />}>
                {t("downloadApp")}
              </Item>
              <Item href="/terms-conditions" icon={<DocumentIcon />}>
                {t("terms")}
              </Item>
              <Item href="/privacy-policy" icon={<ShieldIcon />}>
                {t("privacy")}
              </Item>
            </ul>
          </nav>

          <div className="mt-3 flex items-center justify-between gap-3 border-t border-gray-100 px-3 pt-4 pb-1 text-sm font-medium text-gray-600">
            {t("language")}
            <LanguageChooser />
          </div>

                      <div className="member-only mt-3 border-t border-gray-100 pt-3">
              <LogoutForm id="sidebar-logout" labels={{ logout: t("logout"), title: t("logoutTitle"), text: t("logoutText"), yes: tc("yes"), no: tc("no") }} />
            </div>
        </div>

                  <div className="member-only grid shrink-0 grid-cols-2 gap-2 border-t border-gray-100 p-4">
            <Link href="/partner" className="flex flex-col gap-2 rounded-2xl bg-gray-50 p-3 text-sm font-semibold hover:bg-gray-100">
              <StoreIcon className="size-5 text-brand-700" />
              {t("becomePartner")}
            </Link>
            <Link href="/courier" className="flex flex-col gap-2 rounded-2xl bg-gray-50 p-3 text-sm font-semibold hover:bg-gray-100">
              <BikeIcon className="size-5 text-brand-700" />
              {t("becomeCourier")}
            </Link>
          </div>
      </div>
    </NativeDialog>
  );
}
