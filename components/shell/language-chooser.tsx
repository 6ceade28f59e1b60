import { Suspense } from "react";
import { getLocale, getTranslations } from "next-intl/server";
import { getCurrentPath } from "@/lib/i18n/current-path";
import { isLocale } from "@/lib/i18n/routing";
import { LanguageLinks } from "./language-links";
import { LanguageLinksView } from "./language-links-view";

/** sq/en chooser keeping the current path and query (server-rendered from the proxy's path header). */
export async function LanguageChooser({ tone = "light" }: { tone?: "light" | "dark" }) {
  const [t, raw, path] = await Promise.all([getTranslations("shell"), getLocale(), getCurrentPath()]);
  const props = {
    current: isLocale(raw) ? raw : ("sq" as const),
    labels: { group: t("language"), sq: t("languageSq"), en: t("languageEn") },
    tone,
  };
  return (
    <Suspense fallback={<LanguageLinksView {...props} next={path} />}>
      <LanguageLinks {...props} />
    </Suspense>
  );
}
