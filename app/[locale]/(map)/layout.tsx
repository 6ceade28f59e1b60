import type { ReactNode } from "react";
import { SiteShell } from "@/components/shell/site-shell";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page";

// spec 1 §2 Shell / spec 2 §2 Vendors map / spec 3 §2 Friends map: "The footer is hidden on map pages."
export default async function MapLayout({ children, params }: { children: ReactNode; params: LocaleParams }) {
  await pageLocale(params);
  return <SiteShell footer={false}>{children}</SiteShell>;
}
