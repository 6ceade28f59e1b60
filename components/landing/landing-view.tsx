import { headers } from "next/headers";
import { getTranslations } from "next-intl/server";
import { ClientMessages } from "@/components/providers/client-messages";
import { FaqList, faqEntries, type FaqEntry } from "@/components/content/faq-list";
import { AppQr } from "@/components/shell/app-qr";
import { StoreBadges } from "@/components/shell/store-badges";
import { BagIcon } from "@/components/ui/icons/shopping-bag";
import { BikeIcon } from "@/components/ui/icons/bike";
import { CalendarIcon } from "@/components/ui/icons/calendar";
import { ChefIcon } from "@/components/ui/icons/chef-hat";
import { ClockIcon } from "@/components/ui/icons/clock";
import { LockIcon } from "@/components/ui/icons/lock";
import { StarIcon } from "@/components/ui/icons/star";
import { StoreIcon } from "@/components/ui/icons/store";
import { WalletIcon } from "@/components/ui/icons/wallet";
import { WifiIcon } from "@/components/ui/icons/wifi";
import { ApiImage } from "@/components/ui/api-image";
import { faqs } from "@/lib/api/content";
import type { Landing } from "@/lib/api/schemas/landing";
import { landingVendorJsonLd, serializeJsonLd } from "@/lib/content/jsonld";
import { formatFigure, formatPercent } from "@/lib/format/number";
import { formatPrice } from "@/lib/format/price";
import { getPathname, Link } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";
import { CASHBACK_LEVELS } from "@/lib/rewards/cashback";
import { siteOrigin } from "@/lib/site-url";
import { storePath } from "@/lib/vendors/order-method";
import { LandingSignup } from "./landing-signup";
import { landingPath } from "./landing-route";
import { LandingPageView, TrackedLink } from "./landing-tracker";
import { ReviewsCarousel } from "./reviews-carousel";
import { vendorKind } from "@/lib/vendors/kind";

const LEVEL_KEY = { silver: "levelSilver", gold: "levelGold", platinum: "levelPlatinum" } as const;

function Section({ id, title, children, className = "" }: { id: string; title: string; children: React.ReactNode; className?: string }) {
  return (
    <section aria-labelledby={id} className={`render-later mt-16 ${className}`}>
      <h2 id={id} className="text-2xl font-bold tracking-tight">
        {title}
      </h2>
      <div className="mt-6">{children}</div>
    </section>
  );
}

