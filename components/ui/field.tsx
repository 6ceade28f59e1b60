"use client";

import { useState, type ComponentPropsWithRef, type ReactNode } from "react";
import { EyeIcon } from "./icons/eye";
import { EyeOffIcon } from "./icons/eye-off";
import { InfoIcon } from "./icons/info";

// The one labelled form control of the storefront (issue 10): a real <label>, an asterisk for a required field, an
// optional tooltip and hint, an inline error that is announced, aria-invalid / aria-describedby wired to them, a
// fixed prefix (+355) and the password's show/hide. Takes a form's register() (./use-form; the ref is a prop).

const CONTROL =
  "w-full rounded-xl border border-gray-300 bg-white px-4 text-base text-ink placeholder:text-gray-400 focus:border-brand-500 focus:ring-2 focus:ring-brand-100 focus:outline-none aria-[invalid=true]:border-red-600";

interface Frame {
  id: string;
  label: string;
  /** Shows the asterisk (outside the label's text, hidden from assistive technology) and sets `required`. */
  required?: boolean;
  hint?: ReactNode;
  /** A short explanation behind an info button next to the label; also describes the control. */
  tooltip?: string;
  /** The translated message of a failed check, shown under the control and announced. */
  error?: string | null;
  /** A fixed text before the control, e.g. the phone prefix +355. */
  prefix?: string;
  /** For type="password": the show/hide button's two labels (no button without them). */
  reveal?: { show: string; hide: string };
  className?: string;
}

type Own = "id" | "prefix" | "className" | "required";
type InputProps = Omit<ComponentPropsWithRef<"input">, Own> & { as?: "input" };
type TextAreaProps = Omit<ComponentPropsWithRef<"textarea">, Own> & { as: "textarea" };
type SelectProps = Omit<ComponentPropsWithRef<"select">, Own> & { as: "select" };
export type FieldProps = Frame & (InputProps | TextAreaProps | SelectProps);
/** A Field of an <input> (the phone and e-mail fields of ./contact-fields build on it). */
export type InputFieldProps = Frame & InputProps;

export function Field(props: FieldProps) {
  const { id, label, required, hint, tooltip, error, prefix, reveal, className, as = "input", ...control } = props;
  const [shown, setShown] = useState(false);
  const describedBy = [tooltip && `${id}-tip`, hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ") || undefined;
  const wired = { id, required, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy };
  const revealable = as === "input" && reveal !== undefined && (control as InputProps).type === "password";

  let element: ReactNode;
  if (as === "textarea") element = <textarea {...(control as TextAreaProps)} {...wired} className={`${CONTROL} min-h-36 py-3`} />;
  else if (as === "select") element = <select {...(control as SelectProps)} {...wired} className={`${CONTROL} h-12`} />;
  else {
    const input = control as InputProps;
    element = <input {...input} {...wired} type={revealable && shown ? "text" : input.type} className={`${CONTROL} h-12 ${revealable ? "pr-12" : ""}`} />;
  }

  return (
    <div className={`group/field ${className ?? ""}`}>
      <div className="mb-1.5 flex items-center gap-1 text-sm font-medium text-ink">
        <label htmlFor={id}>{label}</label>
        {required && (
          <span aria-hidden="true" className="text-red-700">
            *
          </span>
        )}
        {tooltip && <Tooltip id={`${id}-tip`} text={tooltip} />}
      </div>
      <div className="relative flex items-stretch gap-2">
        {prefix && <span className="grid h-12 shrink-0 place-items-center rounded-xl border border-gray-300 bg-gray-50 px-3 text-base text-gray-700">{prefix}</span>}
        {element}
        {revealable && (
          <button
            type="button"
            className="absolute inset-y-0 right-0 grid w-12 place-items-center rounded-r-xl text-gray-500 hover:text-ink"
            aria-label={shown ? reveal.hide : reveal.show}
            aria-pressed={shown}
            aria-controls={id}
            onClick={() => setShown((v) => !v)}
          >
            {shown ? <EyeOffIcon className="size-5" /> : <EyeIcon className="size-5" />}
          </button>
        )}
      </div>
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-gray-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** The info icon; its text shows on hover and while the field has the focus, and describes the control. */
function Tooltip({ id, text }: { id: string; text: string }) {
  return (
    <span className="group/tip relative inline-flex text-gray-500">
      <InfoIcon className="size-4" aria-hidden="true" />
      <span
        id={id}
        role="tooltip"
        className="pointer-events-none invisible absolute bottom-full left-1/2 z-10 mb-2 w-max max-w-64 -translate-x-1/2 rounded-lg bg-ink px-3 py-2 text-xs font-normal text-white shadow group-focus-within/field:visible group-hover/tip:visible"
      >
        {text}
      </span>
    </span>
  );
}

export interface RadioOption<V extends string> {
  value: V;
  label: string;
}

/** A row of pill-shaped radios under a legend; spread a form's register(name) (./use-form) into it. */
export function RadioGroup<V extends string>({
  legend,
  options,
  defaultValue,
  defaultChecked: _checked,
  ...input
}: { legend: string; options: ReadonlyArray<RadioOption<V>> } & Omit<ComponentPropsWithRef<"input">, "type" | "value">) {
  return (
    <fieldset>
      <legend className="mb-1.5 text-sm font-medium text-ink">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((o) => (
          <label key={o.value} className="flex cursor-pointer items-center gap-2 rounded-full border border-gray-300 px-4 py-2 text-sm has-checked:border-brand-700 has-checked:bg-brand-50 has-checked:text-brand-800">
            <input {...input} type="radio" value={o.value} defaultChecked={defaultValue !== undefined && String(defaultValue) === o.value} className="accent-brand-700" />
            {o.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** A form's submit button: disabled and saying so while the form is sent. */
export function SubmitButton({ busy, busyLabel, className = "", children }: { busy: boolean; busyLabel: string; className?: string; children: ReactNode }) {
  return (
    <button type="submit" className={`btn btn-primary ${className}`} disabled={busy}>
      {busy ? busyLabel : children}
    </button>
  );
}
