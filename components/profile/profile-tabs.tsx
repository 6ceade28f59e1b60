"use client";

import { useTranslations } from "@/lib/i18n/client";
import { Link, usePathname } from "@/lib/i18n/navigation";

// spec 3 §2 Profile tabs: addresses (the default), pay-methods, wallet, earn-invitation. Each tab is a page; the
// child routes (address, pay-method, earn…) keep their tab marked.
const TABS = [
  { href: "/profile/addresses", key: "addresses", also: ["/profile/address", "/profile"] },
  { href: "/profile/pay-methods", key: "payMethods", also: ["/profile/pay-method"] },
  { href: "/profile/wallet", key: "wallet", also: [] },
  { href: "/profile/earn-invitation", key: "earnInvitation", also: ["/profile/earninvite", "/profile/earn-invitations"] },
] as const;

export function ProfileTabs() {
  const t = useTranslations("profile.tabs");
  const path = usePathname();
  const current = (tab: (typeof TABS)[number]) =>
    path === tab.href || path.startsWith(`${tab.href}/`) || tab.also.some((p) => (p === "/profile" ? path === p : path === p || path.startsWith(p)));
  return (
    <nav aria-label={t("label")} className="mt-4 overflow-x-auto">
      <ul className="flex gap-2">
        {TABS.map((tab) => (
          <li key={tab.key}>
            <Link
              href={tab.href}
              aria-current={current(tab) ? "page" : undefined}
              className="inline-block rounded-full border border-gray-300 px-4 py-2 text-sm font-medium whitespace-nowrap hover:border-brand-500 aria-[current=page]:border-brand-700 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-800"
            >
              {t(tab.key)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
