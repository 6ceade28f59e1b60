import type { Metadata } from "next";
import { HelpFaqPage } from "@/components/content/help-faq-page";
import { pageLocale, pageMetadata } from "@/lib/i18n/page";

type Props = { params: Promise<{ locale: string }> };

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return pageMetadata(params, "helpCourier", { path: "/help/courier" });
}

// spec 1 §2 help pages; FAQs from GET orders/get-faqs in the page's language.
export default async function HelpCourierPage({ params }: Props) {
  const locale = await pageLocale(params);
  return <HelpFaqPage page="helpCourier" locale={locale} scopes={["courier"]} apply={{ href: "/courier", label: "applyCourier" }} />;
}
