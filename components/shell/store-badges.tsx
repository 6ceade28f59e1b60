import { getTranslations } from "next-intl/server";
import { StoreBadgesView } from "./store-badges-view";

/** App Store and Google Play badges (local SVGs in public/badges), linking to the store listings. */
export async function StoreBadges({ className = "" }: { className?: string }) {
  const t = await getTranslations("shell");
  return <StoreBadgesView labels={{ appStore: t("appStore"), googlePlay: t("googlePlay") }} className={className} />;
}
