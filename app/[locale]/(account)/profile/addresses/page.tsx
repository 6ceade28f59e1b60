import type { Metadata } from "next";
import { AddressesView } from "@/components/profile/addresses-view";
import { TitledPage } from "@/components/shell/titled-page";
import { listAddresses } from "@/lib/api/addresses";
import { serverApiContext } from "@/lib/api/context";
import { requireUser } from "@/lib/auth/require-user";
import { pageLocale, pageMetadata } from "@/lib/i18n/page";

type Props = { params: Promise<{ locale: string }> };

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return pageMetadata(params, "profileAddresses", { noindex: true });
}

// spec 3 §2 /profile/addresses (the profile's default tab); spec 3 §8: a failed load is silent (an empty list).
export default async function ProfileAddressesPage({ params }: Props) {
  await pageLocale(params);
  await requireUser();
  const addresses = await listAddresses(await serverApiContext());
  return (
    <TitledPage page="profileAddresses">
      <AddressesView initial={addresses.ok ? addresses.data.addresses : []} />
    </TitledPage>
  );
}
