"use client";

import { useMemo, useState, type FormEvent } from "react";
import { useLocale, useTranslations } from "next-intl";
import { monthName } from "@/lib/format/date";
import { useRouter } from "@/lib/i18n/navigation";
import { courierBirthYears, courierDefaults, courierPayload, daysInMonth, validateCourier, VEHICLE_TYPES, type CourierForm as Form, type VehicleType } from "@/lib/validation/courier";
import { AlertDialog } from "@/components/ui/alert-dialog";
import { RadioGroup, SelectField, TextField } from "./fields";
import { useFormDialogs } from "./use-form-submit";

const VEHICLE_LABEL = { Bike: "vehicleBike", Motorbike: "vehicleMotorbike", Car: "vehicleCar" } as const;

/** spec 1 §3 / §5 courier application; §8: failure → the server's message or "Diçka shkoi keq"; success → OK goes home. */
export function CourierForm() {
  const t = useTranslations("courier");
  const tAll = useTranslations();
  const locale = useLocale();
  const router = useRouter();
  const dialogs = useFormDialogs();
  const [form, setForm] = useState<Form>(courierDefaults);
  const [done, setDone] = useState(false);
  const years = useMemo(() => courierBirthYears(new Date()), []);
  const months = useMemo(() => Array.from({ length: 12 }, (_, m) => monthName(m, locale === "en" ? "en" : "sq")), [locale]);
  const dayCount = form.year !== null && form.month !== null ? daysInMonth(form.year, form.month) : 31;
  const text = (key: "full_name" | "phone" | "email" | "password") => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: e.target.value }));
  const number = (key: "year" | "month" | "day") => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [key]: e.target.value === "" ? null : Number(e.target.value) }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = validateCourier(form);
    if (problem) return dialogs.attention(tAll(problem));
    const sent = await dialogs.send("/api/apply/courier", courierPayload(form), {
      success: { title: t("successTitle"), message: t("successText") },
      serverMessage: true,
    });
    setDone(sent);
  }

  return (
    <form onSubmit={submit} noValidate aria-labelledby="courier-form-title" className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-gray-200 sm:p-8">
      <h2 id="courier-form-title" className="text-xl font-bold">
        {t("formTitle")}
      </h2>
      <div className="mt-6 grid gap-4">
        <RadioGroup<VehicleType>
          name="vehicle_type"
          legend={t("vehicle")}
          value={form.vehicle_type}
          options={VEHICLE_TYPES.map((v) => ({ value: v, label: t(VEHICLE_LABEL[v]) }))}
          onChange={(vehicle_type) => setForm((f) => ({ ...f, vehicle_type }))}
        />
        <TextField id="courier-name" label={t("fullName")} autoComplete="name" value={form.full_name} onChange={text("full_name")} />
        <RadioGroup<"male" | "female">
          name="gender"
          legend={t("gender")}
          value={form.gender}
          options={[{ value: "male", label: t("male") }, { value: "female", label: t("female") }]}
          onChange={(gender) => setForm((f) => ({ ...f, gender }))}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField id="courier-phone" label={t("phone")} type="tel" inputMode="tel" autoComplete="tel-national" hint={t("phoneHint")} value={form.phone} onChange={text("phone")} />
          <TextField id="courier-email" label={t("email")} type="email" autoComplete="email" value={form.email} onChange={text("email")} />
        </div>
        <TextField id="courier-password" label={t("password")} type="password" autoComplete="new-password" hint={t("passwordHint")} value={form.password} onChange={text("password")} />
        <fieldset>
          <legend className="text-sm font-medium">{t("birthdate")}</legend>
          <div className="grid grid-cols-3 gap-3">
            <SelectField id="courier-day" label={t("day")} value={form.day ?? ""} onChange={number("day")}>
              <option value="">{t("choose")}</option>
              {Array.from({ length: dayCount }, (_, i) => (
                <option key={i + 1} value={i + 1}>
                  {i + 1}
                </option>
              ))}
            </SelectField>
            {/* spec 1 §3: the month is held 0-based (0 = January) and sent 1-based by courierPayload. */}
            <SelectField id="courier-month" label={t("month")} value={form.month ?? ""} onChange={number("month")}>
              <option value="">{t("choose")}</option>
              {months.map((name, m) => (
                <option key={name} value={m}>
                  {name}
                </option>
              ))}
            </SelectField>
            <SelectField id="courier-year" label={t("year")} value={form.year ?? ""} onChange={number("year")}>
              <option value="">{t("choose")}</option>
              {years.map((y) => (
                <option key={y} value={y}>
                  {y}
                </option>
              ))}
            </SelectField>
          </div>
        </fieldset>
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
