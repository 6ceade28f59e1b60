"use client";

import { useEffect, useState, useSyncExternalStore } from "react";

// The storefront's own small form state (it replaced react-hook-form, about 10 KB gzip on every page with a form;
// issue 14's JS budget). Uncontrolled: register(name) wires an input, a select, a textarea, a checkbox or a group of
// radios, and what is typed lives in the store, not in React state, so typing re-renders only the useWatch callers
// of that field. Errors (message keys; `root` is the form's own) change only on submit, clearErrors and reset: a
// form is checked again on its next submit, never while typing. A failed submit keeps every value and focuses the
// first field with an error. createForm is the whole logic without React (tests/unit/form-state.test.ts).

/** Errors by field name; `root` is the form's own (the rule's key). */
export type FormErrors = Partial<Record<string, { message: string }>>;
/** The check of a submit: the errors of the values, none when they are valid. */
export type Resolver<T> = (values: T) => FormErrors;

export type FormControl = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
type Name<T> = keyof T & string;

export interface RegisterOptions {
  /** Makes the stored value of the control's text, e.g. a select's "" → null, anything else a number. Text controls only. */
  setValueAs?: (value: string) => unknown;
  /**
   * How a text control shows the stored value (a card number in groups of four): written into the control after each
   * change, by setValue and by reset. Pair it with setValueAs, which turns what is shown back into the value.
   */
  format?: (value: string) => string;
  /** Called on a change, after the value was stored. */
  onChange?: () => void;
}

/** What register() gives to spread on a control (Field, RadioGroup, or a plain input). */
export interface Registered {
  name: string;
  /** The field's default in the server HTML (before hydration, and without JavaScript): text, or checked for a boolean. */
  defaultValue?: string;
  defaultChecked?: boolean;
  ref: (element: FormControl | null) => (() => void) | undefined;
  onChange: () => void;
  onBlur: () => void;
}

export interface FormApi<T extends object> {
  register(name: Name<T>, options?: RegisterOptions): Registered;
  /** A submit handler (preventDefault): checks the values, keeps the errors, then onValid(values) or onInvalid(errors). */
  handleSubmit(onValid: (values: T) => unknown, onInvalid?: (errors: FormErrors) => unknown): (event?: { preventDefault(): void }) => void;
  getValues(): Partial<T>;
  getValues<K extends Name<T>>(name: K): T[K];
  /** Stores a value, shows it in the field's controls and tells its watchers. */
  setValue<K extends Name<T>>(name: K, value: T[K]): void;
  clearErrors(name?: Name<T>): void;
  /** New values (and defaults) for the whole form, shown in its controls; no errors. */
  reset(values?: Partial<T>): void;
  readonly formState: { errors: FormErrors };
  /** For useWatch: the form itself. */
  readonly control: FormApi<T>;
  subscribe(listener: () => void): () => void;
  /** Called once the form has mounted: from then on a newly attached control shows the stored value. */
  ready(): void;
}

interface Field {
  elements: Set<FormControl>;
  options: RegisterOptions;
  props: Registered;
}

/** A checkbox or a radio (the type guard is for `checked`; text inputs go the other way). */
const isToggle = (el: FormControl): el is HTMLInputElement => el.type === "checkbox" || el.type === "radio";

/** A radio's whole group, from its form (the controls registered so far may not be all of it yet). */
function radioGroup(el: FormControl): RadioNodeList | null {
  const group = el.form?.elements.namedItem(el.name);
  return typeof RadioNodeList !== "undefined" && group instanceof RadioNodeList ? group : null;
}

/** Changed by the person before the form took it over (typed before hydration): then its value is kept. */
function edited(el: FormControl): boolean {
  if (el.type === "radio") return [...(radioGroup(el) ?? [el])].some((radio) => (radio as HTMLInputElement).checked !== (radio as HTMLInputElement).defaultChecked);
  if (isToggle(el)) return el.checked !== el.defaultChecked;
  if ("selectedIndex" in el) return el.selectedIndex !== Math.max(0, [...el.options].findIndex((o) => o.defaultSelected));
  return el.value !== el.defaultValue;
}

/** A text control's text for a stored value: the value itself, or as the field's `format` shows it. */
function shown(value: unknown, format?: (value: string) => string): string {
  const text = value == null ? "" : String(value);
  return format ? format(text) : text;
}

