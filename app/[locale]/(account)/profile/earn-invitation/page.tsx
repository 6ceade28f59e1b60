import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { EarnFrame, EarnHidden } from "@/components/earn/earn-frame";
import { EarnSend, type EarnReceiver } from "@/components/earn/earn-send";
import { ShareReferral } from "@/components/earn/share-referral";
import { ClockIcon, GiftIcon } from "@/components/ui/icons";
import { serverApiContext } from "@/lib/api/context";
import { checkEarnInvitation, getEarnSettings, getMyReferralCode, getReferralLink, getRewardRates } from "@/lib/api/earn";
import { getShijoer } from "@/lib/api/social";
import { requireUser } from "@/lib/auth/require-user";
import { formatPrice } from "@/lib/format/price";
import { Link } from "@/lib/i18n/navigation";
import { pageLocale, pageMetadata } from "@/lib/i18n/page";
import { DEFAULT_REWARD_RATES, rewardPeaks } from "@/lib/rewards/invite-rate";
import { formatList } from "@/lib/format/list";
import { formatPercent } from "@/lib/format/number";
import { remainingText } from "@/lib/rewards/remaining";
import { inviteTimerVisible } from "@/lib/social/invitation";

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return pageMetadata(params, "profileEarnInvitation", { noindex: true });
}

const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? "";

// spec 3 §2 /profile/earn-invitation: the invite-and-earn home, driven by the referral settings (spec 3 §3). The
// receiver picked on /profile/earninvite-friend or -shijoer comes back in the URL (?receiver=&via=), so reload and
// back keep it.
export default async function ProfileEarnInvitationPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  await requireUser();
  const query = await searchParams;
  const ctx = await serverApiContext();
  const [settings, t] = await Promise.all([getEarnSettings(ctx), getTranslations("earn")]);
  if (!settings.ok || settings.data.show_earn_invitation_module !== 1) {
    return (
      <EarnFrame page="profileEarnInvitation">
        <EarnHidden text={t("hidden")} />
      </EarnFrame>
    );
  }
  const receiverId = Number.parseInt(one(query.receiver), 10);
  const via = one(query.via) === "shijoer" ? "shijoer" : "friend";
  const [timer, code, rates, person] = await Promise.all([
    checkEarnInvitation(ctx),
    getMyReferralCode(ctx),
    getRewardRates(ctx),
    Number.isSafeInteger(receiverId) && receiverId > 0 ? getShijoer(ctx, receiverId) : Promise.resolve(null),
  ]);
  const link = code.ok && code.data ? await getReferralLink(ctx, code.data) : null;
  const s = settings.data;
  const peaks = rewardPeaks(rates.ok && rates.data.length > 0 ? rates.data : DEFAULT_REWARD_RATES);
  const receiver: EarnReceiver | null = person?.ok ? { id: person.data.shijoer.id, name: person.data.shijoer.full_name, via } : null;
  const canInvite = !timer.ok || timer.data.can_invite === 1;
  const showTimer = timer.ok && inviteTimerVisible(timer.data);

  return (
    <EarnFrame page="profileEarnInvitation">
      <section aria-labelledby="earn-how" className="mt-6 rounded-3xl bg-brand-50 p-6">
        <h2 id="earn-how" className="flex items-center gap-2 text-xl font-bold">
          <GiftIcon className="size-5" aria-hidden />
          {t("intro")}
        </h2>
        <p className="mt-3" data-testid="earn-reward-text">{t("rewardText", { rate: formatPercent(peaks.rate, locale), base: formatPercent(peaks.base, locale), bands: formatList(peaks.bands, locale) })}</p>
        <p className="mt-2 text-sm text-gray-700">{t("fixedNote")}</p>
        <p className="mt-2 text-sm text-gray-700">{t("oncePerCycle", { count: s.cycle_hours_earn_invitation, days: s.exp_days_earn_invitation })}</p>
        {s.earninvitation_howto_works && <p className="mt-2 text-sm text-gray-700">{s.earninvitation_howto_works}</p>}
      </section>

      {showTimer && timer.ok ? (
        <section aria-labelledby="earn-timer" className="mt-6 rounded-3xl bg-white p-6 ring-1 ring-gray-100">
          <h2 id="earn-timer" className="flex items-center gap-2 font-semibold">
            <ClockIcon className="size-5" aria-hidden />
            {t("timerTitle")}
          </h2>
          <p className="mt-1 text-2xl font-extrabold" data-testid="earn-timer">{remainingText(timer.data.remaining_time_to_use, (unit, count) => t(unit, { count }), locale)}</p>
        </section>
      ) : canInvite ? (
        <section aria-labelledby="earn-send" className="mt-6 rounded-3xl bg-white p-6 ring-1 ring-gray-100">
          <h2 id="earn-send" className="sr-only">{t("send")}</h2>
          <div className="flex flex-wrap gap-3">
            <Link href="/profile/earninvite-friend" className="btn btn-outline">{t("chooseFriend")}</Link>
            <Link href="/profile/earninvite-shijoer" className="btn btn-outline">{t("chooseShijoer")}</Link>
          </div>
          {receiver && <p className="mt-4 font-semibold" role="status">{t("receiver", { name: receiver.name })}</p>}
          <div className="mt-4">
            <EarnSend receiver={receiver} />
          </div>
        </section>
      ) : null}

      <p className="mt-6 flex flex-wrap gap-x-6 gap-y-2">
        <Link href="/profile/earn-invitations" className="font-semibold text-brand-700 underline">{t("history")}</Link>
        <Link href="/profile/earn-invitations?tab=received&active=1" className="font-semibold text-brand-700 underline">{`${t("tab_received")} · ${t("activeOnly")}`}</Link>
      </p>

      {s.show_referral_module === 1 && code.ok && code.data && (
        <section aria-labelledby="earn-referral" className="mt-8 rounded-3xl bg-white p-6 ring-1 ring-gray-100">
          <h2 id="earn-referral" className="text-xl font-bold">{t("referralTitle")}</h2>
          <p className="mt-2 text-gray-700">{t("referralText", { amount: formatPrice(s.referral_reward_amount, locale) })}</p>
          <p className="mt-3 font-mono text-2xl font-extrabold tracking-widest" data-testid="referral-code">{code.data}</p>
          {link?.ok && (
            <>
              <p className="mt-2 break-all text-sm text-gray-600">{link.data.referral_link}</p>
              <ShareReferral link={link.data.referral_link} text={(s.referral_code_share_message ?? "").split("###").join(code.data)} />
            </>
          )}
        </section>
      )}
    </EarnFrame>
  );
}
