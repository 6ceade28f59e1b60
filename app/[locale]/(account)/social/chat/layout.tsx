import type { ReactNode } from "react";
import { ChatShell } from "@/components/chat/chat-shell";
import { ClientMessages } from "@/components/providers/client-messages";
import { SocialPage } from "@/components/social/social-page";
import { requireUser } from "@/lib/auth/require-user";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page";

// spec 3 §2 Chat: the list and the open conversation share one frame; as a layout it stays mounted while the user
// moves between /social/chat and /social/chat/{id}, so the live stream is opened once.
export default async function ChatLayout({ children, params }: { children: ReactNode; params: LocaleParams }) {
  await pageLocale(params);
  const user = await requireUser();
  return (
    <SocialPage page="socialChat" tab="/social/chat">
      <ClientMessages namespaces={["social", "chat", "chatTools", "location"]}>
        <ChatShell me={{ id: user.id, full_name: user.full_name, photo: user.photo }}>{children}</ChatShell>
      </ClientMessages>
    </SocialPage>
  );
}
