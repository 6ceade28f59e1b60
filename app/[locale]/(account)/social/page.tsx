import type { Metadata } from "next";
import { redirect } from "@/lib/i18n/navigation";
import { pageLocale, pageMetadata } from "@/lib/i18n/page";

type Props = { params: Promise<{ locale: string }> };

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return pageMetadata(params, "social", { noindex: true });
}

// spec 3 §2 Social: the tabs are the routes social/chat, social/friends, social/shijoies and social/invitations;
// the social area opens on its first tab, the chat.
export default async function SocialPage({ params }: Props) {
  const locale = await pageLocale(params);
  redirect({ href: "/social/chat", locale });
}
