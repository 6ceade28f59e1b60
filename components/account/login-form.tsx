"use client";

import { useEffect } from "react";
import { useTranslations } from "@/lib/i18n/client";
import { bff, bffErrorMessage } from "@/lib/client/bff";
import { loginFieldErrors, validateLogin, type LoginForm as LoginValues } from "@/lib/validation/login";
import { AlertDialog } from "@/components/ui/alert-dialog";
import { Field, SubmitButton } from "@/components/ui/field";
import { useBffForm } from "@/components/ui/use-bff-form";
import { goAfterSignIn } from "./signed-in";
import { useHydrated } from "./use-hydrated";

export const FORGOT_EMAIL_KEY = "shijo.forgotEmail";

interface Props {
  from: string | null;
  sessionId: string | null;
  /** Set when a form post without JavaScript came back (see POST /api/auth/login). */
  returnedError: "credentials" | "unavailable" | null;
}

// spec 1 §5 Login: both required (fill all fields), then e-mail format, in the attention dialog; the field-level
// texts under the fields; the server's failure in the we-are-sorry dialog (spec 1 §8). A plain form post when
// JavaScript is off: the inputs are uncontrolled and have no default value, so what was typed before React ran stays.
export function LoginForm({ from, sessionId, returnedError }: Props) {
  const t = useTranslations();
  const hydrated = useHydrated();
  const { form, onSubmit, errorText, busy, alert, closeAlert } = useBffForm<LoginValues, { next?: string }>({
    defaultValues: {},
    rule: validateLogin,
    fieldRules: loginFieldErrors,
    send: (values) =>
      bff("/api/auth/login", { body: { email: values.email.trim(), password: values.password, session_id: sessionId ?? undefined, from: from ?? undefined } }),
    onSent: (data) => {
      window.sessionStorage.removeItem(FORGOT_EMAIL_KEY);
      goAfterSignIn(data?.next);
    },
    failed: (error) => ({ title: t("errors.weAreSorry"), message: bffErrorMessage(error, t("errors.upstreamDown")) }),
    leaves: true,
  });
  // An edited field loses its error until the next submit.
  const field = (name: keyof LoginValues) => form.register(name, { onChange: () => form.clearErrors(name) });

  // spec 1 §3 "temporary forgot-password email": back from a reset, the address is filled in (unless typed already).
  useEffect(() => {
    const remembered = window.sessionStorage.getItem(FORGOT_EMAIL_KEY);
    if (remembered && !form.getValues("email")) form.setValue("email", remembered);
  }, [form]);

  return (
    <>
      <form method="post" action="/api/auth/login" noValidate={hydrated} onSubmit={onSubmit} className="grid gap-4" aria-busy={busy}>
        {returnedError && (
          <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800">
            {returnedError === "credentials" ? t("login.wrongCredentials") : t("errors.upstreamDown")}
          </p>
        )}
        {from && <input type="hidden" name="from" value={from} />}
        {sessionId && <input type="hidden" name="session_id" value={sessionId} />}
        <Field
          id="login-email"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          label={t("auth.emailLabel")}
          placeholder={t("auth.emailPlaceholder")}
          error={errorText("email")}
          {...field("email")}
        />
        <Field
          id="login-password"
          type="password"
          autoComplete="current-password"
          required
          label={t("auth.passwordLabel")}
          reveal={{ show: t("auth.showPassword"), hide: t("auth.hidePassword") }}
          error={errorText("password")}
          {...field("password")}
        />
        <SubmitButton busy={busy} busyLabel={t("auth.pleaseWait")} className="mt-2 h-12 w-full text-base">
          {t("auth.loginButton")}
        </SubmitButton>
      </form>
      <AlertDialog alert={alert} onClose={closeAlert} />
    </>
  );
}
