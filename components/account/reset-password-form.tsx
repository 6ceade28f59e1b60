"use client";

import { useTranslations } from "@/lib/i18n/client";
import { useRouter } from "@/lib/i18n/navigation";
import { bff, bffErrorMessage } from "@/lib/client/bff";
import { validateResetPassword } from "@/lib/validation/password";
import { AlertDialog } from "@/components/ui/alert-dialog";
import { Field, SubmitButton } from "@/components/ui/field";
import { useBffForm } from "@/components/ui/use-bff-form";

type Values = { password: string; password_confirmation: string };

// spec 1 §4 Password reset: "open link with token, set new password, reset-done"; §5 new password not empty, both
// entries match; §8 "Reset failure: the error's own message, else something-is-wrong".
export function ResetPasswordForm({ token }: { token: string }) {
  const t = useTranslations();
  const router = useRouter();
  const { form, onSubmit, busy, alert, closeAlert } = useBffForm<Values>({
    defaultValues: { password: "", password_confirmation: "" },
    rule: (values) => validateResetPassword(values.password, values.password_confirmation),
    send: (values) => bff("/api/auth/reset-password", { body: { token, ...values } }),
    onSent: () => router.replace("/reset-password-success"),
    failed: (error) => ({ title: t("errors.weAreSorry"), message: bffErrorMessage(error, t("errors.upstreamDown")) }),
    leaves: true,
  });
  const reveal = { show: t("auth.showPassword"), hide: t("auth.hidePassword") };

  return (
    <>
      <form method="post" noValidate onSubmit={onSubmit} className="mt-6 grid gap-4" aria-busy={busy}>
        <Field id="reset-password" type="password" autoComplete="new-password" required label={t("resetPassword.newPassword")} reveal={reveal} {...form.register("password")} />
        <Field
          id="reset-password-confirmation"
          type="password"
          autoComplete="new-password"
          required
          label={t("resetPassword.repeatPassword")}
          reveal={reveal}
          {...form.register("password_confirmation")}
        />
        <SubmitButton busy={busy} busyLabel={t("auth.pleaseWait")} className="mt-2 h-12 w-full text-base">
          {t("resetPassword.submit")}
        </SubmitButton>
      </form>
      <AlertDialog alert={alert} onClose={closeAlert} />
    </>
  );
}
