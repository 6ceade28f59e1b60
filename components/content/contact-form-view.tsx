"use client";

import { useTranslations } from "@/lib/i18n/client";
import { bff } from "@/lib/client/bff";
import { CONTACT_MESSAGE_MIN_LENGTH, contactPayload, validateContact, type ContactForm as Form } from "@/lib/validation/contact";
import { Field } from "@/components/ui/field";
import { useBffForm } from "@/components/ui/use-bff-form";
import { useWatch } from "@/components/ui/use-form";
import { PublicFormCard } from "./public-form-card";

const EMPTY: Form = { name: "", email: "", subject: "", message: "", subscribe: false };

/** spec 1 §5 Contact; §8: failure → "Na vjen keq" with "Diçka shkoi keq"; success → success alert, form reset. */
export function ContactFormView() {
  const t = useTranslations();
  const { form, onSubmit, busy, alert, closeAlert } = useBffForm<Form>({
    defaultValues: EMPTY,
    rule: validateContact,
    send: (values) => bff("/api/contact", { body: contactPayload(values) }),
    onSent: (_data, _values, sentForm) => {
      sentForm.reset(EMPTY);
      return { tone: "success", title: t("contact.successTitle"), message: t("contact.successText") };
    },
    failed: () => ({ tone: "error", title: t("errors.weAreSorry"), message: t("errors.somethingWrong") }),
    toned: true,
  });
  const length = (useWatch({ control: form.control, name: "message" }) ?? "").trim().length;

  return (
    <PublicFormCard
      id="contact-form"
      title={t("contact.formTitle")}
      onSubmit={onSubmit}
      busy={busy}
      busyLabel={t("contact.sending")}
      submitLabel={t("contact.send")}
      alert={alert}
      onAlertClose={closeAlert}
    >
      <div className="mt-6 grid gap-4 sm:grid-cols-2">
        <Field id="contact-name" label={t("contact.name")} required autoComplete="name" {...form.register("name")} />
        <Field id="contact-email" label={t("contact.email")} required type="email" autoComplete="email" {...form.register("email")} />
        <Field id="contact-subject" label={t("contact.subject")} required className="sm:col-span-2" {...form.register("subject")} />
        <Field
          as="textarea"
          id="contact-message"
          label={t("contact.message")}
          required
          className="sm:col-span-2"
          hint={t("contact.messageHint", { count: Math.min(length, CONTACT_MESSAGE_MIN_LENGTH) })}
          {...form.register("message")}
        />
      </div>
      <label className="mt-4 flex items-center gap-3 text-sm">
        <input type="checkbox" className="size-4 accent-brand-700" {...form.register("subscribe")} />
        {t("contact.subscribe")}
      </label>
    </PublicFormCard>
  );
}
