"use client";

import { useTranslations } from "@/lib/i18n/client";
import { ShareLink } from "@/components/ui/share-link";

/** spec 3 §2 referral code and link: the Web Share API where there is one, else a copy; spec 3 §9 copy notice 2 s. */
export function ShareReferral({ link, text }: { link: string; text: string }) {
  const t = useTranslations("earn");
  return <ShareLink url={link} text={text} labels={{ share: t("share"), copy: t("copy"), copied: t("copied") }} />;
}
