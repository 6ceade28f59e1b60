import type { Metadata } from "next";
import { VendorPage } from "@/components/vendor-page/vendor-page";
import { vendorMetadata } from "@/components/vendor-page/vendor-route";
import { pageLocale } from "@/lib/i18n/page";

type Props = { params: Promise<{ locale: string; vendor_hash: string; vendor_name: string; order_method: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return vendorMetadata(await params);
}

// spec 2 §2 /store/{vendor_hash}/{vendor_name}/{order_method}.
export default async function StorePage({ params }: Props) {
  await pageLocale(params);
  return <VendorPage params={await params} />;
}
