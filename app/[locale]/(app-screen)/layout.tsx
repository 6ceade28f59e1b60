import type { ReactNode } from "react";
import { SiteShell } from "@/components/shell/site-shell";
import { requireUser } from "@/lib/auth/require-user";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page";

// The account's app screens (the chat, issue 24): guarded as the account group (spec 1 §2 Guard), in a shell without
// the footer and the download prompt, which a screen exactly the viewport's height never shows (issue 26 §6: they were
// sent hidden). A group of its own because a layout stays as it is on client navigations within its group. No
// not-found.tsx: nothing here calls notFound() (a bad conversation id is the conversation's own message), and a
// group's not-found screen goes into each of its pages' RSC payload.
export default async function AppScreenLayout({ children, params }: { children: ReactNode; params: LocaleParams }) {
  await pageLocale(params);
  await requireUser();
  return <SiteShell footer={false} member>{children}</SiteShell>;
}
