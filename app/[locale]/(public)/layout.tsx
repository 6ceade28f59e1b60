import type { ReactNode } from "react";
import { SiteShell } from "@/components/shell/site-shell";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page";

// spec 1 §2 Shell: public pages have the header (with the sidebar) and the footer.
export default async function PublicLayout({ children, params }: { children: ReactNode; params: LocaleParams }) {
  await pageLocale(params);
  return <SiteShell>{children}</SiteShell>;
}
