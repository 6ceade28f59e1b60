import type { Metadata } from "next";
import { Conversation } from "@/components/chat/conversation";
import { requireUser } from "@/lib/auth/require-user";
import { pageLocale, pageMetadata } from "@/lib/i18n/page";

type Props = { params: Promise<{ locale: string; channel_id: string }> };

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return pageMetadata(params, "socialChatChannel", { noindex: true });
}

// spec 3 §2 Conversation: the channel is read in the browser through the chat port (lib/chat), so the Firestore
// adapter can replace the local one; a bad or foreign id gets the translated 404/403 text there.
export default async function SocialChatChannelPage({ params }: Props) {
  await pageLocale(params);
  const [user, { channel_id }] = await Promise.all([requireUser(), params]);
  return <Conversation key={channel_id} channelId={channel_id} me={{ id: user.id, full_name: user.full_name, photo: user.photo }} />;
}
