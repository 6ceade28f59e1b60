import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ClientMessages } from "@/components/providers/client-messages";
import { FaqList, faqEntries } from "@/components/content/faq-list";
import { FeatureCards } from "@/components/content/feature-cards";
import { PartnerForm } from "@/components/content/partner-form";
import { TitledPage } from "@/components/shell/titled-page";
import { BikeIcon, StoreIcon, TagIcon } from "@/components/ui/icons";
import { faqs } from "@/lib/api/content";
import { pageLocale, pageMetadata } from "@/lib/i18n/page";
import { Link } from "@/lib/i18n/navigation";

type Props = { params: Promise<{ locale: string }> };

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return pageMetadata(params, "partner", { path: "/partner" });
}

// Names of partner businesses shown as word marks (the seeded vendors).
const PARTNERS = ["Oda", "Era", "Pizza Napoli", "Burger House", "Artigiano Akullore", "Spar Tirana e Re", "Farmacia Tirana", "Green & Protein"];

// spec 1 §2 Partner landing: form, feature blocks, how-it-works, partner logos, FAQ of 3 items.
export default async function PartnerPage({ params }: Props) {
  const locale = await pageLocale(params);
  const [t, list] = await Promise.all([getTranslations("partner"), faqs(locale, "partner")]);
  const entries = list.ok ? faqEntries(list.data.faqs, locale).slice(0, 3) : [];
  return (
    <TitledPage page="partner">
      <div className="mt-8 grid items-start gap-8 lg:grid-cols-[1fr_1.2fr]">
        <div className="rounded-3xl bg-ink p-8 text-white">
          <StoreIcon className="size-10 text-brand-100" />
          <p className="mt-4 text-2xl font-bold">{t("heroTitle")}</p>
          <p className="mt-3 text-white/80">{t("heroText")}</p>
        </div>
        <ClientMessages namespaces={["partner", "alerts"]}>
          <PartnerForm />
        </ClientMessages>
      </div>
      <FeatureCards
        id="partner-features"
        title={t("featuresTitle")}
        features={[
          { icon: <StoreIcon className="size-6" />, title: t("feature1Title"), text: t("feature1Text") },
          { icon: <BikeIcon className="size-6" />, title: t("feature2Title"), text: t("feature2Text") },
          { icon: <TagIcon className="size-6" />, title: t("feature3Title"), text: t("feature3Text") },
        ]}
      />
      <section aria-labelledby="partner-how" className="mt-14">
        <h2 id="partner-how" className="text-xl font-bold sm:text-2xl">
          {t("howTitle")}
        </h2>
        <ol className="mt-6 grid gap-4 sm:grid-cols-3">
          {(["how1", "how2", "how3"] as const).map((key, i) => (
            <li key={key} className="rounded-3xl p-6 ring-1 ring-gray-200">
              <span aria-hidden="true" className="grid size-10 place-items-center rounded-full bg-brand-700 font-bold text-white">
                {i + 1}
              </span>
              <p className="mt-4 leading-6 text-gray-700">{t(key)}</p>
            </li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="partner-logos" className="mt-14">
        <h2 id="partner-logos" className="text-xl font-bold sm:text-2xl">
          {t("logosTitle")}
        </h2>
        <ul className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-4">
          {PARTNERS.map((name) => (
            <li key={name} className="grid h-20 place-items-center rounded-2xl bg-gray-50 px-3 text-center font-serif text-lg font-bold text-gray-600 italic">
              {name}
            </li>
          ))}
        </ul>
      </section>
      {entries.length > 0 && (
        <section aria-labelledby="partner-faq" className="mt-14 max-w-3xl">
          <h2 id="partner-faq" className="text-xl font-bold sm:text-2xl">
            {t("faqTitle")}
          </h2>
          <FaqList entries={entries} className="mt-4" />
        </section>
      )}
      <Link href="/partner/privacy-policy" className="mt-8 inline-block text-sm font-medium text-brand-700 hover:underline">
        {t("privacyLink")}
      </Link>
    </TitledPage>
  );
}
