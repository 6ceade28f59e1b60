"use client";

import type { FormEventHandler, ReactNode } from "react";
import { AlertDialog, type Alert } from "@/components/ui/alert-dialog";
import { SubmitButton } from "@/components/ui/field";

/**
 * The card of a public page's form (contact, partner, courier): a titled form that posts, its fields, the send button
 * and the alert it answers with (spec 1 §8).
 */
export function PublicFormCard({
  id,
  title,
  onSubmit,
  busy,
  busyLabel,
  submitLabel,
  alert,
  onAlertClose,
  children,
}: {
  /** The form's name: the title is `${id}-title`. */
  id: string;
  title: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  busy: boolean;
  busyLabel: string;
  submitLabel: string;
  alert: Alert | null;
  onAlertClose: () => void;
  children: ReactNode;
}) {
  return (
    <form method="post" onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`} className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-gray-200 sm:p-8">
      <h2 id={`${id}-title`} className="text-xl font-bold">
        {title}
      </h2>
      {children}
      <SubmitButton busy={busy} busyLabel={busyLabel} className="mt-6 w-full sm:w-auto">
        {submitLabel}
      </SubmitButton>
      <AlertDialog alert={alert} onClose={onAlertClose} />
    </form>
  );
}
