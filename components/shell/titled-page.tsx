import type { ReactNode } from "react";
import { getTranslations } from "next-intl/server";
import { PageTitle } from "@/components/ui/page-title";
import type { PageKey } from "@/lib/i18n/page";

/**
 * A page framed by its translated <h1> and lead (pages.<key>.title/description) over its content; `card` suits the
 * bare auth pages.
 */
export async function TitledPage({ page, card = false, children }: { page: PageKey; card?: boolean; children?: ReactNode }) {
  const t = await getTranslations("pages");
  const body = (
    <>
      <PageTitle>{t(`${page}.title`)}</PageTitle>
      <p className="mt-3 max-w-2xl text-base text-gray-600">{t(`${page}.description`)}</p>
      {children}
    </>
  );
  if (card) {
    return <div className="mx-auto w-full max-w-md rounded-3xl bg-white p-6 shadow-sm ring-1 ring-gray-100 sm:p-8">{body}</div>;
  }
  return <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">{body}</div>;
}
