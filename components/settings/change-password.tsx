"use client";

import { useId, useState } from "react";
import { useTranslations } from "@/lib/i18n/client";
import { bffErrorMessage } from "@/lib/client/bff";
import { changePassword } from "@/lib/client/queries/settings";
import { validateChangePassword, type ChangePasswordForm } from "@/lib/validation/password";
import { AlertDialog } from "@/components/ui/alert-dialog";
import { Field, SubmitButton } from "@/components/ui/field";
import { Modal, ModalHeader } from "@/components/ui/modal";
import { useBffForm } from "@/components/ui/use-bff-form";

const EMPTY: ChangePasswordForm = { current: "", next: "", retype: "" };

// spec 3 §2 Settings "a change-password entry (modal) which, once the password was changed, shows a success note";
// §5 the checks (fill all fields, mismatch, cannot use the old one, 6+); §8 "Password change errors: we are sorry +
// server error message". What was typed stays in the fields after a failure.
export function ChangePassword() {
  const t = useTranslations();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const [changed, setChanged] = useState(false);
  const { form, onSubmit, busy, alert, closeAlert } = useBffForm<ChangePasswordForm>({
    defaultValues: EMPTY,
    rule: validateChangePassword,
    send: changePassword,
    onSent: (_data, _values, passwordForm) => {
      passwordForm.reset(EMPTY);
      setOpen(false);
      setChanged(true);
    },
    failed: (error) => ({ title: t("errors.weAreSorry"), message: bffErrorMessage(error, t("errors.generic")) }),
  });
  const reveal = { show: t("settings.showPassword"), hide: t("settings.hidePassword") };

  return (
    <>
      <button
        type="button"
        className="btn btn-outline"
        onClick={() => {
          setChanged(false);
          setOpen(true);
        }}
      >
        {t("settings.changePassword")}
      </button>
      <p role="status" className="mt-3 text-sm font-medium text-emerald-700 empty:hidden">
        {changed ? t("settings.passwordChanged") : ""}
      </p>
      <Modal open={open} onClose={() => !busy && setOpen(false)} labelledBy={titleId} className="w-[min(28rem,calc(100vw-1.5rem))]">
        <ModalHeader id={titleId} title={t("settings.changePassword")} onClose={() => !busy && setOpen(false)} />
        <form method="post" noValidate onSubmit={onSubmit} className="grid gap-4 p-6 pt-2" aria-busy={busy}>
          <Field id="settings-current-password" type="password" autoComplete="current-password" required label={t("settings.currentPassword")} reveal={reveal} {...form.register("current")} />
          <Field id="settings-new-password" type="password" autoComplete="new-password" required label={t("settings.newPassword")} hint={t("settings.passwordHint")} reveal={reveal} {...form.register("next")} />
          <Field id="settings-retype-password" type="password" autoComplete="new-password" required label={t("settings.retypePassword")} reveal={reveal} {...form.register("retype")} />
          <SubmitButton busy={busy} busyLabel={t("settings.saving")} className="mt-2 h-12 w-full text-base">
            {t("settings.save")}
          </SubmitButton>
        </form>
      </Modal>
      <AlertDialog alert={alert} onClose={closeAlert} />
    </>
  );
}
