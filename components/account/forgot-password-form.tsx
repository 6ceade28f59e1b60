"use client";

import { useTranslations } from "@/lib/i18n/client";
import { bff, bffErrorMessage } from "@/lib/client/bff";
import { validateForgotPassword } from "@/lib/validation/password";
import { AlertDialog } from "@/components/ui/alert-dialog";
import { Field, SubmitButton } from "@/components/ui/field";
import { failureStatus, useBffForm } from "@/components/ui/use-bff-form";
import { FORGOT_EMAIL_KEY } from "./login-form";

type Values = { email: string };

// spec 1 §4 Password reset "request link"; §5 empty → validate-email message, bad format → e-mail format message;
// §8 "Forgot-password server failure: alert with the error title and the something-is-wrong message".
export function ForgotPasswordForm() {
  const t = useTranslations();
  const { form, onSubmit, busy, sent, alert, closeAlert } = useBffForm<Values>({
    defaultValues: { email: "" },
    rule: (values) => validateForgotPassword(values.email),
    send: (values) => bff("/api/auth/forgot-password", { body: { email: values.email.trim() } }),
    onSent: (_data, values) => window.sessionStorage.setItem(FORGOT_EMAIL_KEY, values.email.trim()),
    failed: (error) => {
      // Too many requests, or the service down (or unreachable): say so; anything else is the spec's something-is-wrong.
      const status = failureStatus(error);
      const own = status === 0 || status === 429 || status >= 500;
      return { title: t("auth.errorTitle"), message: own ? bffErrorMessage(error, t("errors.upstreamDown")) : t("errors.somethingWrong") };
    },
  });

  if (sent) {
    return (
      <div role="status" className="rounded-2xl bg-emerald-50 p-4 text-sm text-emerald-900">
        <p className="font-semibold">{t("auth.linkSentTitle")}</p>
        <p className="mt-1">{t("auth.linkSent", { email: form.getValues("email").trim() })}</p>
      </div>
    );
  }

  return (
    <>
      <form method="post" noValidate onSubmit={onSubmit} className="grid gap-4" aria-busy={busy}>
        <p className="text-sm text-gray-600">{t("auth.forgotIntro")}</p>
        <Field
          id="forgot-email"
          type="email"
          inputMode="email"
          autoComplete="email"
          required
          label={t("auth.emailLabel")}
          placeholder={t("auth.emailPlaceholder")}
          {...form.register("email")}
        />
        <SubmitButton busy={busy} busyLabel={t("auth.pleaseWait")} className="mt-2 h-12 w-full text-base">
          {t("auth.sendLink")}
        </SubmitButton>
      </form>
      <AlertDialog alert={alert} onClose={closeAlert} />
    </>
  );
}
