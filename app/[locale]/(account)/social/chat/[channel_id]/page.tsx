import type { Metadata } from "next";
import { TitledPage } from "@/components/shell/titled-page";
import { pageLocale, pageMetadata } from "@/lib/i18n/page";

type Props = { params: Promise<{ locale: string; channel_id: string }> };

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return pageMetadata(params, "socialChatChannel", { noindex: true });
}

export default async function SocialChatChannelPage({ params }: Props) {
  await pageLocale(params);
  return <TitledPage page="socialChatChannel" />;
}
