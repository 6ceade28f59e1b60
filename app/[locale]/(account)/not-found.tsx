import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { NotFoundBlock } from "@/components/shell/not-found-view";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("notFound");
  return { title: t("title"), robots: { index: false } };
}

// notFound() called by a page of this group (an unknown vendor hash, order id…): status 404, and the browser renders
// this boundary (vercel/next.js#62228) inside the group's layout, so its shell is the page's own. Next sends a
// not-found boundary with every page under its segment: with the shell in it, each page carried a second copy of the
// header, footer and sidebar (ADR 0041). Unknown *paths* get app/global-not-found.tsx, server-rendered.
export default function GroupNotFound() {
  return <NotFoundBlock />;
}
