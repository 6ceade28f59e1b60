import { DialogClose } from "@/components/ui/dialog-close";
import { getPathname, type Href } from "@/lib/i18n/navigation";
import { SIDEBAR_PLACES, type SidebarMenuProps } from "./sidebar-labels";

const ROW = "flex items-center rounded-xl px-3 py-2.5 text-sm font-medium";
const ITEM = `${ROW} text-ink hover:bg-gray-100`;

/**
 * What the closed sidebar holds until its contents are fetched, and for a visitor without JavaScript (the menu button
 * still opens it: invoker commands): the same places as plain links, and logging out as a plain form. Server HTML
 * (sidebar.tsx passes it in): its markup is not client code on every page (the 150 KB first-load budget).
 */
export function SidebarPlain({ labels: l, locale }: SidebarMenuProps) {
  const item = (href: Href, label: string) => (
    <li key={label}>
      <a href={getPathname({ href, locale })} className={ITEM}>
        {label}
      </a>
    </li>
  );
  return (
    <div className="flex h-full flex-col overflow-y-auto px-3 py-4">
      <div className="flex justify-end px-2">
        <DialogClose label={l.closeMenu} className="icon-btn" />
      </div>
      <nav aria-label={l.menu}>
        <ul className="guest-only mb-3 border-b border-gray-100 pb-3">
          {item({ pathname: "/login", query: { view: "register" } }, l.createAccount)}
          {item({ pathname: "/login", query: { view: "login" } }, l.login)}
        </ul>
        <ul className="member-only mb-3 border-b border-gray-100 pb-3">
          {[...SIDEBAR_PLACES.member, ...SIDEBAR_PLACES.work].map(({ href, label }) => item(href, l[label]))}
        </ul>
        <ul>{SIDEBAR_PLACES.everyone.map(({ href, label }) => item(href, l[label]))}</ul>
      </nav>
      <form method="post" action="/api/auth/logout" className="member-only mt-3 border-t border-gray-100 pt-3">
        <button type="submit" className={`${ROW} w-full text-left text-red-700 hover:bg-red-50`}>
          {l.logout}
        </button>
      </form>
    </div>
  );
}
