import type { Metadata } from "next";
import { AddressesTab } from "@/components/profile/addresses-tab";
import { pageLocale, pageMetadata } from "@/lib/i18n/page";

type Props = { params: Promise<{ locale: string }> };

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return pageMetadata(params, "profile", { noindex: true });
}

// spec 3 §2 Profile: "Tabs: profile/addresses (the default)": /profile shows the addresses tab itself.
export default async function ProfilePage({ params }: Props) {
  await pageLocale(params);
  return <AddressesTab />;
}
