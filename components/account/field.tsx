import type { InputHTMLAttributes, ReactNode } from "react";

/** The look of every account form input (Tailwind classes; globals.css stays the shell's). */
export const FIELD_CLASS =
  "h-12 w-full rounded-xl border border-gray-300 bg-white px-4 text-base text-ink placeholder:text-gray-400 focus:border-brand-500 focus:ring-2 focus:ring-brand-100 focus:outline-none aria-[invalid=true]:border-red-600";

type Props = InputHTMLAttributes<HTMLInputElement> & { id: string; label: string; hint?: ReactNode; error?: string | null; prefix?: string };

/** A labelled input with an optional hint, inline error (announced) and fixed prefix (+355). */
export function Field({ id, label, hint, error, prefix, className, ...input }: Props) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink">
        {label}
      </label>
      <div className="flex items-stretch gap-2">
        {prefix && (
          <span className="grid h-12 shrink-0 place-items-center rounded-xl border border-gray-300 bg-gray-50 px-3 text-base text-gray-700">
            {prefix}
          </span>
        )}
        <input id={id} className={FIELD_CLASS} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />
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
