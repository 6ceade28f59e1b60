"use client";

import { useTranslations } from "@/lib/i18n/client";
import { bff, bffErrorMessage } from "@/lib/client/bff";
import { validateRegister, type RegisterForm as RegisterValues } from "@/lib/validation/register";
import { AlertDialog } from "@/components/ui/alert-dialog";
import { EmailField, PhoneField } from "@/components/ui/contact-fields";
import { Field, SubmitButton } from "@/components/ui/field";
import { useBffForm } from "@/components/ui/use-bff-form";
import { goAfterSignIn } from "./signed-in";

const EMPTY: RegisterValues = { full_name: "", email: "", phone: "", password: "", password_confirmation: "", sms_consent: false };

// spec 1 §4/§5 Register: SMS consent first (its own alert), the local checks in the spec's order (attention alert),
// then register → login → verification, all in one BFF call. A failure is the we-are-sorry alert (spec 1 §8).
export function RegisterForm({ from, sessionId }: { from: string | null; sessionId: string | null }) {
  const t = useTranslations();
  const { form, onSubmit, busy, alert, closeAlert } = useBffForm<RegisterValues, { next?: string }>({
    defaultValues: EMPTY,
    rule: validateRegister,
    send: (values) => bff("/api/auth/register", { body: { ...values, session_id: sessionId ?? undefined, from: from ?? undefined } }),
    onSent: (data) => goAfterSignIn(data?.next),
    failed: (error) => ({ title: t("errors.weAreSorry"), message: bffErrorMessage(error, t("errors.upstreamDown")) }),
    leaves: true,
  });
  const reveal = { show: t("auth.showPassword"), hide: t("auth.hidePassword") };

  return (
    <>
      <form method="post" noValidate onSubmit={onSubmit} className="grid gap-4" aria-busy={busy}>
        <Field id="register-name" autoComplete="name" required label={t("auth.fullNameLabel")} {...form.register("full_name")} />
        <EmailField id="register-email" required label={t("auth.emailLabel")} placeholder={t("auth.emailPlaceholder")} {...form.register("email")} />
        <PhoneField id="register-phone" label={t("auth.phoneLabel")} hint={t("auth.phoneHint")} {...form.register("phone")} />
        <Field id="register-password" type="password" autoComplete="new-password" required label={t("auth.passwordLabel")} reveal={reveal} {...form.register("password")} />
        <Field
          id="register-password-confirmation"
          type="password"
          autoComplete="new-password"
          required
          label={t("auth.repeatPasswordLabel")}
          reveal={reveal}
          {...form.register("password_confirmation")}
        />
        <label className="flex items-start gap-3 text-sm text-gray-700">
          <input type="checkbox" className="mt-0.5 size-5 shrink-0 accent-brand-700" {...form.register("sms_consent")} />
          <span>{t("auth.smsConsentLabel")}</span>
        </label>
        <SubmitButton busy={busy} busyLabel={t("auth.pleaseWait")} className="mt-2 h-12 w-full text-base">
          {t("auth.registerButton")}
        </SubmitButton>
      </form>
      <AlertDialog alert={alert} onClose={closeAlert} />
    </>
  );
}
