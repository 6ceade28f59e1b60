"use client";

import { useState, type FormEvent } from "react";
import { useLocale, useTranslations } from "next-intl";
import { validateForgotPassword } from "@/lib/validation/password";
import { AlertDialog, type Alert } from "@/components/ui/alert-dialog";
import { callBff } from "./bff-call";
import { Field } from "./field";
import { FORGOT_EMAIL_KEY } from "./login-form";

// spec 1 §4 Password reset "request link"; §5 empty → validate-email message, bad format → e-mail format message;
// §8 "Forgot-password server failure: alert with the error title and the something-is-wrong message".
export function ForgotPasswordForm() {
  const t = useTranslations();
  const locale = useLocale();
  const [email, setEmail] = useState("");
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [alert, setAlert] = useState<Alert | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const broken = validateForgotPassword(email);
    if (broken) {
      setAlert({ title: t("errors.attention"), message: t(broken) });
      return;
    }
    setBusy(true);
    const answer = await callBff("/api/auth/forgot-password", { body: { email: email.trim() }, locale, unreachable: t("errors.upstreamDown") });
    setBusy(false);
    if (answer.ok) {
      window.sessionStorage.setItem(FORGOT_EMAIL_KEY, email.trim());
      setSentTo(email.trim());
      return;
    }
    // Too many requests, or the service down: say so; anything else is the spec's something-is-wrong.
    const own = answer.status === 0 || answer.status === 429 || answer.status >= 500;
    setAlert({ title: t("auth.errorTitle"), message: own && answer.error ? answer.error : t("errors.somethingWrong") });
  }

  if (sentTo) {
    return (
      <div role="status" className="rounded-2xl bg-emerald-50 p-4 text-sm text-emerald-900">
        <p className="font-semibold">{t("auth.linkSentTitle")}</p>
        <p className="mt-1">{t("auth.linkSent", { email: sentTo })}</p>
      </div>
    );
  }

  return (
    <>
      <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-busy={busy}>
        <p className="text-sm text-gray-600">{t("auth.forgotIntro")}</p>
        <Field
          id="forgot-email"
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          label={t("auth.emailLabel")}
          placeholder={t("auth.emailPlaceholder")}
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <button type="submit" className="btn btn-primary mt-2 h-12 w-full text-base" disabled={busy}>
          {busy ? t("auth.pleaseWait") : t("auth.sendLink")}
        </button>
      </form>
      <AlertDialog alert={alert} onClose={() => setAlert(null)} />
    </>
  );
}
