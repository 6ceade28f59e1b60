import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { HomeStartup } from "@/components/account/home-startup";
import { PlaceholderPage } from "@/components/shell/placeholder-page";
import { pageLocale, pageMetadata } from "@/lib/i18n/page";

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const metadata = await pageMetadata(params, "home", { path: "/" });
  // The home page keeps the full site title, without the "· Shijo" template.
  const t = await getTranslations({ locale: await pageLocale(params), namespace: "meta" });
  return { ...metadata, title: { absolute: t("siteTitle") }, openGraph: { ...metadata.openGraph, title: t("siteTitle") } };
}

export default async function HomePage({ params }: Props) {
  await pageLocale(params);
  return <PlaceholderPage page="home"><HomeStartup /></PlaceholderPage>;
}
