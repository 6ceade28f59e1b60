"use client";

import { useEffect, useRef, useState, type ClipboardEvent, type FormEvent, type KeyboardEvent } from "react";
import { useLocale, useTranslations } from "next-intl";
import { useQueryState } from "nuqs";
import { useSnackbar } from "@/components/ui/snackbar";
import { Link } from "@/lib/i18n/navigation";
import { applyCodeInput, CODE_LENGTH, emptyCodeBoxes, joinCode, validateCode } from "@/lib/validation/verification-code";
import { AlertDialog, type Alert } from "@/components/ui/alert-dialog";
import { callBff } from "./bff-call";

interface Props {
  /** The account's phone as it is shown (national form). */
  phone: string;
  from: string | null;
  /** Send a code on arrival (after a login of an unverified account); the flag is then removed from the URL. */
  sendOnArrival: boolean;
}

// spec 1 §2 Phone verification: the phone as a link to edit-phone, six one-digit boxes, resend link, verify button.
// §4: typing a digit moves focus to the next box, each box keeps only the last character, a wrong code clears all.
export function VerificationForm({ phone, from, sendOnArrival }: Props) {
  const t = useTranslations();
  const locale = useLocale();
  const snackbar = useSnackbar();
  const [boxes, setBoxes] = useState<string[]>(emptyCodeBoxes);
  const [alert, setAlert] = useState<Alert | null>(null);
  const [busy, setBusy] = useState(false);
  const [sending, setSending] = useState(false);
  const inputs = useRef<Array<HTMLInputElement | null>>([]);
  const arrived = useRef(false);
  const [, setSend] = useQueryState("send");

  const focus = (index: number) => inputs.current[index]?.focus();

  function update(index: number, value: string) {
    const next = applyCodeInput(boxes, index, value);
    setBoxes(next.boxes);
    focus(next.focus);
  }

  function onPaste(index: number, event: ClipboardEvent<HTMLInputElement>) {
    event.preventDefault();
    update(index, event.clipboardData.getData("text"));
  }

  function onKeyDown(index: number, event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "Backspace" && boxes[index] === "" && index > 0) {
      event.preventDefault();
      setBoxes((b) => b.map((v, i) => (i === index - 1 ? "" : v)));
      focus(index - 1);
    }
  }

  async function resend(quiet = false) {
    if (sending) return;
    setSending(true);
    const answer = await callBff("/api/auth/send-code", { body: {}, locale, unreachable: t("errors.upstreamDown") });
    setSending(false);
    if (answer.ok) {
      if (!quiet) snackbar.show({ message: t("verification.resent"), severity: "success" });
      return;
    }
    // spec 1 §8 "Send-code failure: alert with the translated message".
    setAlert({ title: t("errors.attention"), message: answer.error ?? t("errors.somethingWrong") });
  }

  useEffect(() => {
    if (!sendOnArrival || arrived.current) return;
    arrived.current = true;
    void setSend(null);
    void resend(true);
    // Once per arrival; resend() is stable enough for this one call.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [sendOnArrival]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const broken = validateCode(boxes);
    if (broken) {
      setAlert({ title: t("errors.attention"), message: t(broken) });
      return;
    }
    setBusy(true);
    const answer = await callBff<{ next?: string }>("/api/auth/verify-code", {
      body: { code: joinCode(boxes), from: from ?? undefined },
      locale,
      unreachable: t("errors.upstreamDown"),
    });
    if (answer.ok) {
      snackbar.show({ message: t("verification.verified"), severity: "success" });
      const next = answer.data?.next;
      window.location.assign(typeof next === "string" && next.startsWith("/") && !next.startsWith("//") ? next : "/");
      return;
    }
    setBusy(false);
    // A refused code (wrong, expired, too many tries) clears the boxes; a service failure keeps them.
    if (answer.status >= 400 && answer.status < 500 && answer.status !== 429) {
      setBoxes(emptyCodeBoxes());
      setAlert({ title: t("errors.attention"), message: answer.status === 422 ? (answer.error ?? t("verification.wrongCode")) : (answer.error ?? t("errors.generic")) });
      return;
    }
    setAlert({ title: t("errors.weAreSorry"), message: answer.error ?? t("errors.generic") });
  }

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
      <form noValidate onSubmit={onSubmit} className="mt-6" aria-busy={busy}>
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
          <button type="button" className="font-semibold text-brand-700 underline-offset-2 hover:underline disabled:opacity-50" onClick={() => resend()} disabled={sending}>
            {t("verification.resend")}
          </button>
        </p>
        <button type="submit" className="btn btn-primary mt-6 h-12 w-full text-base" disabled={busy}>
          {busy ? t("auth.pleaseWait") : t("verification.verify")}
        </button>
      </form>
      <AlertDialog
        alert={alert}
        onClose={() => {
          setAlert(null);
          if (joinCode(boxes) === "") focus(0);
        }}
      />
    </>
  );
}
