"use client";

import { useId, useState, type InputHTMLAttributes, type KeyboardEvent, type ReactNode, type Ref } from "react";

export interface ComboboxOption {
  id: string;
  label: string;
  description?: string;
}

interface ComboboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "value" | "onChange" | "onSelect"> {
  label: string;
  /** Visually hide the label (it stays the accessible name). */
  hideLabel?: boolean;
  value: string;
  onValueChange: (value: string) => void;
  options: readonly ComboboxOption[];
  onPick: (option: ComboboxOption) => void;
  /** Accessible name of the list of options. */
  listLabel: string;
  error?: string | null;
  /** Sits inside the field, after the input (e.g. the current-location button). */
  adornment?: ReactNode;
  wrapperClassName?: string;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A text input with a list of suggestions (WAI-ARIA combobox with a listbox popup): arrows move, Enter picks,
 * Escape closes; a click picks too. The input stays a plain named field, so the form works without JavaScript.
 */
export function Combobox({
  label, hideLabel, value, onValueChange, options, onPick, listLabel, error, adornment, wrapperClassName = "", id: idProp, className = "", ref, ...input
}: ComboboxProps) {
  const autoId = useId();
  const id = idProp ?? autoId;
  const listId = `${id}-list`;
  const errorId = `${id}-error`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const expanded = open && options.length > 0;

  function pick(option: ComboboxOption) {
    onPick(option);
    setOpen(false);
    setActive(-1);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown" && options.length > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (i + 1) % options.length);
    } else if (event.key === "ArrowUp" && options.length > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (i <= 0 ? options.length - 1 : i - 1));
    } else if (event.key === "Enter" && expanded && active >= 0) {
      event.preventDefault();
      pick(options[active]);
    } else if (event.key === "Escape" && expanded) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  }

  return (
    <div className={`relative ${wrapperClassName}`}>
      <label htmlFor={id} className={hideLabel ? "sr-only" : "mb-1 block text-sm font-semibold text-ink"}>
        {label}
      </label>
      <div className="relative flex items-center">
        <input
          {...input}
          ref={ref}
          id={id}
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          value={value}
          onChange={(event) => {
            onValueChange(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
          className={`h-12 w-full rounded-xl border bg-white px-4 text-base text-ink placeholder:text-gray-500 ${
            error ? "border-red-600" : "border-gray-300"
          } ${className}`}
        />
        {adornment}
      </div>
      <ul
        id={listId}
        role="listbox"
        aria-label={listLabel}
        hidden={!expanded}
        className="absolute top-full right-0 left-0 z-30 mt-1 max-h-80 overflow-auto rounded-xl bg-white py-1 shadow-lg ring-1 ring-gray-200"
      >
        {options.map((option, index) => (
          <li
            key={option.id}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            // mousedown, not click: the input's blur would close the list before a click lands.
            onMouseDown={(event) => {
              event.preventDefault();
              pick(option);
            }}
            className={`cursor-pointer px-4 py-2 text-sm ${index === active ? "bg-brand-50" : "hover:bg-gray-50"}`}
          >
            <span className="block font-medium text-ink">{option.label}</span>
            {option.description && <span className="block text-xs text-gray-600">{option.description}</span>}
          </li>
        ))}
      </ul>
      {error && (
        <p id={errorId} role="alert" className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
