import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { TitledPage } from "@/components/shell/titled-page";
import { aboutUs } from "@/lib/api/content";
import { pageLocale, pageMetadata } from "@/lib/i18n/page";
import { Link } from "@/lib/i18n/navigation";

type Props = { params: Promise<{ locale: string }> };

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return pageMetadata(params, "deleteAccountHelp", { path: "/delete-account-help" });
}

// spec 1 §4 Account deletion: deactivated on approval, deleted after 15 days, restored by a login within them;
// unused cashback, promotions and rewards are then removed.
export default async function DeleteAccountHelpPage({ params }: Props) {
  const locale = await pageLocale(params);
  const [t, about] = await Promise.all([getTranslations("legal"), aboutUs(locale)]);
  const email = about.ok && about.data.data ? about.data.data.company_email : "info@shijo.al";
  return (
    <TitledPage page="deleteAccountHelp">
      <section aria-labelledby="delete-how" className="mt-8 max-w-3xl">
        <h2 id="delete-how" className="text-xl font-bold">
          {t("deleteHowTitle")}
        </h2>
        <p className="mt-3 leading-7 text-gray-700">{t("deleteHowText", { email })}</p>
      </section>
      <section aria-labelledby="delete-what" className="mt-8 max-w-3xl">
        <h2 id="delete-what" className="text-xl font-bold">
          {t("deleteWhatTitle")}
        </h2>
        <ol className="mt-4 space-y-3">
          {(["deleteStep1", "deleteStep2", "deleteStep3", "deleteStep4"] as const).map((key, i) => (
            <li key={key} className="flex gap-3 leading-7 text-gray-700">
              <span aria-hidden="true" className="grid size-7 shrink-0 place-items-center rounded-full bg-brand-50 text-sm font-bold text-brand-700">
                {i + 1}
              </span>
              {t(key)}
            </li>
          ))}
        </ol>
      </section>
      <Link href="/contact" className="btn btn-primary mt-8">
        {t("contactButton")}
      </Link>
    </TitledPage>
  );
}
