import type { Metadata } from "next";
import { LegalDocument } from "@/components/content/legal-document";
import { privacyPage } from "@/lib/api/content";
import { pageLocale, pageMetadata } from "@/lib/i18n/page";

type Props = { params: Promise<{ locale: string }> };

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return pageMetadata(params, "partnerPrivacyPolicy", { path: "/partner/privacy-policy" });
}

// spec 1 §7 GET privacy?type=partner: the text comes from the server in the page's language and is sanitized before rendering.
export default async function PartnerPrivacyPolicyPage({ params }: Props) {
  const locale = await pageLocale(params);
  return <LegalDocument page="partnerPrivacyPolicy" result={await privacyPage(locale, "partner")} />;
}
