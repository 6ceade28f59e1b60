import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ChatIcon } from "@/components/ui/icons";
import { pageLocale, pageMetadata } from "@/lib/i18n/page";

type Props = { params: Promise<{ locale: string }> };

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return pageMetadata(params, "socialChat", { noindex: true });
}

// spec 3 §2 Chat: with no conversation open, the right column invites the user to choose one (desktop only).
export default async function SocialChatPage({ params }: Props) {
  await pageLocale(params);
  const t = await getTranslations("chat");
  return (
    <div className="flex flex-1 flex-col items-center justify-center px-6 py-16 text-center">
      <ChatIcon className="size-10 text-gray-400" />
      <p className="mt-3 font-semibold">{t("pickConversation")}</p>
      <p className="mt-1 text-sm text-gray-600">{t("pickConversationText")}</p>
    </div>
  );
}
