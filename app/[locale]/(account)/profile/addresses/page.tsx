import type { Metadata } from "next";
import { AddressesTab } from "@/components/profile/addresses-tab";
import { pageLocale, pageMetadata } from "@/lib/i18n/page";

type Props = { params: Promise<{ locale: string }> };

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return pageMetadata(params, "profileAddresses", { noindex: true });
}

// spec 3 §2 /profile/addresses: the profile's default tab.
export default async function ProfileAddressesPage({ params }: Props) {
  await pageLocale(params);
  return <AddressesTab />;
}
