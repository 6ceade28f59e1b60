"use client";

import { useCallback, useId, useLayoutEffect, useRef, useState, type InputHTMLAttributes, type KeyboardEvent, type ReactNode, type Ref } from "react";

export interface ComboboxOption {
  id: string;
  label: string;
  description?: string;
}

interface ComboboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "value" | "onChange" | "onSelect"> {
  label: string;
  /** Visually hide the label (it stays the accessible name). */
  hideLabel?: boolean;
  /** Replaces the label's look (e.g. in a modal's form). */
  labelClassName?: string;
  /** Replaces the input's look (size, border, radius); `className` adds to it. */
  inputClassName?: string;
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

const LABEL = "mb-1 block text-sm font-semibold text-ink";
const INPUT = "h-12 w-full rounded-xl border bg-white px-4 text-base text-ink placeholder:text-gray-500";

/**
 * The storefront's one combobox (the home search's place and term, the checkout's new-address search): a text
 * input with a list of suggestions (WAI-ARIA combobox with a listbox popup). The focus stays in the input; arrows
 * move the active option (aria-activedescendant), Enter picks it, Escape closes the list; a click picks too. The
 * input stays a plain named field, so a form works without JavaScript. The caller looks the options up and keeps
 * only the answer to the latest text (keyed or aborted requests), so an older answer never replaces a newer one.
 */
export function Combobox({
  label, hideLabel, labelClassName = LABEL, inputClassName = INPUT, value, onValueChange, options, onPick, listLabel, error, adornment, wrapperClassName = "",
  id: idProp, className = "", ref, ...input
}: ComboboxProps) {
  const autoId = useId();
  const id = idProp ?? autoId;
  const listId = `${id}-list`;
  const errorId = `${id}-error`;
  const [open, setOpen] = useState(false);
  const [activeIndex, setActive] = useState(-1);
  const inputRef = useRef<HTMLInputElement | null>(null);
  const setInput = useCallback(
    (el: HTMLInputElement | null) => {
      inputRef.current = el;
      if (typeof ref === "function") ref(el);
      else if (ref) ref.current = el;
    },
    [ref],
  );
  // Hydrated while the person is already in the field (a form that hydrates on first use, lib/client/island.tsx):
  // open as a focus would have.
  useLayoutEffect(() => {
    if (inputRef.current && inputRef.current === document.activeElement) setOpen(true);
  }, []);
  // A newer, shorter answer may arrive while an option is active.
  const active = activeIndex < options.length ? activeIndex : -1;
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
      setActive((i) => (i >= options.length - 1 ? 0 : i + 1));
    } else if (event.key === "ArrowUp" && options.length > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (i <= 0 || i >= options.length ? options.length - 1 : i - 1));
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
      <label htmlFor={id} className={hideLabel ? "sr-only" : labelClassName}>
        {label}
      </label>
      <div className="relative flex items-center">
        <input
          {...input}
          ref={setInput}
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
          className={`${inputClassName} ${error ? "border-red-600" : "border-gray-300"} ${className}`}
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
