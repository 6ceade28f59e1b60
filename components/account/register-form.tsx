"use client";

import { useState, type FormEvent } from "react";
import { useLocale, useTranslations } from "next-intl";
import { PHONE_PREFIX } from "@/lib/validation/phone";
import { validateRegister, type RegisterForm as RegisterValues } from "@/lib/validation/register";
import { AlertDialog, type Alert } from "@/components/ui/alert-dialog";
import { callBff } from "./bff-call";
import { Field } from "./field";
import { PasswordField } from "./password-field";
import { goAfterSignIn } from "./signed-in";

const EMPTY: RegisterValues = { full_name: "", email: "", phone: "", password: "", password_confirmation: "", sms_consent: false };

// spec 1 §4/§5 Register: SMS consent first (its own alert), the local checks in the spec's order (attention alert),
// then register → login → verification, all in one BFF call. A failure is the we-are-sorry alert (spec 1 §8).
export function RegisterForm({ from, sessionId }: { from: string | null; sessionId: string | null }) {
  const t = useTranslations();
  const locale = useLocale();
  const [values, setValues] = useState<RegisterValues>(EMPTY);
  const [alert, setAlert] = useState<Alert | null>(null);
  const [busy, setBusy] = useState(false);

  const set = <K extends keyof RegisterValues>(key: K, value: RegisterValues[K]) => setValues((v) => ({ ...v, [key]: value }));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const broken = validateRegister(values);
    if (broken) {
      setAlert({ title: t("errors.attention"), message: t(broken) });
      return;
    }
    setBusy(true);
    const answer = await callBff<{ next?: string }>("/api/auth/register", {
      body: { ...values, session_id: sessionId ?? undefined, from: from ?? undefined },
      locale,
      unreachable: t("errors.upstreamDown"),
    });
    if (answer.ok) {
      goAfterSignIn(answer.data?.next);
      return;
    }
    setBusy(false);
    setAlert({ title: t("errors.weAreSorry"), message: answer.error ?? t("errors.generic") });
  }

  return (
    <>
      <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-busy={busy}>
        <Field
          id="register-name"
          name="full_name"
          autoComplete="name"
          label={t("auth.fullNameLabel")}
          value={values.full_name}
          onChange={(e) => set("full_name", e.target.value)}
        />
        <Field
          id="register-email"
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          label={t("auth.emailLabel")}
          placeholder={t("auth.emailPlaceholder")}
          value={values.email}
          onChange={(e) => set("email", e.target.value)}
        />
        <Field
          id="register-phone"
          name="phone"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          prefix={PHONE_PREFIX}
          label={t("auth.phoneLabel")}
          hint={t("auth.phoneHint")}
          value={values.phone}
          onChange={(e) => set("phone", e.target.value)}
        />
        <PasswordField
          id="register-password"
          name="password"
          autoComplete="new-password"
          label={t("auth.passwordLabel")}
          value={values.password}
          onChange={(e) => set("password", e.target.value)}
        />
        <PasswordField
          id="register-password-confirmation"
          name="password_confirmation"
          autoComplete="new-password"
          label={t("auth.repeatPasswordLabel")}
          value={values.password_confirmation}
          onChange={(e) => set("password_confirmation", e.target.value)}
        />
        <label className="flex items-start gap-3 text-sm text-gray-700">
          <input
            type="checkbox"
            name="sms_consent"
            className="mt-0.5 size-5 shrink-0 accent-brand-700"
            checked={values.sms_consent}
            onChange={(e) => set("sms_consent", e.target.checked)}
          />
          <span>{t("auth.smsConsentLabel")}</span>
        </label>
        <button type="submit" className="btn btn-primary mt-2 h-12 w-full text-base" disabled={busy}>
          {busy ? t("auth.pleaseWait") : t("auth.registerButton")}
        </button>
      </form>
      <AlertDialog alert={alert} onClose={() => setAlert(null)} />
    </>
  );
}
