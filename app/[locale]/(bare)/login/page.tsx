import type { Metadata } from "next";
import { PlaceholderPage } from "@/components/shell/placeholder-page";
import { pageLocale, pageMetadata, type PageKey } from "@/lib/i18n/page";

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ view?: string | string[] }> };

// spec 1 §2: three views by query `view`: login (default), register, forgot-pass.
async function viewKey(searchParams: Props["searchParams"]): Promise<PageKey> {
  const { view } = await searchParams;
  return view === "register" ? "register" : view === "forgot-pass" ? "forgotPassword" : "login";
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  return pageMetadata(params, "login", { noindex: true, titleKey: await viewKey(searchParams) });
}

export default async function LoginPage({ params, searchParams }: Props) {
  await pageLocale(params);
  return <PlaceholderPage page={await viewKey(searchParams)} card />;
}
