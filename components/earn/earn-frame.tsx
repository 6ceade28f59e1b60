import type { ReactNode } from "react";
import { ClientMessages } from "@/components/providers/client-messages";
import { QueryProvider } from "@/components/providers/query-provider";
import { TitledPage } from "@/components/shell/titled-page";
import type { PageKey } from "@/lib/i18n/page";

/** An invite-and-earn page: its title, and the `earn` messages and TanStack Query for its client parts. */
export function EarnFrame({ page, children }: { page: PageKey; children: ReactNode }) {
  return (
    <TitledPage page={page}>
      <ClientMessages namespaces={["earn"]}>
        <QueryProvider>{children}</QueryProvider>
      </ClientMessages>
    </TitledPage>
  );
}

/** spec 3 §6 "The invitation promo module appears only when show_earn_invitation_module is 1." */
export function EarnHidden({ text }: { text: string }) {
  return <p role="status" className="mt-6 rounded-2xl bg-gray-50 p-4 text-gray-700">{text}</p>;
}
