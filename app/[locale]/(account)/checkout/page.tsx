import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { NuqsAdapter } from "nuqs/adapters/next/app";
import { CheckoutView } from "@/components/checkout/checkout-view";
import { ClientMessages } from "@/components/providers/client-messages";
import { QueryProvider } from "@/components/providers/query-provider";
import { PageTitle } from "@/components/ui/page-title";
import { listAddresses } from "@/lib/api/addresses";
import { listCards } from "@/lib/api/cards";
import { getReferralSettings } from "@/lib/api/checkout";
import { serverApiContext } from "@/lib/api/context";
import { currentUser } from "@/lib/auth/current-user";
import { requireUser } from "@/lib/auth/require-user";
import { pageLocale, pageMetadata } from "@/lib/i18n/page";

type Props = { params: Promise<{ locale: string }> };

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return pageMetadata(params, "checkout", { noindex: true });
}

const NAMESPACES = ["checkout", "cart", "card", "add_new_address", "restaurant_details", "payment_methods", "social"] as const;

// spec 2 §2 Checkout (guarded: a visitor is sent to login and comes back). The user, addresses and cards come with
// the page; the cart is in the browser, so the steps render on the client.
export default async function CheckoutPage({ params }: Props) {
  await pageLocale(params);
  const session = await requireUser();
  const ctx = await serverApiContext();
  const [user, addresses, cards, referral, t] = await Promise.all([
    currentUser(),
    listAddresses(ctx),
    listCards(ctx),
    getReferralSettings(ctx),
    getTranslations("pages"),
  ]);
  const u = user.ok ? user.data.user : null;
  // spec 3 §8: failed loads of addresses and payment methods are silent (the lists are empty).
  const initial = {
    user: {
      id: u?.id ?? session.id,
      username: u?.username ?? null,
      full_name: u?.full_name ?? session.full_name,
      phone: u?.phone ?? "",
      cashback_amount: Math.max(0, Math.round(u?.cashback_amount ?? 0)),
      default_card_id: u?.default_card_id === null || u?.default_card_id === undefined ? null : String(u.default_card_id),
    },
    addresses: addresses.ok ? addresses.data.addresses : [],
    cards: cards.ok ? cards.data.data : [],
    // spec 2 §5: the invitation module appears only when show_earn_invitation_module is 1.
    showInvitationModule: referral.ok && referral.data.show_earn_invitation_module === 1,
  };
  return (
    <div data-header-bordered="" className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <PageTitle>{t("checkout.title")}</PageTitle>
      <ClientMessages namespaces={NAMESPACES}>
        <QueryProvider>
          <NuqsAdapter>
            <CheckoutView initial={initial} />
          </NuqsAdapter>
        </QueryProvider>
      </ClientMessages>
    </div>
  );
}
