import { blogOgImage } from "@/components/blog/blog-og-image";

export const alt = "Shijo blog";
export const size = { width: 1200, height: 630 };
export const contentType = "image/png";

type Props = { params: Promise<{ locale: string; blog_hash: string; blog_name: string }> };

// The shared-link preview of a post: its title, author, categories and reading time on the brand background.
export default async function Image({ params }: Props) {
  return blogOgImage(await params);
}
