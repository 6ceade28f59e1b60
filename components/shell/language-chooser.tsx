import { Suspense } from "react";
import { getTranslations } from "next-intl/server";
import { getCurrentPath } from "@/lib/i18n/current-path";
import { requestLocale } from "@/lib/i18n/page";
import { LanguageLinks } from "./language-links";
import { LanguageLinksView } from "./language-links-view";

/** sq/en chooser keeping the current path and query (server-rendered from the proxy's path header). */
export async function LanguageChooser({ tone = "light" }: { tone?: "light" | "dark" }) {
  const [t, current, path] = await Promise.all([getTranslations("shell"), requestLocale(), getCurrentPath()]);
  const props = {
    current,
    labels: { group: t("language"), sq: t("languageSq"), en: t("languageEn") },
    tone,
  };
  return (
    <Suspense fallback={<LanguageLinksView {...props} next={path} />}>
      <LanguageLinks {...props} />
    </Suspense>
  );
}
