import type { Metadata } from "next";
import { TitledPage } from "@/components/shell/titled-page";
import { pageLocale, pageMetadata } from "@/lib/i18n/page";

type Props = { params: Promise<{ locale: string }> };

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return pageMetadata(params, "social", { noindex: true });
}

export default async function SocialPage({ params }: Props) {
  await pageLocale(params);
  return <TitledPage page="social" />;
}
