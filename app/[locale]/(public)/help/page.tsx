import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { HelpContact } from "@/components/content/help-contact";
import { TitledPage } from "@/components/shell/titled-page";
import { BikeIcon, StoreIcon, UserIcon } from "@/components/ui/icons";
import { pageLocale, pageMetadata } from "@/lib/i18n/page";
import { Link } from "@/lib/i18n/navigation";

type Props = { params: Promise<{ locale: string }> };

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return pageMetadata(params, "help", { path: "/help" });
}

// spec 1 §2: the help index links to the customer, courier and partner pages.
export default async function HelpPage({ params }: Props) {
  await pageLocale(params);
  const t = await getTranslations("help");
  const cards = [
    { href: "/help/customer", title: t("customerTitle"), text: t("customerText"), Icon: UserIcon },
    { href: "/help/courier", title: t("courierTitle"), text: t("courierText"), Icon: BikeIcon },
    { href: "/help/partner", title: t("partnerTitle"), text: t("partnerText"), Icon: StoreIcon },
  ] as const;
  return (
    <TitledPage page="help">
      <ul className="mt-8 grid gap-4 sm:grid-cols-3">
        {cards.map(({ href, title, text, Icon }) => (
          <li key={href}>
            <Link href={href} className="block h-full rounded-3xl bg-white p-6 ring-1 ring-gray-200 transition hover:ring-brand-500">
              <Icon className="size-8 text-brand-700" />
              <span className="mt-4 block text-lg font-semibold">{title}</span>
              <span className="mt-1 block text-sm text-gray-600">{text}</span>
            </Link>
          </li>
        ))}
      </ul>
      <HelpContact />
    </TitledPage>
  );
}
