import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ClientMessages } from "@/components/providers/client-messages";
import { CourierForm } from "@/components/content/courier-form";
import { FaqList, faqEntries } from "@/components/content/faq-list";
import { FeatureCards } from "@/components/content/feature-cards";
import { TitledPage } from "@/components/shell/titled-page";
import { BikeIcon, ClockIcon, WalletIcon } from "@/components/ui/icons";
import { faqs } from "@/lib/api/content";
import { monthName } from "@/lib/format/date";
import { courierBirthYears } from "@/lib/validation/courier-years";
import { pageLocale, pageMetadata } from "@/lib/i18n/page";
import { Link } from "@/lib/i18n/navigation";

type Props = { params: Promise<{ locale: string }> };

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return pageMetadata(params, "courier", { path: "/courier" });
}

// spec 1 §2 Courier landing: application form, feature blocks, FAQ of 3 items.
export default async function CourierPage({ params }: Props) {
  const locale = await pageLocale(params);
  const [t, list] = await Promise.all([getTranslations("courier"), faqs(locale, "courier")]);
  const entries = list.ok ? faqEntries(list.data.faqs, locale).slice(0, 3) : [];
  return (
    <TitledPage page="courier">
      <div className="mt-8 grid items-start gap-8 lg:grid-cols-[1fr_1.2fr]">
        <div className="rounded-3xl bg-ink p-8 text-white">
          <BikeIcon className="size-10 text-brand-100" />
          <p className="mt-4 text-2xl font-bold">{t("heroTitle")}</p>
          <p className="mt-3 text-white/80">{t("heroText")}</p>
        </div>
        <ClientMessages namespaces={["courier", "alerts"]}>
          <CourierForm years={courierBirthYears(new Date())} months={Array.from({ length: 12 }, (_, m) => monthName(m, locale))} />
        </ClientMessages>
      </div>
      <FeatureCards
        id="courier-features"
        title={t("featuresTitle")}
        features={[
          { icon: <ClockIcon className="size-6" />, title: t("feature1Title"), text: t("feature1Text") },
          { icon: <WalletIcon className="size-6" />, title: t("feature2Title"), text: t("feature2Text") },
          { icon: <BikeIcon className="size-6" />, title: t("feature3Title"), text: t("feature3Text") },
        ]}
      />
      {entries.length > 0 && (
        <section aria-labelledby="courier-faq" className="mt-14 max-w-3xl">
          <h2 id="courier-faq" className="text-xl font-bold sm:text-2xl">
            {t("faqTitle")}
          </h2>
          <FaqList entries={entries} className="mt-4" />
        </section>
      )}
      <Link href="/courier/privacy-policy" className="mt-8 inline-block text-sm font-medium text-brand-700 hover:underline">
        {t("privacyLink")}
      </Link>
    </TitledPage>
  );
}
