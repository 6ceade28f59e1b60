import type { Metadata } from "next";
import { PersonPage } from "@/components/social/person-page";
import { pageMetadata } from "@/lib/i18n/page";

type Props = { params: Promise<{ locale: string; shijoer_id: string }> };

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return pageMetadata(params, "socialShijoer", { noindex: true });
}

// spec 3 §2 Shijoer detail.
export default async function SocialShijoerPage({ params }: Props) {
  return <PersonPage params={params} id={(await params).shijoer_id} tab="/social/shijoies" />;
}
