import type { Metadata } from "next";
import { CardAdder } from "@/components/profile/card-adder";
import { ClientMessages, PROFILE_FORMS_NAMESPACES } from "@/components/providers/client-messages";
import { TitledPage } from "@/components/shell/titled-page";
import { requireUser } from "@/lib/auth/require-user";
import { pageLocale, pageMetadata } from "@/lib/i18n/page";

type Props = { params: Promise<{ locale: string }> };

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return pageMetadata(params, "profilePayMethod", { noindex: true });
}

// spec 3 §2 /profile/pay-method: add a card (checkout's card form; Stripe Elements with NEXT_PUBLIC_STRIPE_KEY).
export default async function ProfilePayMethodPage({ params }: Props) {
  await pageLocale(params);
  await requireUser();
  return (
    <TitledPage page="profilePayMethod">
      <div className="max-w-md">
        <ClientMessages namespaces={PROFILE_FORMS_NAMESPACES}>
          <CardAdder />
        </ClientMessages>
      </div>
    </TitledPage>
  );
}
