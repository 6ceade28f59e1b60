import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { QrCode } from "@/components/content/qr-code";
import { AppQr } from "@/components/shell/app-qr";
import { StoreBadges } from "@/components/shell/store-badges";
import { ApiImage } from "@/components/ui/api-image";
import { PageTitle } from "@/components/ui/page-title";
import { BagIcon, GiftIcon, HeartIcon, SearchIcon } from "@/components/ui/icons";
import { referralLink } from "@/lib/api/content";
import { foodCategories } from "@/lib/api/food-categories";
import { categoryTitle } from "@/lib/api/schemas/food-category";
import { pageLocale, pageMetadata } from "@/lib/i18n/page";
import { Link } from "@/lib/i18n/navigation";
import { CategoryLink } from "@/components/home/category-link";

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

const REFERRAL_CODE = /^[A-Za-z0-9_-]{3,32}$/;

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return pageMetadata(params, "downloadApp", { path: "/download-app" });
}

// spec 1 §2 Download-app: optional referral code parameter (GET get-referral-link), store badges, get-food steps,
// category menu, second badge block.
export default async function DownloadAppPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const query = await searchParams;
  const raw = Array.isArray(query.referral_code) ? query.referral_code[0] : query.referral_code;
  const code = raw && REFERRAL_CODE.test(raw) ? raw.toUpperCase() : null;
  const [t, tp, referral, categories] = await Promise.all([
    getTranslations("downloadApp"),
    getTranslations("pages"),
    code ? referralLink(locale, code) : Promise.resolve(null),
    foodCategories(locale),
  ]);
  const link = referral?.ok ? referral.data.referral_link : null;
  const steps = [
    { Icon: SearchIcon, title: t("step1Title"), text: t("step1Text") },
    { Icon: BagIcon, title: t("step2Title"), text: t("step2Text") },
    { Icon: HeartIcon, title: t("step3Title"), text: t("step3Text") },
  ];

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <div className="grid items-center gap-10 rounded-[2rem] bg-brand-50 p-6 sm:p-12 lg:grid-cols-[1.4fr_1fr]">
        <div>
          <PageTitle className="sm:text-5xl">{tp("downloadApp.title")}</PageTitle>
          <p className="mt-2 text-2xl font-semibold text-brand-800">{t("heroTitle")}</p>
          <p className="mt-4 max-w-xl text-lg text-gray-700">{t("heroText")}</p>
          {code && link && (
            <div className="mt-6 flex items-start gap-3 rounded-2xl bg-white p-4 ring-1 ring-brand-100">
              <GiftIcon className="size-6 shrink-0 text-brand-700" />
              <div>
                <p className="font-semibold">{t("referralTitle")}</p>
                <p className="mt-1 text-sm text-gray-700">{t("referralText", { code })}</p>
                <a href={link} className="mt-2 inline-block text-sm font-semibold text-brand-700 hover:underline">
                  {t("referralOpen")}
                </a>
              </div>
            </div>
          )}
          <StoreBadges className="mt-6" />
        </div>
        <div className="flex flex-col items-center gap-3 text-center">
          {link ? <QrCode data={link} label={t("qrLabel")} className="size-52" /> : <AppQr label={t("qrLabel")} className="size-52" />}
          <p className="text-sm font-medium text-gray-600">{t("scan")}</p>
        </div>
      </div>

      <section aria-labelledby="download-steps" className="mt-16">
        <h2 id="download-steps" className="text-2xl font-bold tracking-tight">
          {t("stepsTitle")}
        </h2>
        <ol className="mt-6 grid gap-4 sm:grid-cols-3">
          {steps.map(({ Icon, title, text }, i) => (
            <li key={title} className="rounded-3xl p-6 ring-1 ring-gray-200">
              <div className="flex items-center gap-3">
                <span aria-hidden="true" className="grid size-10 place-items-center rounded-full bg-brand-700 font-bold text-white">
                  {i + 1}
                </span>
                <Icon className="size-6 text-brand-700" />
              </div>
              <p className="mt-4 text-lg font-semibold">{title}</p>
              <p className="mt-1 text-gray-600">{text}</p>
            </li>
          ))}
        </ol>
      </section>

      {categories.ok && categories.data.food_categories.length > 0 && (
        <nav aria-labelledby="download-categories" className="render-later mt-16 [--later-size:20rem]">
          <h2 id="download-categories" className="text-2xl font-bold tracking-tight">
            {t("categoriesTitle")}
          </h2>
          <ul className="mt-6 flex flex-wrap gap-2">
            {categories.data.food_categories.slice(0, 12).map((c) => (
              <li key={c.id}>
                <CategoryLink categoryId={c.id} className="flex items-center gap-2 rounded-full bg-white py-1.5 pr-4 pl-1.5 font-medium ring-1 ring-gray-200 hover:ring-brand-500">
                  {c.image ? (
                    <ApiImage src={c.image} alt="" width={32} height={32} sizes="32px" className="size-8 rounded-full bg-brand-50 object-contain" />
                  ) : null}
                  {categoryTitle(c, locale)}
                </CategoryLink>
              </li>
            ))}
            <li>
              <Link href="/categories" className="flex h-11 items-center rounded-full px-4 font-semibold text-brand-700 hover:bg-brand-50">
                {t("allCategories")}
              </Link>
            </li>
          </ul>
        </nav>
      )}

      <section aria-labelledby="download-again" className="mt-16 flex flex-col items-center rounded-[2rem] bg-ink px-6 py-12 text-center text-white">
        <h2 id="download-again" className="text-2xl font-bold">
          {t("secondTitle")}
        </h2>
        <p className="mt-2 text-white/80">{t("secondText")}</p>
        <StoreBadges className="mt-6 justify-center" />
      </section>
    </div>
  );
}
