import { getTranslations } from "next-intl/server";
import { PageTitle } from "@/components/ui/page-title";
import { Link } from "@/lib/i18n/navigation";
import { SiteShell } from "./site-shell";

/**
 * spec 1 §2: "Unknown path: not-found screen" — what it says, without the shell: the not-found boundaries of the
 * public and account groups render inside their layout's shell (ADR 0041).
 */
export async function NotFoundBlock() {
  const t = await getTranslations("notFound");
  return (
    <div className="mx-auto flex w-full max-w-xl flex-1 flex-col items-center justify-center px-4 py-20 text-center">
      <p aria-hidden="true" className="text-8xl leading-none font-extrabold tracking-tighter text-brand-500">
        404
      </p>
      <PageTitle className="mt-6">{t("title")}</PageTitle>
      <p className="mt-3 text-gray-600">{t("text")}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link href="/" className="btn btn-primary h-11 px-6">
          {t("backHome")}
        </Link>
        <Link href="/stores" className="btn btn-outline h-11 px-6">
          {t("browseStores")}
        </Link>
      </div>
    </div>
  );
}

/** The not-found screen with the site's shell, for unmatched paths (app/global-not-found.tsx). */
export function NotFoundView() {
  return (
    <SiteShell>
      <NotFoundBlock />
    </SiteShell>
  );
}
