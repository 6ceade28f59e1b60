import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ClientMessages } from "@/components/providers/client-messages";
import { KeptPages } from "@/components/pwa/kept-pages";
import { PageTitle } from "@/components/ui/page-title";
import { Link } from "@/lib/i18n/navigation";
import { pageLocale, pageMetadata } from "@/lib/i18n/page";

type Props = { params: Promise<{ locale: string }> };

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return pageMetadata(params, "offline", { noindex: true });
}

// Issue 29 / ADR 0021: what the service worker shows, in the URL's language, for a navigation that fails with no
// kept copy. Precached with its scripts and styles when the worker installs; the same for everyone.
export default async function OfflinePage({ params }: Props) {
  await pageLocale(params);
  const t = await getTranslations("pwa");
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-12 sm:px-6 sm:py-16">
      <PageTitle>{t("offlineTitle")}</PageTitle>
      <p className="mt-3 text-gray-700">{t("offlineText")}</p>
      <div className="mt-6 flex flex-wrap gap-3">
        {/* A GET form without an action loads the address that failed again, without JavaScript. */}
        <form>
          <button type="submit" className="btn btn-primary">
            {t("offlineRetry")}
          </button>
        </form>
        <Link href="/cart" className="btn btn-secondary">
          {t("offlineCart")}
        </Link>
      </div>
      <ClientMessages namespaces={["pwa"]}>
        <KeptPages />
      </ClientMessages>
    </div>
  );
}
