"use client";

import { useState, type FormEvent } from "react";
import { useLocale, useTranslations } from "next-intl";
import { useRouter } from "@/lib/i18n/navigation";
import { validateResetPassword } from "@/lib/validation/password";
import { AlertDialog, type Alert } from "@/components/ui/alert-dialog";
import { callBff } from "./bff-call";
import { PasswordField } from "./password-field";

// spec 1 §4 Password reset: "open link with token, set new password, reset-done"; §5 new password not empty, both
// entries match; §8 "Reset failure: the error's own message, else something-is-wrong".
export function ResetPasswordForm({ token }: { token: string }) {
  const t = useTranslations();
  const locale = useLocale();
  const router = useRouter();
  const [password, setPassword] = useState("");
  const [confirmation, setConfirmation] = useState("");
  const [alert, setAlert] = useState<Alert | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const broken = validateResetPassword(password, confirmation);
    if (broken) {
      setAlert({ title: t("errors.attention"), message: t(broken) });
      return;
    }
    setBusy(true);
    const answer = await callBff("/api/auth/reset-password", {
      body: { token, password, password_confirmation: confirmation },
      locale,
      unreachable: t("errors.upstreamDown"),
    });
    if (answer.ok) {
      router.replace("/reset-password-success");
      return;
    }
    setBusy(false);
    setAlert({ title: t("errors.weAreSorry"), message: answer.error ?? t("errors.somethingWrong") });
  }

  return (
    <>
      <form noValidate onSubmit={onSubmit} className="mt-6 grid gap-4" aria-busy={busy}>
        <PasswordField
          id="reset-password"
          name="password"
          autoComplete="new-password"
          label={t("resetPassword.newPassword")}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <PasswordField
          id="reset-password-confirmation"
          name="password_confirmation"
          autoComplete="new-password"
          label={t("resetPassword.repeatPassword")}
          value={confirmation}
          onChange={(e) => setConfirmation(e.target.value)}
        />
        <button type="submit" className="btn btn-primary mt-2 h-12 w-full text-base" disabled={busy}>
          {busy ? t("auth.pleaseWait") : t("resetPassword.submit")}
        </button>
      </form>
      <AlertDialog alert={alert} onClose={() => setAlert(null)} />
    </>
  );
}
