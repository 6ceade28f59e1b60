"use client";

import { useState, type FormEvent } from "react";
import { useLocale, useTranslations } from "next-intl";
import { PHONE_PREFIX } from "@/lib/validation/phone";
import { validateEditPhone } from "@/lib/validation/profile";
import { AlertDialog, type Alert } from "@/components/ui/alert-dialog";
import { callBff } from "./bff-call";
import { Field } from "./field";

// spec 1 §2 Edit phone: one phone input and a button, then verification; §5 wrong format → attention alert;
// §8 "Edit phone failure: attention alert with something-is-wrong".
export function EditPhoneForm({ phone: initial, from }: { phone: string; from: string | null }) {
  const t = useTranslations();
  const locale = useLocale();
  const [phone, setPhone] = useState(initial);
  const [alert, setAlert] = useState<Alert | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const broken = validateEditPhone(phone);
    if (broken) {
      setAlert({ title: t("errors.attention"), message: t(broken) });
      return;
    }
    setBusy(true);
    const answer = await callBff<{ next?: string }>("/api/profile/phone", { method: "PUT", body: { phone, from: from ?? undefined }, locale, unreachable: t("errors.upstreamDown") });
    if (answer.ok) {
      const next = answer.data?.next;
      window.location.assign(typeof next === "string" && next.startsWith("/") && !next.startsWith("//") ? next : "/");
      return;
    }
    setBusy(false);
    // The server's own words where they help (number taken, too many codes, service down), else the spec's text.
    const own = answer.status === 0 || answer.status === 422 || answer.status === 429 || answer.status >= 500;
    setAlert({ title: t("errors.attention"), message: own && answer.error ? answer.error : t("errors.somethingWrong") });
  }

  return (
    <>
      <form noValidate onSubmit={onSubmit} className="mt-6 grid gap-4" aria-busy={busy}>
        <Field
          id="edit-phone"
          name="phone"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          prefix={PHONE_PREFIX}
          label={t("auth.phoneLabel")}
          hint={t("auth.phoneHint")}
          value={phone}
          onChange={(e) => setPhone(e.target.value)}
        />
        <button type="submit" className="btn btn-primary mt-2 h-12 w-full text-base" disabled={busy}>
          {busy ? t("auth.pleaseWait") : t("editPhone.submit")}
        </button>
      </form>
      <AlertDialog alert={alert} onClose={() => setAlert(null)} />
    </>
  );
}
