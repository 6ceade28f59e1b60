"use client";

import { useTranslations } from "@/lib/i18n/client";
import { bff } from "@/lib/client/bff";
import { courierDefaults, courierPayload, daysInMonth, validateCourier, VEHICLE_TYPES, type CourierForm as Form } from "@/lib/validation/courier";
import { Field, RadioGroup } from "@/components/ui/field";
import { useBffForm } from "@/components/ui/use-bff-form";
import { useWatch } from "@/components/ui/use-form";
import { useApplicationAlerts, useCloseGoesHome } from "./application-alerts";
import { PublicFormCard } from "./public-form-card";

const VEHICLE_LABEL = { Bike: "vehicleBike", Motorbike: "vehicleMotorbike", Car: "vehicleCar" } as const;
/** A select's "" (nothing chosen) is null, anything else the number. */
const numberOrNull = { setValueAs: (value: string | number | null) => (value === "" || value === null ? null : Number(value)) };

/**
 * spec 1 §3 / §5 courier application (`years`: spec 1 §9 birth years, newest first; `months`: their names, January
 * first; both from the page, on the server); §8: failure → the server's message or "Diçka shkoi keq"; success → OK
 * goes home.
 */
export function CourierFormView({ years, months }: { years: number[]; months: string[] }) {
  const t = useTranslations();
  const alerts = useApplicationAlerts("courier");
  const { form, onSubmit, busy, sent, alert, closeAlert } = useBffForm<Form>({
    defaultValues: courierDefaults(),
    rule: validateCourier,
    send: (values) => bff("/api/apply/courier", { body: courierPayload(values) }),
    ...alerts,
  });
  const closeGoesHome = useCloseGoesHome(sent, closeAlert);
  const year = useWatch({ control: form.control, name: "year" });
  const month = useWatch({ control: form.control, name: "month" });
  const dayCount = year !== null && month !== null ? daysInMonth(year, month) : 31;

  return (
    <PublicFormCard
      id="courier-form"
      title={t("courier.formTitle")}
      onSubmit={onSubmit}
      busy={busy}
      busyLabel={t("courier.sending")}
      submitLabel={t("courier.submit")}
      alert={alert}
      onAlertClose={closeGoesHome}
    >
      <div className="mt-6 grid gap-4">
        <RadioGroup legend={t("courier.vehicle")} options={VEHICLE_TYPES.map((v) => ({ value: v, label: t(`courier.${VEHICLE_LABEL[v]}`) }))} {...form.register("vehicle_type")} />
        <Field id="courier-name" label={t("courier.fullName")} required autoComplete="name" {...form.register("full_name")} />
        <RadioGroup
          legend={t("courier.gender")}
          options={[
            { value: "male", label: t("courier.male") },
            { value: "female", label: t("courier.female") },
          ]}
          {...form.register("gender")}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            id="courier-phone"
            label={t("courier.phone")}
            required
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            hint={t("courier.phoneHint")}
            {...form.register("phone")}
          />
          <Field id="courier-email" label={t("courier.email")} required type="email" autoComplete="email" {...form.register("email")} />
        </div>
        <Field
          id="courier-password"
          label={t("courier.password")}
          required
          type="password"
          autoComplete="new-password"
          hint={t("courier.passwordHint")}
          {...form.register("password")}
        />
        <fieldset>
          <legend className="mb-1.5 text-sm font-medium text-ink">{t("courier.birthdate")}</legend>
          <div className="grid grid-cols-3 gap-3">
            <Field as="select" id="courier-day" label={t("courier.day")} required {...form.register("day", numberOrNull)}>
              <option value="">{t("courier.choose")}</option>
              {Array.from({ length: dayCount }, (_, i) => (
                <option key={i + 1} value={i + 1}>
                  {i + 1}
                </option>
              ))}
            </Field>
            {/* spec 1 §3: the month is held 0-based (0 = January) and sent 1-based by courierPayload. */}
            <Field as="select" id="courier-month" label={t("courier.month")} required {...form.register("month", numberOrNull)}>
              <option value="">{t("courier.choose")}</option>
              {months.map((name, m) => (
                <option key={name} value={m}>
                  {name}
                </option>
              ))}
            </Field>
            <Field as="select" id="courier-year" label={t("courier.year")} required {...form.register("year", numberOrNull)}>
              <option value="">{t("courier.choose")}</option>
              {years.map((y) => (
                <option key={y} value={y}>
                  {y}
                </option>
              ))}
            </Field>
          </div>
        </fieldset>
      </div>
    </PublicFormCard>
  );
}
