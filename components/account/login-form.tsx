"use client";

import { useState, useSyncExternalStore, type FormEvent } from "react";
import { useLocale, useTranslations } from "next-intl";
import { loginFieldErrors, validateLogin, type LoginForm as LoginValues } from "@/lib/validation/login";
import { AlertDialog, type Alert } from "@/components/ui/alert-dialog";
import { callBff } from "./bff-call";
import { Field } from "./field";
import { PasswordField } from "./password-field";
import { goAfterSignIn } from "./signed-in";
import { useHydrated } from "./use-hydrated";

export const FORGOT_EMAIL_KEY = "shijo.forgotEmail";
const noSubscription = () => () => {};

interface Props {
  from: string | null;
  sessionId: string | null;
  /** Set when a form post without JavaScript came back (see POST /api/auth/login). */
  returnedError: "credentials" | "unavailable" | null;
}

// spec 1 §5 Login: both required (fill all fields), then e-mail format, in the attention dialog; the server's
// failure in the we-are-sorry dialog (spec 1 §8). A plain form post when JavaScript is off.
export function LoginForm({ from, sessionId, returnedError }: Props) {
  const t = useTranslations();
  const locale = useLocale();
  const hydrated = useHydrated();
  // spec 1 §3 "temporary forgot-password email": back from a reset, the address is filled in (until typed over).
  const remembered = useSyncExternalStore(noSubscription, () => window.sessionStorage.getItem(FORGOT_EMAIL_KEY), () => null);
  const [typed, setValues] = useState<{ email: string | null; password: string }>({ email: null, password: "" });
  const values: LoginValues = { email: typed.email ?? remembered ?? "", password: typed.password };
  const [fieldErrors, setFieldErrors] = useState<ReturnType<typeof loginFieldErrors>>({});
  const [alert, setAlert] = useState<Alert | null>(null);
  const [busy, setBusy] = useState(false);

  const set = (key: keyof LoginValues) => (value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    setFieldErrors((e) => ({ ...e, [key]: undefined }));
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const broken = validateLogin(values);
    if (broken) {
      setFieldErrors(loginFieldErrors(values));
      setAlert({ title: t("errors.attention"), message: t(broken) });
      return;
    }
    setBusy(true);
    const answer = await callBff<{ next?: string }>("/api/auth/login", {
      body: { email: values.email.trim(), password: values.password, session_id: sessionId ?? undefined, from: from ?? undefined },
      locale,
      unreachable: t("errors.upstreamDown"),
    });
    if (answer.ok) {
      window.sessionStorage.removeItem(FORGOT_EMAIL_KEY);
      goAfterSignIn(answer.data?.next);
      return;
    }
    setBusy(false);
    setAlert({ title: t("errors.weAreSorry"), message: answer.error ?? t("errors.generic") });
  }

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
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          label={t("auth.emailLabel")}
          placeholder={t("auth.emailPlaceholder")}
          value={values.email}
          onChange={(e) => set("email")(e.target.value)}
          error={fieldErrors.email ? t(fieldErrors.email) : null}
        />
        <PasswordField
          id="login-password"
          name="password"
          autoComplete="current-password"
          required
          label={t("auth.passwordLabel")}
          value={values.password}
          onChange={(e) => set("password")(e.target.value)}
          error={fieldErrors.password ? t(fieldErrors.password) : null}
        />
        <button type="submit" className="btn btn-primary mt-2 h-12 w-full text-base" disabled={busy}>
          {busy ? t("auth.pleaseWait") : t("auth.loginButton")}
        </button>
      </form>
      <AlertDialog alert={alert} onClose={() => setAlert(null)} />
    </>
  );
}
