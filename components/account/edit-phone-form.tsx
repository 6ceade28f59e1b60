"use client";

import { useTranslations } from "@/lib/i18n/client";
import { bff, bffErrorMessage } from "@/lib/client/bff";
import { validateEditPhone } from "@/lib/validation/profile";
import { AlertDialog } from "@/components/ui/alert-dialog";
import { PhoneField } from "@/components/ui/contact-fields";
import { SubmitButton } from "@/components/ui/field";
import { failureStatus, useBffForm } from "@/components/ui/use-bff-form";
import { goToNext } from "./signed-in";

type Values = { phone: string };

// spec 1 §2 Edit phone: one phone input and a button, then verification; §5 wrong format → attention alert;
// §8 "Edit phone failure: attention alert with something-is-wrong".
export function EditPhoneForm({ phone, from }: { phone: string; from: string | null }) {
  const t = useTranslations();
  const { form, onSubmit, busy, alert, closeAlert } = useBffForm<Values, { next?: string }>({
    defaultValues: { phone },
    rule: (values) => validateEditPhone(values.phone),
    send: (values) => bff("/api/profile/phone", { method: "PUT", body: { phone: values.phone, from: from ?? undefined } }),
    onSent: (data) => goToNext(data?.next),
    failed: (error) => {
      // The server's own words where they help (number taken, too many codes, service down), else the spec's text.
      const status = failureStatus(error);
      const own = status === 0 || status === 422 || status === 429 || status >= 500;
      return { title: t("errors.attention"), message: own ? bffErrorMessage(error, t("errors.upstreamDown")) : t("errors.somethingWrong") };
    },
    leaves: true,
  });

  return (
    <>
      <form method="post" noValidate onSubmit={onSubmit} className="mt-6 grid gap-4" aria-busy={busy}>
        <PhoneField id="edit-phone" label={t("auth.phoneLabel")} hint={t("auth.phoneHint")} {...form.register("phone")} />
        <SubmitButton busy={busy} busyLabel={t("auth.pleaseWait")} className="mt-2 h-12 w-full text-base">
          {t("editPhone.submit")}
        </SubmitButton>
      </form>
      <AlertDialog alert={alert} onClose={closeAlert} />
    </>
  );
}
