import type { ReactNode } from "react";
import { getTranslations } from "next-intl/server";
import { ChatShell } from "@/components/chat/chat-shell";
import { ClientMessages } from "@/components/providers/client-messages";
import { QueryProvider } from "@/components/providers/query-provider";
import { SocialTabs } from "@/components/social/social-tabs";
import { PageTitle } from "@/components/ui/page-title";
import { serverApiContext } from "@/lib/api/context";
import { requireUser } from "@/lib/auth/require-user";
import { channelRow, firstRows } from "@/lib/chat/display";
import { firstChannels } from "@/lib/chat/server";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page";

// spec 3 §2 Chat: the list and the open conversation share one frame; as a layout it stays mounted while the user
// moves between /social/chat and /social/chat/{id}, so the live stream is opened once. Issue 24: the frame is an app
// screen (data-app-screen: exactly the viewport below the header, no footer), and the list comes rendered — in the
// same response, streamed after the frame and the open conversation (not awaited here: the list is the longer read,
// and an opened chat's messages do not wait for it). Its own route group, (app-screen), draws the shell without the
// footer; it takes TanStack Query from here, and none of the social tabs' words (the chat's code reads only `chat`).
export default async function ChatLayout({ children, params }: { children: ReactNode; params: LocaleParams }) {
  await pageLocale(params);
  const viewer = requireUser();
  // The list's rows (what each row shows the viewer), not every member of every channel, and its first screenful only:
  // the browser reads the whole list as soon as the page is live (issue 26 §6).
  const channels = Promise.all([firstChannels(serverApiContext()), viewer])
    .then(([list, { id }]) => (list ? firstRows(list.map((channel) => channelRow(channel, id))) : null))
    .catch(() => null);
  const [user, t] = await Promise.all([viewer, getTranslations("pages")]);
  return (
    <div data-app-screen className="mx-auto flex min-h-0 w-full max-w-5xl flex-1 flex-col md:px-6 md:pt-6 md:pb-6 lg:px-8">
      <ClientMessages namespaces={["chat"]}>
        <QueryProvider>
          <ChatShell
            me={{ id: user.id, full_name: user.full_name, photo: user.photo }}
            channels={channels}
            title={<PageTitle>{t("socialChat.title")}</PageTitle>}
            tabs={<SocialTabs current="/social/chat" />}
          >
            {children}
          </ChatShell>
        </QueryProvider>
      </ClientMessages>
    </div>
  );
}
