import { getTranslations } from "next-intl/server";
import { Link } from "@/lib/i18n/navigation";
import { BikeIcon } from "@/components/ui/icons/bike";
import { ChatIcon } from "@/components/ui/icons/message-circle";
import { MapIcon } from "@/components/ui/icons/map";
import { StoreIcon } from "@/components/ui/icons/store";
import { TagIcon } from "@/components/ui/icons/tag";
import { UserIcon } from "@/components/ui/icons/user";
import { WalletIcon } from "@/components/ui/icons/wallet";
import { HeartIcon } from "@/components/ui/icons/heart";
import type { ReactNode } from "react";

// spec 1 §2 Home: app intro, feature cards (messages, map, story), app features (cashback, earn-invite, coupon,
// referral), business cards (vendor, rider, join) linking to /partner, /courier or a mailto.
const JOIN_MAILTO = "mailto:info@shijo.al";

function Card({ icon, title, text, children }: { icon: ReactNode; title: string; text: string; children?: ReactNode }) {
  return (
    <li className="flex flex-col gap-2 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-100">
      <span className="grid size-11 place-items-center rounded-full bg-brand-50 text-brand-700">{icon}</span>
      <h3 className="text-lg font-semibold text-ink">{title}</h3>
      <p className="text-sm text-gray-700">{text}</p>
      {children}
    </li>
  );
}

/** Below the fold on a phone: each section is drawn when it comes near (`render-later`, issue 31). */
export async function HomeBlocks() {
  const t = await getTranslations("home");
  const icon = "size-6";
  return (
    <>
      <section aria-labelledby="home-intro" className="render-later mx-auto grid w-full max-w-7xl gap-4 px-4 py-10 sm:px-6 lg:grid-cols-2 lg:items-center lg:px-8 [--later-size:52rem]">
        <div>
          <h2 id="home-intro" className="text-2xl font-bold text-ink sm:text-3xl">
            {t("intro_title")}
          </h2>
          <p className="mt-3 text-base text-gray-700">{t("intro_text")}</p>
          <Link href="/download-app" className="btn btn-primary mt-5">
            {t("intro_cta")}
          </Link>
        </div>
        <div>
          <h3 className="sr-only">{t("features_title")}</h3>
          <ul className="grid gap-3 sm:grid-cols-3 lg:grid-cols-1 xl:grid-cols-3">
            <Card icon={<ChatIcon className={icon} />} title={t("feature_messages_title")} text={t("feature_messages_text")} />
            <Card icon={<MapIcon className={icon} />} title={t("feature_map_title")} text={t("feature_map_text")} />
            <Card icon={<HeartIcon className={icon} />} title={t("feature_story_title")} text={t("feature_story_text")} />
          </ul>
        </div>
      </section>

      <section aria-labelledby="home-app-features" className="render-later bg-brand-50/60 [--later-size:52rem]">
        <div className="mx-auto w-full max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
          <h2 id="home-app-features" className="text-2xl font-bold text-ink">
            {t("app_features_title")}
          </h2>
          <ul className="mt-5 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            <Card icon={<WalletIcon className={icon} />} title={t("cashback_title")} text={t("cashback_text")} />
            <Card icon={<UserIcon className={icon} />} title={t("earn_invite_title")} text={t("earn_invite_text")} />
            <Card icon={<TagIcon className={icon} />} title={t("coupon_title")} text={t("coupon_text")} />
            <Card icon={<HeartIcon className={icon} />} title={t("referral_title")} text={t("referral_text")} />
          </ul>
        </div>
      </section>

      <section aria-labelledby="home-business" className="render-later mx-auto w-full max-w-7xl px-4 py-10 sm:px-6 lg:px-8 [--later-size:50rem]">
        <h2 id="home-business" className="text-2xl font-bold text-ink">
          {t("business_title")}
        </h2>
        <ul className="mt-5 grid gap-3 md:grid-cols-3">
          <Card icon={<StoreIcon className={icon} />} title={t("business_vendor_title")} text={t("business_vendor_text")}>
            <Link href="/partner" className="btn btn-secondary mt-auto self-start">
              {t("business_vendor_cta")}
            </Link>
          </Card>
          <Card icon={<BikeIcon className={icon} />} title={t("business_rider_title")} text={t("business_rider_text")}>
            <Link href="/courier" className="btn btn-secondary mt-auto self-start">
              {t("business_rider_cta")}
            </Link>
          </Card>
          <Card icon={<ChatIcon className={icon} />} title={t("business_join_title")} text={t("business_join_text")}>
            <a href={JOIN_MAILTO} className="btn btn-secondary mt-auto self-start">
              {t("business_join_cta")}
            </a>
          </Card>
        </ul>
      </section>
    </>
  );
}
