import { getTranslations } from "next-intl/server";
import { StoreBadges } from "@/components/shell/store-badges";
import { Link } from "@/lib/i18n/navigation";

/** spec 1 §8: a landing page that fails to load is only logged; the visitor still gets a way to order. */
export async function LandingFallback() {
  const t = await getTranslations("landing");
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-16 text-center">
      <h1 className="text-3xl font-bold">{t("unavailableTitle")}</h1>
      <p className="mt-3 text-gray-600">{t("unavailableText")}</p>
      <Link href="/stores" className="btn btn-primary mt-6">
        {t("orderNow")}
      </Link>
      <StoreBadges className="mt-6 justify-center" />
    </div>
  );
}
