import type { Metadata } from "next";
import { VendorPage } from "@/components/vendor-page/vendor-page";
import { vendorMetadata } from "@/components/vendor-page/vendor-route";
import { pageLocale } from "@/lib/i18n/page";

type Props = { params: Promise<{ locale: string; vendor_hash: string; vendor_name: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return vendorMetadata(await params);
}

// spec 2 §2: the /restaurant/{vendor_hash}/{vendor_name} alias is the same page with delivery; its canonical is the
// /store URL.
export default async function RestaurantPage({ params }: Props) {
  await pageLocale(params);
  return <VendorPage params={await params} />;
}
