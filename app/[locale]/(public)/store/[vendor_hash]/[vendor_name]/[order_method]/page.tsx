import type { Metadata } from "next";
import { PlaceholderPage } from "@/components/shell/placeholder-page";
import { pageLocale, pageMetadata } from "@/lib/i18n/page";

type Props = { params: Promise<{ locale: string; vendor_hash: string; vendor_name: string; order_method: string }> };

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return pageMetadata(params, "store");
}

export default async function StorePage({ params }: Props) {
  await pageLocale(params);
  return <PlaceholderPage page="store" />;
}