/** spec 1 §2 "Vendor landing page": every block, server-rendered; the tracker and the carousel hydrate. */
export async function LandingView({ hash, landing, method, locale }: { hash: string; landing: Landing; method: string; locale: Locale }) {
  const { restaurant, landingPage: page } = landing;
  const [t, orderFaqs, generalFaqs, origin, nonce] = await Promise.all([
    getTranslations("landing"),
    faqs(locale, "order"),
    faqs(locale, "general"),
    siteOrigin(),
    headers().then((h) => h.get("x-nonce") ?? undefined),
  ]);
  const orderHref = storePath({ hash_id: restaurant.hash_id ?? hash, slug: restaurant.slug || "vendor", order_method: method });
  const jsonLd = landingVendorJsonLd({
    url: origin + getPathname({ href: landingPath(hash), locale }),
    name: restaurant.name,
    description: page.description ?? null,
    vendorType: restaurant.vendor_type ?? null,
    logo: restaurant.logo ?? null,
    image: page.backgroundImage ?? null,
    address: restaurant.address ?? null,
    city: restaurant.city ?? null,
    country: restaurant.country ?? null,
    latitude: restaurant.latitude ?? null,
    longitude: restaurant.longitude ?? null,
    phone: restaurant.phone ?? null,
    orderUrl: origin + getPathname({ href: orderHref, locale }),
  });
  const faqGroups: Array<{ id: string; title: string; entries: FaqEntry[] }> = [
    { id: "faq-vendor", title: t("faqVendorGroup", { name: restaurant.name, type: vendorKind(restaurant.vendor_type) }), entries: page.faqs.map((f) => ({ question: f.question, answer: f.answer })) },
    { id: "faq-ordering", title: t("faqOrderingGroup"), entries: orderFaqs.ok ? faqEntries(orderFaqs.data.faqs, locale).slice(0, 4) : [] },
    { id: "faq-general", title: t("faqGeneralGroup"), entries: generalFaqs.ok ? faqEntries(generalFaqs.data.faqs, locale).slice(0, 4) : [] },
  ].filter((g) => g.entries.length > 0);

  return (
    <div className="mx-auto w-full max-w-7xl px-4 pb-16 sm:px-6 lg:px-8">
      <script type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{ __html: serializeJsonLd(jsonLd) }} />
      <LandingPageView hashId={hash} />

      {/* Hero: name, times, order now, wifi, review and app links. */}
      <div className="relative mt-6 overflow-hidden rounded-[2rem] bg-ink text-white">
        {page.backgroundImage && (
          <ApiImage src={page.backgroundImage} alt="" width={1200} height={500} sizes="(min-width: 40rem) 67vw, 100vw" preload className="absolute inset-y-0 right-0 h-full w-full object-cover object-right opacity-25 sm:w-2/3" />
        )}
        <div className="relative flex flex-col gap-6 p-6 sm:p-12">
          <div className="flex items-center gap-4">
            {restaurant.logo && (
              <ApiImage src={restaurant.logo} alt="" width={80} height={80} sizes="80px" loading="eager" className="size-16 rounded-2xl bg-white object-cover sm:size-20" />
            )}
            <div>
              <h1 className="text-3xl font-bold tracking-tight sm:text-5xl">{restaurant.name}</h1>
              {page.subtitle && <p className="mt-1 text-lg text-white/85">{page.subtitle}</p>}
            </div>
          </div>
          {page.description && <p className="max-w-2xl text-white/85">{page.description}</p>}
          <ul className="flex flex-wrap gap-2 text-sm font-semibold">
            <li className="flex items-center gap-2 rounded-full bg-white/15 px-4 py-2 backdrop-blur">
              <ClockIcon className="size-4" />
              {t("deliveryTime", { minutes: page.deliveryTimeMinutes })}
            </li>
            <li className="flex items-center gap-2 rounded-full bg-white/15 px-4 py-2 backdrop-blur">
              <ChefIcon className="size-4" />
              {t("preparationTime", { minutes: page.preparationTime })}
            </li>
            {page.wifiCode && (
              <li className="flex items-center gap-2 rounded-full bg-white/15 px-4 py-2 backdrop-blur">
                <WifiIcon className="size-4" />
                {t("wifi")}: <span className="font-mono">{page.wifiCode}</span>
              </li>
            )}
          </ul>
          <div className="flex flex-wrap gap-3">
            <Link href={orderHref} className="btn btn-primary h-12 px-8 text-base">
              {t("orderNow")}
            </Link>
            {page.googleReviewLink && (
              <TrackedLink hashId={hash} action="GOOGLE_REVIEW_CLICK" href={page.googleReviewLink} className="btn h-12 bg-white px-6 text-ink hover:bg-gray-100">
                <StarIcon className="size-4 text-amber-500" />
                {t("reviewButton")}
              </TrackedLink>
            )}
          </div>
        </div>
      </div>

      {page.popularItems.length > 0 && (
        <Section id="landing-popular" title={t("popularTitle")}>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {page.popularItems.map((item) => (
              // The section starts near the fold on a phone; each item (and its picture) is drawn as it comes near.
              <li key={item.id} className="render-later overflow-hidden rounded-3xl bg-white ring-1 ring-gray-200 [--later-size:24rem]">
                {item.imagePath && (
                  <ApiImage src={item.imagePath} alt="" width={600} height={600} sizes="(min-width: 64rem) 19rem, (min-width: 40rem) 50vw, 100vw" className="aspect-[4/3] w-full bg-gray-100 object-cover" />
                )}
                <div className="p-4">
                  <p className="font-semibold">{item.title}</p>
                  {item.description && <p className="mt-1 line-clamp-2 text-sm text-gray-600">{item.description}</p>}
                  <p className="mt-2 font-bold text-brand-700">{formatPrice(item.price, locale)}</p>
                </div>
              </li>
            ))}
          </ul>
          <Link href={orderHref} className="btn btn-secondary mt-6">
            {t("orderNow")}
          </Link>
        </Section>
      )}

      <div className="mt-10 flex items-start gap-4 rounded-3xl bg-emerald-50 p-6 text-emerald-900">
        <LockIcon className="mt-0.5 size-6 shrink-0" />
        <div>
          <p className="font-semibold">{t("securePaymentTitle")}</p>
          <p className="mt-1 text-sm">{t("securePayment")}</p>
        </div>
      </div>

      {page.reviews.length > 0 && (
        <Section id="landing-reviews" title={t("reviewsTitle")}>
          <ClientMessages namespaces={["landing"]}>
            <ReviewsCarousel reviews={page.reviews} />
          </ClientMessages>
        </Section>
      )}

      {page.testimonials.length > 0 && (
        <Section id="landing-testimonials" title={t("testimonialsTitle")}>
          <ul className="grid gap-4 md:grid-cols-2">
            {page.testimonials.map((item, i) => (
              <li key={i} className="rounded-3xl bg-brand-50 p-6 text-lg leading-8 text-gray-800">
                <blockquote>“{item.content}”</blockquote>
              </li>
            ))}
          </ul>
        </Section>
      )}

      <Section id="landing-cashback" title={t("cashbackTitle")}>
        <p className="max-w-2xl text-gray-700">{t("cashbackText")}</p>
        <ol className="mt-6 grid gap-4 sm:grid-cols-3">
          {CASHBACK_LEVELS.map((level) => (
            <li key={level.level} className="rounded-3xl p-6 ring-1 ring-gray-200">
              <WalletIcon className="size-7 text-brand-700" />
              <p className="mt-3 font-semibold">{t(LEVEL_KEY[level.level])}</p>
              <p className="mt-1 text-2xl font-bold">{t("levelPercent", { percent: formatPercent(level.percent, locale) })}</p>
            </li>
          ))}
        </ol>
      </Section>

      {page.stats.length > 0 && (
        <Section id="landing-stats" title={t("statsTitle")}>
          <dl className="grid gap-4 sm:grid-cols-3">
            {page.stats.map((s) => (
              <div key={s.title} className="rounded-3xl bg-ink p-6 text-white">
                <dt className="text-sm text-white/75">{s.title}</dt>
                <dd className="mt-1 text-3xl font-bold">{formatFigure(s.value, locale)}</dd>
              </div>
            ))}
          </dl>
        </Section>
      )}

      {faqGroups.length > 0 && (
        <Section id="landing-faq" title={t("faqTitle")}>
          <div className="grid gap-8 lg:grid-cols-3">
            {faqGroups.map((group) => (
              <div key={group.id}>
                <h3 id={group.id} className="text-lg font-semibold">
                  {group.title}
                </h3>
                <FaqList entries={group.entries} className="mt-3" />
              </div>
            ))}
          </div>
        </Section>
      )}

      <div className="mt-16">
        <ClientMessages namespaces={["landing", "newsletter"]}>
          <LandingSignup hashId={hash} name={restaurant.name} />
        </ClientMessages>
      </div>

      <Section id="landing-features" title={t("featuresTitle")}>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {[
            { Icon: BikeIcon, title: t("featureDelivery"), text: t("featureDeliveryText") },
            { Icon: BagIcon, title: t("featurePickup"), text: t("featurePickupText") },
            { Icon: StoreIcon, title: t("featureReserve"), text: t("featureReserveText") },
            { Icon: CalendarIcon, title: t("featureSchedule"), text: t("featureScheduleText") },
          ].map(({ Icon, title, text }) => (
            <li key={title} className="rounded-3xl bg-gray-50 p-6">
              <Icon className="size-7 text-brand-700" />
              <p className="mt-3 font-semibold">{title}</p>
              <p className="mt-1 text-sm text-gray-600">{text}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="landing-app" title={t("appTitle")}>
        <div className="flex flex-col items-start gap-6 rounded-3xl bg-brand-50 p-6 sm:flex-row sm:items-center sm:p-10">
          <AppQr label={t("appTitle")} className="size-36 shrink-0" />
          <div>
            <p className="max-w-xl text-gray-700">{t("appText")}</p>
            <StoreBadges className="mt-4" />
            {page.appDeepLink && (
              <TrackedLink hashId={hash} action="APP_LINK_CLICK" href={page.appDeepLink} external={false} className="btn btn-outline mt-4">
                {t("openInApp")}
              </TrackedLink>
            )}
          </div>
        </div>
      </Section>
    </div>
  );
}
