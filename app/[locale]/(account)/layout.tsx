import type { ReactNode } from "react";
import { SiteShell } from "@/components/shell/site-shell";
import { requireUser } from "@/lib/auth/require-user";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page";

// spec 1 §2 Guard: the proxy redirects first; this layout checks the session again on the server.
// Pages here render in parallel with this layout: a page that fetches personal data calls
// requireUser() itself too (it is cached per request).
export default async function AccountLayout({ children, params }: { children: ReactNode; params: LocaleParams }) {
  await pageLocale(params);
  await requireUser();
  return <SiteShell member>{children}</SiteShell>;
}
