import { getTranslations } from "next-intl/server";
import { PageTitle } from "@/components/ui/page-title";
import { Link } from "@/lib/i18n/navigation";

/**
 * The product API did not answer (spec 2 §8: vendor details fail silently): a real page in the first HTML with a
 * way on. An unknown hash is a 404 instead (notFound() in vendor-page.tsx).
 */
export async function VendorLoadError() {
  const t = await getTranslations("vendorPage");
  return (
    <div className="mx-auto flex w-full max-w-xl flex-1 flex-col items-center justify-center px-4 py-20 text-center">
      <PageTitle>{t("closedTitle")}</PageTitle>
      <p className="mt-3 text-gray-600">{t("loadError")}</p>
      <Link href="/stores" className="btn btn-primary mt-8 h-11 px-6">
        {t("browseStores")}
      </Link>
    </div>
  );
}
