"use client";

import { useState, type FormEvent } from "react";
import { useTranslations } from "next-intl";
import { CONTACT_MESSAGE_MIN_LENGTH, contactPayload, validateContact, type ContactForm as Form } from "@/lib/validation/contact";
import { AlertDialog } from "@/components/ui/alert-dialog";
import { TextArea, TextField } from "./fields";
import { useFormDialogs } from "./use-form-submit";

const EMPTY: Form = { name: "", email: "", subject: "", message: "", subscribe: false };

/** spec 1 §5 Contact; §8: failure → "Na vjen keq" with "Diçka shkoi keq"; success → success alert, form reset. */
export function ContactForm() {
  const t = useTranslations("contact");
  const tAll = useTranslations();
  const dialogs = useFormDialogs();
  const [form, setForm] = useState<Form>(EMPTY);
  const set = (key: keyof Form) => (event: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: event.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = validateContact(form);
    if (problem) return dialogs.attention(tAll(problem));
    const sent = await dialogs.send("/api/contact", contactPayload(form), {
      success: { title: t("successTitle"), message: t("successText") },
      serverMessage: false,
    });
    if (sent) setForm(EMPTY);
  }

  const length = form.message.trim().length;
  return (
    <form onSubmit={submit} noValidate aria-labelledby="contact-form-title" className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-gray-200 sm:p-8">
      <h2 id="contact-form-title" className="text-xl font-bold">
        {t("formTitle")}
      </h2>
      <div className="mt-6 grid gap-4 sm:grid-cols-2">
        <TextField id="contact-name" label={t("name")} autoComplete="name" value={form.name} onChange={set("name")} />
        <TextField id="contact-email" label={t("email")} type="email" autoComplete="email" value={form.email} onChange={set("email")} />
        <TextField id="contact-subject" label={t("subject")} className="sm:col-span-2" value={form.subject} onChange={set("subject")} />
        <TextArea
          id="contact-message"
          label={t("message")}
          className="sm:col-span-2"
          value={form.message}
          onChange={set("message")}
          hint={t("messageHint", { count: Math.min(length, CONTACT_MESSAGE_MIN_LENGTH) })}
        />
      </div>
      <label className="mt-4 flex items-center gap-3 text-sm">
        <input type="checkbox" checked={form.subscribe ?? false} onChange={(e) => setForm((f) => ({ ...f, subscribe: e.target.checked }))} className="size-4 accent-brand-700" />
        {t("subscribe")}
      </label>
      <button type="submit" className="btn btn-primary mt-6 w-full sm:w-auto" disabled={dialogs.pending}>
        {dialogs.pending ? t("sending") : t("send")}
      </button>
      <AlertDialog alert={dialogs.alert} onClose={dialogs.closeAlert} />
    </form>
  );
}
