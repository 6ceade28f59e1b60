"use client";

import type { ReactNode } from "react";
import { useBffForm, type BffFormOptions } from "./use-bff-form";
import { useWatch } from "./use-form";

export interface EmailSignupValues {
  email: string;
  consent: boolean;
}

/**
 * An e-mail sign-up box (spec 1 §5): the blog's newsletter and the vendor landing page's sign-up. One form on
 * useBffForm; the caller says what a valid e-mail leads to, in which look, and whether a consent box must be ticked
 * first (the button waits for both then).
 */
export function EmailSignup({
  id,
  look,
  icon,
  title,
  text,
  labels,
  consent,
  ready = () => true,
  ...form
}: Pick<BffFormOptions<EmailSignupValues, unknown>, "rule" | "send" | "onSent" | "failed" | "invalid" | "leaves"> & {
  id: string;
  look: "light" | "dark";
  icon?: ReactNode;
  title: string;
  text: string;
  labels: { email: string; placeholder: string; submit: string; sending?: string };
  /** The consent box's text, when there is one to tick. */
  consent?: string;
  /** Whether the button may be pressed yet (e.g. e-mail typed and consent ticked). */
  ready?: (values: EmailSignupValues) => boolean;
}) {
  const { form: state, onSubmit, busy } = useBffForm<EmailSignupValues>({ defaultValues: { email: "", consent: false }, ...form });
  const email = useWatch({ control: state.control, name: "email" }) ?? "";
  const ticked = useWatch({ control: state.control, name: "consent" }) ?? false;
  const dark = look === "dark";
  const fields = (
    <>
      <label htmlFor={`${id}-email`} className="sr-only">
        {labels.email}
      </label>
      <input
        id={`${id}-email`}
        type="email"
        autoComplete="email"
        placeholder={labels.placeholder}
        {...state.register("email")}
        className={
          dark
            ? "h-12 rounded-full border-0 bg-white px-5 text-base text-ink focus:ring-2 focus:ring-brand-500 focus:outline-none"
            : "h-11 flex-1 rounded-full border border-gray-300 bg-white px-4 text-base focus:border-brand-500 focus:ring-2 focus:ring-brand-100 focus:outline-none"
        }
      />
      {consent && (
        <label className="flex items-center gap-3 text-sm text-white/90">
          <input type="checkbox" {...state.register("consent")} className="size-4 accent-brand-500" />
          {consent}
        </label>
      )}
      <button type="submit" className={dark ? "btn btn-primary h-12 justify-self-start px-8" : "btn btn-primary h-11"} disabled={busy || !ready({ email, consent: ticked })}>
        {busy && labels.sending ? labels.sending : labels.submit}
      </button>
    </>
  );
  const heading = (
    <h2 id={`${id}-title`} className={dark ? "text-2xl font-bold" : "text-xl font-bold"}>
      {title}
    </h2>
  );
  if (dark) {
    return (
      <section aria-labelledby={`${id}-title`} className="rounded-3xl bg-ink p-6 text-white sm:p-10">
        {heading}
        <p className="mt-2 text-white/80">{text}</p>
        <form method="post" onSubmit={onSubmit} className="mt-6 grid gap-3 sm:max-w-xl">
          {fields}
        </form>
      </section>
    );
  }
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-3xl bg-brand-50 p-6 sm:p-8">
      <div className="flex items-start gap-4">
        {icon && <span className="hidden size-12 shrink-0 place-items-center rounded-2xl bg-white text-brand-700 sm:grid">{icon}</span>}
        <div className="flex-1">
          {heading}
          <p className="mt-1 text-gray-700">{text}</p>
          <form method="post" onSubmit={onSubmit} noValidate className="mt-4 flex flex-col gap-2 sm:flex-row">
            {fields}
          </form>
        </div>
      </div>
    </section>
  );
}
