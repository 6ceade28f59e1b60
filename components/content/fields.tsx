import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from "react";

// Labelled form controls for the public forms: the label is a real <label>, hints are tied with aria-describedby.
const control = "mt-1 block w-full rounded-xl border border-gray-300 bg-white px-3 py-2.5 text-base text-ink shadow-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-100";

interface Common {
  id: string;
  label: string;
  hint?: ReactNode;
  className?: string;
}

function Hint({ id, hint }: { id: string; hint?: ReactNode }) {
  return hint ? (
    <p id={`${id}-hint`} className="mt-1 text-xs text-gray-500">
      {hint}
    </p>
  ) : null;
}

export function TextField({ id, label, hint, className = "", ...props }: Common & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <div className={className}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <input id={id} name={id} aria-describedby={hint ? `${id}-hint` : undefined} className={control} {...props} />
      <Hint id={id} hint={hint} />
    </div>
  );
}

export function TextArea({ id, label, hint, className = "", ...props }: Common & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <div className={className}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <textarea id={id} name={id} aria-describedby={hint ? `${id}-hint` : undefined} className={`${control} min-h-36`} {...props} />
      <Hint id={id} hint={hint} />
    </div>
  );
}

export function SelectField({ id, label, hint, className = "", children, ...props }: Common & SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <div className={className}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <select id={id} name={id} aria-describedby={hint ? `${id}-hint` : undefined} className={control} {...props}>
        {children}
      </select>
      <Hint id={id} hint={hint} />
    </div>
  );
}

export function RadioGroup<V extends string>({ name, legend, value, options, onChange }: { name: string; legend: string; value: V; options: ReadonlyArray<{ value: V; label: string }>; onChange: (value: V) => void }) {
  return (
    <fieldset>
      <legend className="text-sm font-medium">{legend}</legend>
      <div className="mt-1 flex flex-wrap gap-2">
        {options.map((o) => (
          <label key={o.value} className="flex cursor-pointer items-center gap-2 rounded-full border border-gray-300 px-4 py-2 text-sm has-checked:border-brand-700 has-checked:bg-brand-50 has-checked:text-brand-800">
            <input type="radio" name={name} value={o.value} checked={value === o.value} onChange={() => onChange(o.value)} className="accent-brand-700" />
            {o.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
