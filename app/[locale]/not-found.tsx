import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { NotFoundView } from "@/components/shell/not-found-view";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("notFound");
  return { title: t("title"), robots: { index: false } };
}

// notFound() called by a page under [locale] (an unknown vendor hash, order id…): status 404.
// Next renders this boundary in the browser (vercel/next.js#62228), so unknown *paths* are left
// unmatched instead and get the server-rendered app/not-found.tsx.
export default function LocaleNotFound() {
  return <NotFoundView />;
}
