import type { Metadata } from "next";
import { HelpFaqPage } from "@/components/content/help-faq-page";
import { pageLocale, pageMetadata } from "@/lib/i18n/page";

type Props = { params: Promise<{ locale: string }> };

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return pageMetadata(params, "helpCustomer", { path: "/help/customer" });
}

// spec 1 §2 help pages; FAQs from GET orders/get-faqs in the page's language.
export default async function HelpCustomerPage({ params }: Props) {
  const locale = await pageLocale(params);
  return <HelpFaqPage page="helpCustomer" locale={locale} scopes={["order", "general"]} />;
}
