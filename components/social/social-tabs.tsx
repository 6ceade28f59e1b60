import { getTranslations } from "next-intl/server";
import { TabLinks } from "@/components/account-lists/tab-links";

const TABS = [
  { key: "tab_chat", href: "/social/chat" },
  { key: "tab_friends", href: "/social/friends" },
  { key: "tab_shijoers", href: "/social/shijoies" },
  { key: "tab_invitations", href: "/social/invitations" },
] as const;

/** spec 3 §2 Social area: tabs matching the routes social/chat, social/friends, social/shijoies, social/invitations. */
export async function SocialTabs({ current }: { current: (typeof TABS)[number]["href"] }) {
  const t = await getTranslations("social");
  return <TabLinks label={t("tabsLabel")} path="/social" current={current} className="mt-4" tabs={TABS.map((tab) => ({ key: tab.href, label: t(tab.key), href: tab.href }))} />;
}
