import type { Metadata } from "next";
import { LegalDocument } from "@/components/content/legal-document";
import { termsPage } from "@/lib/api/content";
import { pageLocale, pageMetadata } from "@/lib/i18n/page";

type Props = { params: Promise<{ locale: string }> };

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return pageMetadata(params, "termsConditions", { path: "/terms-conditions" });
}

// spec 1 §7 GET terms-condition: the text comes from the server in the page's language and is sanitized before rendering.
export default async function TermsConditionsPage({ params }: Props) {
  const locale = await pageLocale(params);
  return <LegalDocument page="termsConditions" result={await termsPage(locale)} />;
}
