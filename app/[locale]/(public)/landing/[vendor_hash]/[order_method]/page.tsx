import type { Metadata } from "next";
import { PlaceholderPage } from "@/components/shell/placeholder-page";
import { pageLocale, pageMetadata } from "@/lib/i18n/page";

type Props = { params: Promise<{ locale: string; vendor_hash: string; order_method: string }> };

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return pageMetadata(params, "landing");
}

export default async function LandingMethodPage({ params }: Props) {
  await pageLocale(params);
  return <PlaceholderPage page="landing" />;
}
