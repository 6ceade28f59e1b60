"use client";

import { useEffect, useEffectEvent, useRef, type ClipboardEvent, type KeyboardEvent } from "react";
import { useTranslations } from "@/lib/i18n/client";
import { useMutation } from "@tanstack/react-query";
import { useQueryState } from "nuqs";
import { useSnackbar } from "@/components/ui/snackbar";
import { Link } from "@/lib/i18n/navigation";
import { bff, bffErrorMessage } from "@/lib/client/bff";
import { applyCodeInput, CODE_LENGTH, emptyCodeBoxes, joinCode, validateCode } from "@/lib/validation/verification-code";
import { AlertDialog } from "@/components/ui/alert-dialog";
import { SubmitButton } from "@/components/ui/field";
import { failureStatus, useBffForm } from "@/components/ui/use-bff-form";
import { useWatch } from "@/components/ui/use-form";
import { goToNext } from "./signed-in";

interface Props {
  /** The account's phone as it is shown (national form). */
  phone: string;
  from: string | null;
  /** Send a code on arrival (after a login of an unverified account); the flag is then removed from the URL. */
  sendOnArrival: boolean;
}

type Values = { code: string[] };

// spec 1 §2 Phone verification: the phone as a link to edit-phone, six one-digit boxes, resend link, verify button.
// §4: typing a digit moves focus to the next box, each box keeps only the last character, a wrong code clears all.
export function VerificationForm({ phone, from, sendOnArrival }: Props) {
  const t = useTranslations();
  const snackbar = useSnackbar();
  const { form, onSubmit, busy, alert, showAlert, closeAlert } = useBffForm<Values, { next?: string }>({
    defaultValues: { code: emptyCodeBoxes() },
    rule: (values) => validateCode(values.code),
    send: (values) => bff("/api/auth/verify-code", { body: { code: joinCode(values.code), from: from ?? undefined } }),
    onSent: (data) => {
      snackbar.show({ message: t("verification.verified"), severity: "success" });
      goToNext(data?.next);
    },
    failed: (error, _values, codeForm) => {
      // A refused code (wrong, expired, too many tries) clears the boxes; a service failure keeps them.
      const status = failureStatus(error);
      if (status >= 400 && status < 500 && status !== 429) {
        codeForm.setValue("code", emptyCodeBoxes());
        return { title: t("errors.attention"), message: bffErrorMessage(error, status === 422 ? t("verification.wrongCode") : t("errors.generic")) };
      }
      return { title: t("errors.weAreSorry"), message: bffErrorMessage(error, t("errors.upstreamDown")) };
    },
    leaves: true,
  });
  const boxes = useWatch({ control: form.control, name: "code" });
  const inputs = useRef<Array<HTMLInputElement | null>>([]);
  const arrived = useRef(false);
  const [, setSend] = useQueryState("send");

  // spec 1 §8 "Send-code failure: alert with the translated message".
  const resend = useMutation({
    mutationFn: (_quiet: boolean) => bff("/api/auth/send-code", { body: {} }),
    onSuccess: (_data, quiet) => {
      if (!quiet) snackbar.show({ message: t("verification.resent"), severity: "success" });
    },
    onError: (error) => showAlert({ title: t("errors.attention"), message: bffErrorMessage(error, t("errors.upstreamDown")) }),
  });

  const focus = (index: number) => inputs.current[index]?.focus();

  function update(index: number, value: string) {
    const next = applyCodeInput(boxes, index, value);
    form.setValue("code", next.boxes);
    focus(next.focus);
  }

  function onPaste(index: number, event: ClipboardEvent<HTMLInputElement>) {
    event.preventDefault();
    update(index, event.clipboardData.getData("text"));
  }

  function onKeyDown(index: number, event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "Backspace" && boxes[index] === "" && index > 0) {
      event.preventDefault();
      form.setValue(
        "code",
        boxes.map((v, i) => (i === index - 1 ? "" : v)),
      );
      focus(index - 1);
    }
  }

  // Once per arrival, with the mutation as it is then.
  const sendOnce = useEffectEvent(() => {
    void setSend(null);
    resend.mutate(true);
  });
  useEffect(() => {
    if (!sendOnArrival || arrived.current) return;
    arrived.current = true;
    sendOnce();
  }, [sendOnArrival]);

  return (
    <>
      <p className="mt-3 text-base text-gray-600">
        {t("verification.intro")}{" "}
        <Link
          href={{ pathname: "/edit-phone", query: from ? { from } : {} }}
          className="font-semibold whitespace-nowrap text-brand-700 underline-offset-2 hover:underline"
          aria-label={t("verification.phoneLinkLabel", { phone })}
        >
          {phone}
        </Link>
      </p>
      <form method="post" noValidate onSubmit={onSubmit} className="mt-6" aria-busy={busy}>
        <fieldset>
          <legend className="sr-only">{t("verification.codeLabel")}</legend>
          <div className="flex justify-between gap-2">
            {boxes.map((value, index) => (
              <input
                key={index}
                ref={(el) => {
                  inputs.current[index] = el;
                }}
                type="text"
                inputMode="numeric"
                pattern="[0-9]*"
                autoComplete={index === 0 ? "one-time-code" : "off"}
                aria-label={t("verification.digitLabel", { index: index + 1 })}
                value={value}
                onChange={(e) => update(index, e.target.value)}
                onPaste={(e) => onPaste(index, e)}
                onKeyDown={(e) => onKeyDown(index, e)}
                onFocus={(e) => e.target.select()}
                className="h-14 w-full min-w-0 rounded-xl border border-gray-300 bg-white text-center text-2xl font-bold text-ink focus:border-brand-500 focus:ring-2 focus:ring-brand-100 focus:outline-none"
                maxLength={CODE_LENGTH + 6}
              />
            ))}
          </div>
        </fieldset>
        <p className="mt-4 text-sm text-gray-600">
          {t("verification.noCode")}{" "}
          <button
            type="button"
            className="font-semibold text-brand-700 underline-offset-2 hover:underline disabled:opacity-50"
            onClick={() => resend.mutate(false)}
            disabled={resend.isPending}
          >
            {t("verification.resend")}
          </button>
        </p>
        <SubmitButton busy={busy} busyLabel={t("auth.pleaseWait")} className="mt-6 h-12 w-full text-base">
          {t("verification.verify")}
        </SubmitButton>
      </form>
      <AlertDialog
        alert={alert}
        onClose={() => {
          closeAlert();
          if (joinCode(boxes) === "") focus(0);
        }}
      />
    </>
  );
}
