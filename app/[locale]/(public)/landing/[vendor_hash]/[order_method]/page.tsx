import type { Metadata } from "next";
import { LandingFallback } from "@/components/landing/landing-fallback";
import { landingMetadata, resolveLanding } from "@/components/landing/landing-route";
import { LandingView } from "@/components/landing/landing-view";
import { pageLocale } from "@/lib/i18n/page";

type Props = { params: Promise<{ locale: string; vendor_hash: string; order_method: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return landingMetadata(await params);
}

// spec 1 §2 /landing/{vendor_hash}/{order_method}: the same page, ordering with the method of the link.
export default async function LandingMethodPage({ params }: Props) {
  const p = await params;
  await pageLocale(params);
  const { locale, landing, method } = await resolveLanding(p);
  if (!landing || !method) return <LandingFallback />;
  return <LandingView hash={p.vendor_hash} landing={landing} method={method} locale={locale} />;
}
