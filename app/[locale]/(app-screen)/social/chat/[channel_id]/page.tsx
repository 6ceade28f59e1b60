import type { Metadata } from "next";
import { Conversation } from "@/components/chat/conversation";
import { ClientMessages } from "@/components/providers/client-messages";
import { serverApiContext } from "@/lib/api/context";
import { requireUser } from "@/lib/auth/require-user";
import { firstConversation } from "@/lib/chat/server";
import { pageLocale, pageMetadata } from "@/lib/i18n/page";

type Props = { params: Promise<{ locale: string; channel_id: string }> };

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return pageMetadata(params, "socialChatChannel", { noindex: true });
}

// spec 3 §2 Conversation: read and kept live in the browser through the chat port (lib/chat), so the Firestore
// adapter can replace the local one; a bad or foreign id gets the translated 404/403 text there. Issue 24: with the
// product API as the store, the channel and its newest messages come rendered with the page (read in parallel with
// the guard's own check), so opening a chat shows its messages at once.
export default async function SocialChatChannelPage({ params }: Props) {
  await pageLocale(params);
  const { channel_id } = await params;
  const [user, first] = await Promise.all([requireUser(), firstConversation(serverApiContext(), channel_id)]);
  // The composer's tools speak with their own words, sent with a conversation only (not with the list, issue 26 §6).
  return (
    <ClientMessages namespaces={["chatTools", "location"]}>
      <Conversation key={channel_id} channelId={channel_id} me={{ id: user.id, full_name: user.full_name, photo: user.photo }} first={first} />
    </ClientMessages>
  );
}
