"use client";

import { useState } from "react";
import { useTranslations } from "@/lib/i18n/client";
import { useForm, type FormApi, type FormErrors, type Resolver } from "./use-form";
import { BffError } from "@/lib/client/bff";
import { useAlert, type Alert } from "./alert-dialog";

// The skeleton every form of spec 1 shares (issue 10): the form state of ./use-form holds what was typed, the
// shared rule of lib/validation (the one the BFF route runs too) checks it, the first failure is the attention dialog
// (spec 1 §8), and a valid form goes to the BFF (one call at a time); a failure is an alert and keeps the values. No
// form or schema library and no TanStack Query here: the public pages with a form (contact, courier, partner, login)
// stay small (issue 14's JS budget).

/** A spec rule: the message key of the first broken check, or null. The same function the BFF route calls. */
export type Rule<T> = (values: T) => string | null;
/** Per-field message keys (e.g. spec 1 §5 login's field-level texts), shown under the fields. */
export type FieldRules<T> = (values: T) => Partial<Record<keyof T & string, string>>;

/**
 * The shared rule as the form's resolver: the rule's key is the form's first error (on `root`, handed to
 * handleSubmit's onInvalid), field keys go on their fields. No new checks: the messages are the rule's own keys,
 * translated where they are shown.
 */
export function ruleResolver<T extends object>(rule: Rule<T>, fieldRules?: FieldRules<T>): Resolver<T> {
  return (values) => {
    const errors: FormErrors = {};
    const key = rule(values);
    if (key) errors.root = { message: key };
    for (const [field, fieldKey] of Object.entries(fieldRules?.(values) ?? {})) {
      if (typeof fieldKey === "string") errors[field] = { message: fieldKey };
    }
    return errors;
  };
}

/** The message (key) of handleSubmit's first error: the rule's, else the first field's. */
export function firstErrorMessage(errors: FormErrors): string | null {
  if (errors.root?.message) return errors.root.message;
  for (const error of Object.values(errors)) if (error?.message) return error.message;
  return null;
}

/** The HTTP status of a failed BFF call; 0 when the network failed (or the error is not the BFF's). */
export function failureStatus(error: unknown): number {
  return error instanceof BffError ? error.status : 0;
}

export interface BffFormOptions<T extends object, R> {
  /** The starting values; a field left out takes what its control holds when it mounts. */
  defaultValues: Partial<T>;
  rule: Rule<T>;
  fieldRules?: FieldRules<T>;
  /** The BFF call of a valid form (lib/client/bff.ts `bff`, which throws a BffError). */
  send: (values: T) => Promise<R>;
  /** After a success: side effects, and the alert to show if any. */
  onSent?: (data: R, values: T, form: FormApi<T>) => Alert | void;
  /** The alert of a failure (spec 1 §8), or nothing to show; what was typed stays in the form. */
  failed: (error: unknown, values: T, form: FormApi<T>) => Alert | void;
  /**
   * What a broken rule does (its message key): by default the attention dialog (spec 1 §8); a form whose spec says
   * otherwise (a warning snackbar, an inline message only) says so here.
   */
  invalid?: (key: string) => void;
  /** The public forms' look: alerts with the tone's icon. */
  toned?: boolean;
  /** A success loads another page: the form stays busy until it does. */
  leaves?: boolean;
}

export function useBffForm<T extends object, R = unknown>(options: BffFormOptions<T, R>) {
  const t = useTranslations();
  const alerts = useAlert();
  const [resolver] = useState(() => ruleResolver(options.rule, options.fieldRules));
  const form = useForm<T>(options.defaultValues, resolver);
  const [state, setState] = useState<"idle" | "pending" | "sent" | "failed">("idle");
  const busy = state === "pending" || (options.leaves === true && state === "sent");

  async function send(values: T) {
    setState("pending");
    let data: R;
    try {
      data = await options.send(values);
    } catch (error) {
      setState("failed");
      const alert = options.failed(error, values, form);
      if (alert) alerts.show(alert);
      return;
    }
    setState("sent");
    const alert = options.onSent?.(data, values, form);
    if (alert) alerts.show(alert);
  }

  const translate = (key: string) => t(key as Parameters<typeof t>[0]);
  /** The translated inline error of a field, for Field's `error`. */
  const errorText = (name: keyof T & string): string | null => {
    const key = form.formState.errors[name]?.message;
    return key ? translate(key) : null;
  };

  const onSubmit = form.handleSubmit(
    (values) => {
      if (!busy) void send(values);
    },
    (errors) => {
      const key = firstErrorMessage(errors);
      if (!key) return;
      if (options.invalid) options.invalid(key);
      else alerts.show({ title: t("errors.attention"), message: translate(key), tone: options.toned ? "attention" : undefined });
    },
  );

  return { form, onSubmit, errorText, busy, sent: state === "sent", alert: alerts.alert, showAlert: alerts.show, closeAlert: alerts.close };
}
