import { getTranslations } from "next-intl/server";
import { NativeDialog } from "@/components/ui/dialog";
import { MenuIcon } from "@/components/ui/icons";
import { requestLocale } from "@/lib/i18n/page";
import { SIDEBAR_SHELL_KEYS, type SidebarLabels } from "./sidebar-labels";
import { SidebarMenu } from "./sidebar-menu";
import { SidebarPlain } from "./sidebar-plain";

// spec 1 §2 Shell "Sidebar": the menu button and its <dialog>. What the dialog holds is client code drawn on the person's
// first use of the page (sidebar-menu.tsx, ADR 0043); the server sends its words and the plain stand-in until then.
export async function Sidebar() {
  const [t, tc, locale] = await Promise.all([getTranslations("shell"), getTranslations("common"), requestLocale()]);
  const labels = { ...Object.fromEntries(SIDEBAR_SHELL_KEYS.map((key) => [key, t(key)])), yes: tc("yes"), no: tc("no") } as SidebarLabels;

  return (
    <NativeDialog
      id="site-sidebar"
      label={t("menu")}
      triggerLabel={t("openMenu")}
      triggerClassName="icon-btn -ml-2"
      trigger={<MenuIcon className="size-6" />}
      className="m-0 h-dvh max-h-none w-[min(22rem,calc(100vw-2.5rem))] max-w-none bg-white p-0 text-ink shadow-2xl transition-transform duration-200 ease-out starting:open:-translate-x-full motion-reduce:transition-none"
    >
      <SidebarMenu labels={labels} locale={locale} placeholder={<SidebarPlain labels={labels} locale={locale} />} />
    </NativeDialog>
  );
}
