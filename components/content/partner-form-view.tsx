"use client";

import { useTranslations } from "@/lib/i18n/client";
import { useRouter } from "@/lib/i18n/navigation";
import { bff } from "@/lib/client/bff";
import { PARTNER_VENDOR_TYPES, partnerDefaults, validatePartner, type PartnerForm as Form } from "@/lib/validation/partner";
import { removeSpaces } from "@/lib/validation/phone";
import { AlertDialog } from "@/components/ui/alert-dialog";
import { Field, SubmitButton } from "@/components/ui/field";
import { useBffForm } from "@/components/ui/use-bff-form";
import { useApplicationAlerts } from "./application-alerts";

const TYPE_LABEL = { restaurant: "typeRestaurant", grocery: "typeGrocery", pharmacy: "typePharmacy", other: "typeOther" } as const;

/** spec 1 §3 / §5 partner application; §8: failure → the server's message or "Diçka shkoi keq"; success → OK goes home. */
export function PartnerFormView() {
  const t = useTranslations();
  const router = useRouter();
  const alerts = useApplicationAlerts("partner");
  const { form, onSubmit, busy, sent, alert, closeAlert } = useBffForm<Form>({
    defaultValues: partnerDefaults(),
    rule: validatePartner,
    send: (values) => bff("/api/apply/partner", { body: { ...values, phone: removeSpaces(values.phone) } }),
    ...alerts,
  });
  return (
    <form method="post" onSubmit={onSubmit} noValidate aria-labelledby="partner-form-title" className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-gray-200 sm:p-8">
      <h2 id="partner-form-title" className="text-xl font-bold">
        {t("partner.formTitle")}
      </h2>
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
      <SubmitButton busy={busy} busyLabel={t("partner.sending")} className="mt-6 w-full sm:w-auto">
        {t("partner.submit")}
      </SubmitButton>
      <AlertDialog
        alert={alert}
        onClose={() => {
          closeAlert();
          if (sent) router.push("/");
        }}
      />
    </form>
  );
}
