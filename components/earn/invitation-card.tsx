import { getTranslations } from "next-intl/server";
import type { EarnInvitationItem } from "@/lib/api/schemas/earn";
import { formatDate } from "@/lib/format/date";
import { formatPrice } from "@/lib/format/price";
import type { Locale } from "@/lib/i18n/routing";
import { Link } from "@/lib/i18n/navigation";
import { remainingText } from "@/lib/rewards/remaining";
import { codeStruckThrough, invitationBadgeKey, invitationTimerVisible, showUseCodeButton } from "@/lib/social/invitation";
import { UseCodeButton } from "./use-code-button";

/**
 * One earn invitation (spec 3 §4 display state): the code (struck through when expired), the badge of its state
 * (Use code / Sent / Used / In use / Expired), the time left while it is usable, and Use code for a received one.
 */
export async function InvitationCard({ inv, locale, link = true }: { inv: EarnInvitationItem; locale: Locale; link?: boolean }) {
  const t = await getTranslations("earn");
  const label = await getTranslations();
  const other = inv.is_received ? inv.sender : inv.receiver;
  const who = other?.full_name ? (inv.is_received ? t("from", { name: other.full_name }) : t("to", { name: other.full_name })) : "";
  const badge = invitationBadgeKey(inv);
  return (
    <article className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-gray-200 bg-white p-4" data-testid="earn-invitation">
      <div className="min-w-0">
        <p className="text-sm text-gray-600">{who}</p>
        <p className={`font-mono text-lg font-bold tracking-wider ${codeStruckThrough(inv) ? "text-gray-500 line-through" : ""}`}>
          {link ? <Link href={`/profile/earn-invitations/${inv.id}`} className="hover:text-brand-700">{inv.invite_code}</Link> : inv.invite_code}
        </p>
        <p className="text-sm text-gray-600">
          {inv.invite_time ? t("invitedOn", { date: formatDate(inv.invite_time) }) : ""}
          {invitationTimerVisible(inv) ? ` · ${t("expiresIn", { time: remainingText(inv.remaining_time_to_use, (unit, count) => t(`left_${unit}`, { count }), locale) })}` : ""}
          {inv.used_rewards_amount > 0 ? ` · ${t("rewardEarned", { amount: formatPrice(inv.used_rewards_amount, locale) })}` : ""}
        </p>
      </div>
      {showUseCodeButton(inv) ? (
        <UseCodeButton invitationId={inv.id} name={inv.invite_code} />
      ) : (
        <span className="rounded-full bg-gray-100 px-3 py-1 text-sm font-semibold text-gray-700">{label(badge)}</span>
      )}
    </article>
  );
}
