import { getTranslations } from "next-intl/server";
import { Link } from "@/lib/i18n/navigation";

const TABS = [
  { key: "tab_chat", href: "/social/chat" },
  { key: "tab_friends", href: "/social/friends" },
  { key: "tab_shijoers", href: "/social/shijoies" },
  { key: "tab_invitations", href: "/social/invitations" },
] as const;

/** spec 3 §2 Social area: tabs matching the routes social/chat, social/friends, social/shijoies, social/invitations. */
export async function SocialTabs({ current }: { current: (typeof TABS)[number]["href"] }) {
  const t = await getTranslations("social");
  return (
    <nav aria-label={t("tabsLabel")} className="mt-4 overflow-x-auto">
      <ul className="inline-flex rounded-full bg-gray-100 p-1">
        {TABS.map((tab) => (
          <li key={tab.href}>
            <Link
              href={tab.href}
              aria-current={tab.href === current ? "page" : undefined}
              className={`block rounded-full px-4 py-2 text-sm font-semibold whitespace-nowrap ${tab.href === current ? "bg-white text-ink shadow-sm" : "text-gray-600 hover:text-ink"}`}
            >
              {t(tab.key)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
