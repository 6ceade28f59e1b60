"use client";

import { useTranslations } from "@/lib/i18n/client";
import { bff } from "@/lib/client/bff";
import { PARTNER_VENDOR_TYPES, partnerDefaults, validatePartner, type PartnerForm as Form } from "@/lib/validation/partner";
import { removeSpaces } from "@/lib/validation/phone";
import { Field } from "@/components/ui/field";
import { useBffForm } from "@/components/ui/use-bff-form";
import { useApplicationAlerts, useCloseGoesHome } from "./application-alerts";
import { PublicFormCard } from "./public-form-card";

const TYPE_LABEL = { restaurant: "typeRestaurant", grocery: "typeGrocery", pharmacy: "typePharmacy", other: "typeOther" } as const;

/** spec 1 §3 / §5 partner application; §8: failure → the server's message or "Diçka shkoi keq"; success → OK goes home. */
export function PartnerFormView() {
  const t = useTranslations();
  const alerts = useApplicationAlerts("partner");
  const { form, onSubmit, busy, sent, alert, closeAlert } = useBffForm<Form>({
    defaultValues: partnerDefaults(),
    rule: validatePartner,
    send: (values) => bff("/api/apply/partner", { body: { ...values, phone: removeSpaces(values.phone) } }),
    ...alerts,
  });
  const closeGoesHome = useCloseGoesHome(sent, closeAlert);
  return (
    <PublicFormCard
      id="partner-form"
      title={t("partner.formTitle")}
      onSubmit={onSubmit}
      busy={busy}
      busyLabel={t("partner.sending")}
      submitLabel={t("partner.submit")}
      alert={alert}
      onAlertClose={closeGoesHome}
    >
      <div className="mt-6 grid gap-4 sm:grid-cols-2">
        <Field id="partner-store" label={t("partner.storeName")} required autoComplete="organization" {...form.register("store_name")} />
        <Field as="select" id="partner-type" label={t("partner.vendorType")} required {...form.register("vendor_type")}>
          {PARTNER_VENDOR_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`partner.${TYPE_LABEL[type]}`)}
            </option>
          ))}
        </Field>
        <Field id="partner-country" label={t("partner.country")} required autoComplete="country-name" {...form.register("country")} />
        <Field id="partner-city" label={t("partner.city")} required autoComplete="address-level2" {...form.register("city")} />
        <Field id="partner-state" label={t("partner.state")} required autoComplete="address-level1" {...form.register("state")} />
        <Field id="partner-name" label={t("partner.fullName")} required autoComplete="name" {...form.register("full_name")} />
        <Field id="partner-phone" label={t("partner.phone")} required type="tel" inputMode="tel" autoComplete="tel-national" {...form.register("phone")} />
        <Field id="partner-email" label={t("partner.email")} required type="email" autoComplete="email" {...form.register("email")} />
      </div>
    </PublicFormCard>
  );
}
