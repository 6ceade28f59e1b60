import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { TitledPage } from "@/components/shell/titled-page";
import { pageLocale, pageMetadata } from "@/lib/i18n/page";
import { Link } from "@/lib/i18n/navigation";

type Props = { params: Promise<{ locale: string }> };

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return pageMetadata(params, "careers", { path: "/careers" });
}

// spec 1 §2: careers is a placeholder page; it points to the contact form and the courier application.
export default async function CareersPage({ params }: Props) {
  await pageLocale(params);
  const t = await getTranslations("careers");
  return (
    <TitledPage page="careers">
      <div className="mt-8 max-w-2xl rounded-3xl bg-brand-50 p-6">
        <p className="leading-7 text-gray-800">{t("text")}</p>
        <Link href="/contact" className="btn btn-primary mt-4">
          {t("cta")}
        </Link>
      </div>
      <p className="mt-8 text-gray-700">
        {t("courierText")}{" "}
        <Link href="/courier" className="font-semibold text-brand-700 hover:underline">
          {t("courierCta")}
        </Link>
      </p>
    </TitledPage>
  );
}
