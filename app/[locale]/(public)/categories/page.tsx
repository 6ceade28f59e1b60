import type { Metadata } from "next";
import { PlaceholderPage } from "@/components/shell/placeholder-page";
import { pageLocale, pageMetadata } from "@/lib/i18n/page";

type Props = { params: Promise<{ locale: string }> };

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return pageMetadata(params, "categories", { path: "/categories" });
}

export default async function CategoriesPage({ params }: Props) {
  await pageLocale(params);
  return <PlaceholderPage page="categories" />;
}
