import type { Metadata } from "next";
import { PlaceholderPage } from "@/components/shell/placeholder-page";
import { pageLocale, pageMetadata } from "@/lib/i18n/page";

type Props = { params: Promise<{ locale: string; blog_hash: string; blog_name: string }> };

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return pageMetadata(params, "blogPost");
}

export default async function BlogPostPage({ params }: Props) {
  await pageLocale(params);
  return <PlaceholderPage page="blogPost" />;
}
