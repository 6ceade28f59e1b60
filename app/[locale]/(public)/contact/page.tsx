import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ClientMessages } from "@/components/providers/client-messages";
import { ContactForm } from "@/components/content/contact-form";
import { PointMapOnDemand } from "@/components/map/point-map-on-demand";
import { StaticMap } from "@/components/map/static-map";
import { TitledPage } from "@/components/shell/titled-page";
import { MailIcon, PhoneIcon, PinIcon } from "@/components/ui/icons";
import { aboutUs } from "@/lib/api/content";
import { openStreetMapUrl } from "@/lib/content/map";
import { pageLocale, pageMetadata } from "@/lib/i18n/page";
import { TIRANA } from "@/lib/brand";
import { log } from "@/lib/log";

type Props = { params: Promise<{ locale: string }> };

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return pageMetadata(params, "contact", { path: "/contact" });
}

// spec 1 §2 Contact: map, message form, company address, e-mail and phone (GET about-us).
export default async function ContactPage({ params }: Props) {
  const locale = await pageLocale(params);
  const [t, about] = await Promise.all([getTranslations("contact"), aboutUs(locale)]);
  const data = about.ok ? about.data.data : null;
  if (!about.ok) log.error({ area: "contact", kind: about.error.kind, status: about.error.status }, "about-us failed");
  const latitude = data?.pointer_latitude ?? TIRANA.latitude;
  const longitude = data?.pointer_longitude ?? TIRANA.longitude;
  return (
    <TitledPage page="contact">
      <div className="mt-8 grid gap-8 lg:grid-cols-[1.2fr_1fr]">
        <ClientMessages namespaces={["contact", "alerts"]}>
          <ContactForm />
        </ClientMessages>
        <section aria-labelledby="contact-details" className="flex flex-col gap-4">
          <h2 id="contact-details" className="sr-only">
            {t("detailsTitle")}
          </h2>
          <div className="aspect-[16/10] overflow-hidden rounded-3xl ring-1 ring-gray-200">
            <PointMapOnDemand latitude={latitude} longitude={longitude} label={t("mapLabel")} address={data?.company_address ?? t("mapFallbackAddress")} showLabel={t("showMap")}>
              <StaticMap label={t("mapLabel")} />
            </PointMapOnDemand>
          </div>
          {/* A <dl> holds only <dt>/<dd> groups (a <div> each at most): the icons sit in the <dt>s, the map link after the list. */}
          <div className="grid gap-3 rounded-3xl bg-gray-50 p-6 text-sm">
            <dl className="grid gap-3">
              {data?.company_address && (
                <div className="relative pl-8">
                  <dt className="font-semibold">
                    <PinIcon className="absolute left-0 top-0 size-5 text-brand-700" />
                    {t("addressTitle")}
                  </dt>
                  <dd className="mt-0.5 text-gray-700">{data.company_address}</dd>
                </div>
              )}
              {data && (
                <>
                  <div className="relative pl-8">
                    <dt className="font-semibold">
                      <MailIcon className="absolute left-0 top-0 size-5 text-brand-700" />
                      {t("emailTitle")}
                    </dt>
                    <dd className="mt-0.5">
                      <a href={`mailto:${data.company_email}`} className="text-brand-700 hover:underline">
                        {data.company_email}
                      </a>
                    </dd>
                  </div>
                  <div className="relative pl-8">
                    <dt className="font-semibold">
                      <PhoneIcon className="absolute left-0 top-0 size-5 text-brand-700" />
                      {t("phoneTitle")}
                    </dt>
                    <dd className="mt-0.5">
                      <a href={`tel:${data.company_phone.replace(/\s+/g, "")}`} className="text-brand-700 hover:underline">
                        {data.company_phone}
                      </a>
                    </dd>
                  </div>
                </>
              )}
            </dl>
            <a href={openStreetMapUrl(latitude, longitude)} target="_blank" rel="noopener noreferrer" className="btn btn-outline mt-2 self-start">
              {t("openMap")}
            </a>
          </div>
        </section>
      </div>
    </TitledPage>
  );
}
