"use client";

import { useState, type FormEvent } from "react";
import { useTranslations } from "next-intl";
import { useRouter } from "@/lib/i18n/navigation";
import { PARTNER_VENDOR_TYPES, partnerDefaults, validatePartner, type PartnerForm as Form } from "@/lib/validation/partner";
import { removeSpaces } from "@/lib/validation/phone";
import { AlertDialog } from "@/components/ui/alert-dialog";
import { SelectField, TextField } from "./fields";
import { useFormDialogs } from "./use-form-submit";

const TYPE_LABEL = { restaurant: "typeRestaurant", grocery: "typeGrocery", pharmacy: "typePharmacy", other: "typeOther" } as const;

/** spec 1 §3 / §5 partner application; §8: failure → the server's message or "Diçka shkoi keq"; success → OK goes home. */
export function PartnerForm() {
  const t = useTranslations("partner");
  const tAll = useTranslations();
  const router = useRouter();
  const dialogs = useFormDialogs();
  const [form, setForm] = useState<Form>(partnerDefaults);
  const [done, setDone] = useState(false);
  const set = (key: keyof Form) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: e.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = validatePartner(form);
    if (problem) return dialogs.attention(tAll(problem));
    const body = { ...form, phone: removeSpaces(form.phone) };
    const sent = await dialogs.send("/api/apply/partner", body, {
      success: { title: t("successTitle"), message: t("successText") },
      serverMessage: true,
    });
    setDone(sent);
  }

  return (
    <form onSubmit={submit} noValidate aria-labelledby="partner-form-title" className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-gray-200 sm:p-8">
      <h2 id="partner-form-title" className="text-xl font-bold">
        {t("formTitle")}
      </h2>
      <div className="mt-6 grid gap-4 sm:grid-cols-2">
        <TextField id="partner-store" label={t("storeName")} autoComplete="organization" value={form.store_name} onChange={set("store_name")} />
        <SelectField id="partner-type" label={t("vendorType")} value={form.vendor_type} onChange={set("vendor_type")}>
          {PARTNER_VENDOR_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(TYPE_LABEL[type])}
            </option>
          ))}
        </SelectField>
        <TextField id="partner-country" label={t("country")} autoComplete="country-name" value={form.country} onChange={set("country")} />
        <TextField id="partner-city" label={t("city")} autoComplete="address-level2" value={form.city} onChange={set("city")} />
        <TextField id="partner-state" label={t("state")} autoComplete="address-level1" value={form.state} onChange={set("state")} />
        <TextField id="partner-name" label={t("fullName")} autoComplete="name" value={form.full_name} onChange={set("full_name")} />
        <TextField id="partner-phone" label={t("phone")} type="tel" inputMode="tel" autoComplete="tel-national" value={form.phone} onChange={set("phone")} />
        <TextField id="partner-email" label={t("email")} type="email" autoComplete="email" value={form.email} onChange={set("email")} />
      </div>
      <button type="submit" className="btn btn-primary mt-6 w-full sm:w-auto" disabled={dialogs.pending}>
        {dialogs.pending ? t("sending") : t("submit")}
      </button>
      <AlertDialog
        alert={dialogs.alert}
        onClose={() => {
          dialogs.closeAlert();
          if (done) router.push("/");
        }}
      />
    </form>
  );
}