/** A radio's or checkbox's value as the form holds it; a text control's as it shows it (unchanged text is not rewritten: the caret stays). */
function write(el: FormControl, value: unknown, format?: (value: string) => string) {
  if (isToggle(el)) el.checked = el.type === "checkbox" ? !!value : el.value === value;
  else if (el.value !== shown(value, format)) el.value = shown(value, format);
}

export function createForm<T extends object>(defaultValues: Partial<T>, resolver: Resolver<T>): FormApi<T> {
  let values: Record<string, unknown> = { ...defaultValues };
  let errors: FormErrors = {};
  let mounted = false;
  const fields = new Map<string, Field>();
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((listener) => listener());

  /** What the field's controls hold: a checkbox's boolean, the checked radio's value (null for none), else the text. */
  function read(field: Field, el: FormControl): unknown {
    if (el.type === "checkbox") return (el as HTMLInputElement).checked;
    if (el.type === "radio") return [...(radioGroup(el) ?? field.elements)].find((radio) => (radio as HTMLInputElement).checked)?.value ?? null;
    return field.options.setValueAs ? field.options.setValueAs(el.value) : el.value;
  }

  function store(name: string, value: unknown) {
    if (Object.is(values[name], value)) return;
    values = { ...values, [name]: value };
    emit();
  }

  function register(name: Name<T>, options: RegisterOptions = {}): Registered {
    let field = fields.get(name);
    if (!field) {
      const own: Field = { elements: new Set(), options, props: undefined as never };
      const update = () => {
        const [el] = own.elements;
        if (!el) return;
        store(name, read(own, el));
        if (own.options.format) own.elements.forEach((control) => write(control, values[name], own.options.format));
      };
      const initial = defaultValues[name as keyof T];
      own.props = {
        name,
        ...(typeof initial === "boolean" ? { defaultChecked: initial } : initial == null ? {} : { defaultValue: shown(initial, options.format) }),
        // Stable, so React attaches it once per control and calls the returned clean-up when the control goes.
        ref: (el) => {
          if (!el) return undefined;
          own.elements.add(el);
          if (values[name] === undefined || (!mounted && edited(el))) store(name, read(own, el));
          else write(el, values[name], own.options.format);
          return () => void own.elements.delete(el);
        },
        onChange: () => {
          update();
          own.options.onChange?.();
        },
        onBlur: update,
      };
      fields.set(name, (field = own));
    }
    field.options = options;
    return field.props;
  }

  const form: FormApi<T> = {
    register,
    handleSubmit: (onValid, onInvalid) => (event) => {
      event?.preventDefault();
      const submitted = { ...values } as T;
      errors = resolver(submitted);
      emit();
      if (!Object.keys(errors).length) return void onValid(submitted);
      onInvalid?.(errors);
      for (const [name, field] of fields) {
        const [el] = field.elements;
        if (errors[name] && el) return el.focus();
      }
    },
    getValues: ((name?: string) => (name ? values[name] : { ...values })) as FormApi<T>["getValues"],
    setValue(name, value) {
      const field = fields.get(name);
      field?.elements.forEach((el) => write(el, value, field.options.format));
      store(name, value);
    },
    clearErrors(name) {
      if (name && !errors[name]) return;
      errors = name ? Object.fromEntries(Object.entries(errors).filter(([key]) => key !== name)) : {};
      emit();
    },
    reset(next = defaultValues) {
      defaultValues = next;
      values = { ...next };
      errors = {};
      for (const [name, field] of fields) field.elements.forEach((el) => write(el, values[name], field.options.format));
      emit();
    },
    get formState() {
      return { errors };
    },
    get control() {
      return form;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    ready() {
      mounted = true;
    },
  };
  return form;
}

/** A component's form; the object is stable, and the component re-renders only when the errors change. */
export function useForm<T extends object>(defaultValues: Partial<T>, resolver: Resolver<T>): FormApi<T> {
  const [form] = useState(() => createForm(defaultValues, resolver));
  const errors = () => form.formState.errors;
  useSyncExternalStore(form.subscribe, errors, errors);
  useEffect(() => form.ready(), [form]);
  return form;
}

/** One field's value; re-renders the caller when (and only when) it changes. */
export function useWatch<T extends object, K extends Name<T>>({ control, name }: { control: FormApi<T>; name: K }): T[K] {
  const value = () => control.getValues(name);
  return useSyncExternalStore(control.subscribe, value, value);
}
