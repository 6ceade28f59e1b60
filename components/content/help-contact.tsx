import { getTranslations } from "next-intl/server";
import { Link } from "@/lib/i18n/navigation";

/** The "did not find the answer?" box at the end of the help pages. */
export async function HelpContact({ deleteAccount = false }: { deleteAccount?: boolean }) {
  const t = await getTranslations("help");
  return (
    <div className="mt-10 flex flex-col gap-4 rounded-3xl bg-gray-50 p-6 sm:flex-row sm:items-center sm:justify-between">
      <p className="font-medium">{t("contactText")}</p>
      <div className="flex flex-wrap gap-2">
        {deleteAccount && (
          <Link href="/delete-account-help" className="btn btn-outline">
            {t("deleteAccountLink")}
          </Link>
        )}
        <Link href="/contact" className="btn btn-primary">
          {t("contactButton")}
        </Link>
      </div>
    </div>
  );
}
