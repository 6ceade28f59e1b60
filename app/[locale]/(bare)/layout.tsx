import type { ReactNode } from "react";
import { getTranslations } from "next-intl/server";
import { QueryProvider } from "@/components/providers/query-provider";
import { Logo } from "@/components/shell/logo";
import { Link } from "@/lib/i18n/navigation";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page";

// spec 1 §2 Shell: "header, footer and sidebar are hidden on login, verification, edit phone and reset pages".
// Every form of these pages sends through TanStack Query's useMutation: one QueryClient for the group.
export default async function BareLayout({ children, params }: { children: ReactNode; params: LocaleParams }) {
  await pageLocale(params);
  const t = await getTranslations("shell");
  return (
    <main id="main" className="flex min-h-dvh flex-col bg-gray-50 px-4 pb-12">
      <div className="mx-auto flex w-full max-w-md justify-center py-8">
        <Link href="/" aria-label={t("homeLabel")} className="flex rounded-lg">
          <Logo />
        </Link>
      </div>
      <QueryProvider>{children}</QueryProvider>
    </main>
  );
}
