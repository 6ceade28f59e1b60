import type { ReactNode } from "react";
import { ClientMessages } from "@/components/providers/client-messages";
import { QueryProvider } from "@/components/providers/query-provider";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page";

// The social area's client components (friend actions, the directory's infinite scroll) read the `social`
// messages and TanStack Query; both are mounted here once, for these pages only. The chat is an app screen, in its own
// route group ((app-screen)/social/chat): its layout mounts TanStack Query itself.
export default async function SocialLayout({ children, params }: { children: ReactNode; params: LocaleParams }) {
  await pageLocale(params);
  return (
    <ClientMessages namespaces={["social"]}>
      <QueryProvider>{children}</QueryProvider>
    </ClientMessages>
  );
}
