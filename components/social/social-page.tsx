import type { ReactNode } from "react";
import { getTranslations } from "next-intl/server";
import { PageTitle } from "@/components/ui/page-title";
import type { PageKey } from "@/lib/i18n/page";
import { SocialTabs } from "./social-tabs";

/** The frame of a social tab: the page's title (none where the content has its own h1) and the social tabs. */
export async function SocialPage({ page, tab, children }: { page?: PageKey; tab: Parameters<typeof SocialTabs>[0]["current"]; children: ReactNode }) {
  const t = await getTranslations("pages");
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      {page && <PageTitle>{t(`${page}.title`)}</PageTitle>}
      <SocialTabs current={tab} />
      {children}
    </div>
  );
}
