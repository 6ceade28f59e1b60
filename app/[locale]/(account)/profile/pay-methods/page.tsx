import type { Metadata } from "next";
import { CardsView } from "@/components/profile/cards-view";
import { ClientMessages, PROFILE_FORMS_NAMESPACES } from "@/components/providers/client-messages";
import { TitledPage } from "@/components/shell/titled-page";
import { listCards } from "@/lib/api/cards";
import { serverApiContext } from "@/lib/api/context";
import { currentUser } from "@/lib/auth/current-user";
import { requireUser } from "@/lib/auth/require-user";
import { pageLocale, pageMetadata } from "@/lib/i18n/page";

type Props = { params: Promise<{ locale: string }> };

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return pageMetadata(params, "profilePayMethods", { noindex: true });
}

// spec 3 §2 /profile/pay-methods; spec 3 §8: a failed load of payment methods is silent (an empty list).
export default async function ProfilePayMethodsPage({ params }: Props) {
  await pageLocale(params);
  await requireUser();
  const ctx = await serverApiContext();
  const [cards, user] = await Promise.all([listCards(ctx), currentUser()]);
  const raw = user.ok ? user.data.user.default_card_id : null;
  return (
    <TitledPage page="profilePayMethods">
      <ClientMessages namespaces={PROFILE_FORMS_NAMESPACES}>
        <CardsView initial={cards.ok ? cards.data.data : []} defaultCardId={raw === null || raw === undefined ? null : String(raw)} />
      </ClientMessages>
    </TitledPage>
  );
}
