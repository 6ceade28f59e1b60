import type { Metadata } from "next";
import { LegalDocument } from "@/components/content/legal-document";
import { privacyPage } from "@/lib/api/content";
import { pageLocale, pageMetadata } from "@/lib/i18n/page";

type Props = { params: Promise<{ locale: string }> };

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return pageMetadata(params, "courierPrivacyPolicy", { path: "/courier/privacy-policy" });
}

// spec 1 §7 GET privacy?type=courier: the text comes from the server in the page's language and is sanitized before rendering.
export default async function CourierPrivacyPolicyPage({ params }: Props) {
  const locale = await pageLocale(params);
  return <LegalDocument page="courierPrivacyPolicy" result={await privacyPage(locale, "courier")} />;
}
