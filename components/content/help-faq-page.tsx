import { getTranslations } from "next-intl/server";
import { TitledPage } from "@/components/shell/titled-page";
import { faqs, type FaqScope } from "@/lib/api/content";
import type { PageKey } from "@/lib/i18n/page";
import { Link } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";
import { FaqList, faqEntries } from "./faq-list";
import { HelpContact } from "./help-contact";

/** A help page: the FAQs of its audience in the page's language, then the contact box. */
export async function HelpFaqPage({ page, locale, scopes, apply }: { page: PageKey; locale: Locale; scopes: readonly FaqScope[]; apply?: { href: string; label: "applyCourier" | "applyPartner" } }) {
  const t = await getTranslations("help");
  const results = await Promise.all(scopes.map((s) => faqs(locale, s)));
  const entries = results.flatMap((r) => (r.ok ? faqEntries(r.data.faqs, locale) : []));
  return (
    <TitledPage page={page}>
      {apply && (
        <Link href={apply.href} className="btn btn-secondary mt-6">
          {t(apply.label)}
        </Link>
      )}
      <section aria-labelledby="help-faq" className="mt-8 max-w-3xl">
        <h2 id="help-faq" className="text-xl font-bold">
          {t("faqTitle")}
        </h2>
        {entries.length ? <FaqList entries={entries} className="mt-4" /> : <p className="mt-4 text-gray-600">{t("noFaqs")}</p>}
      </section>
      <HelpContact deleteAccount={scopes.includes("general")} />
    </TitledPage>
  );
}
