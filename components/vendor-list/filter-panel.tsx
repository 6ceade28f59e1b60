"use client";

import { useId, useRef, useState, useSyncExternalStore, type FormEvent } from "react";
import { useLocale } from "@/lib/i18n/client";
import { Link, useRouter } from "@/lib/i18n/navigation";
import { localizePath } from "@/lib/i18n/paths";
import type { Locale } from "@/lib/i18n/routing";
import { formatPrice } from "@/lib/format/price";
import { FEE_MAX, FEE_MIN, FILTER_TOGGLES, vendorFilterToQuery, type FilterToggle, type VendorFilter } from "@/lib/vendors/filter";
import { fill } from "@/lib/vendors/interpolate";
import { SORT_KEYS, type SortKey } from "@/lib/vendors/sort";

export interface FilterLabels {
  title: string;
  toggles: Record<FilterToggle, string>;
  feeTitle: string;
  feeMin: string;
  feeMax: string;
  feeAny: string;
  /** "Up to {fee}" */
  feeUpTo: string;
  /** "From {fee}" */
  feeFrom: string;
  /** "From {low} to {high}" */
  feeBetween: string;
  sortTitle: string;
  sortDefault: string;
  sorts: Record<SortKey, string>;
  apply: string;
  applyFilters: string;
  clear: string;
}

interface FilterPanelProps {
  filter: VendorFilter;
  basePath: "/stores" | "/search";
  /** instant: the page's panel, each change applies at once; deferred: the narrow-screen modal, applied on its button. */
  mode: "instant" | "deferred";
  labels: FilterLabels;
}

const FEE_STEP = 10;
const noop = () => () => {};
/** False in the server HTML and before hydration: the plain-form fallbacks show only then. */
const useHydrated = () => useSyncExternalStore(noop, () => true, () => false);

/** The list's place, type, order type, term and category: kept by every filter change (spec 2 §2 query). */
function withoutPanel(f: VendorFilter): VendorFilter {
  const out: VendorFilter = { ...f, low_fee: FEE_MIN, high_fee: FEE_MAX, sort: null };
  for (const t of FILTER_TOGGLES) out[t] = false;
  return out;
}

/**
 * spec 2 §4 Filter panel: toggles, the delivery-fee slider (0–300, both ends mean no bound, commits on release) and
 * the four sorts. Fee and sort sections are expanded when set. A GET form underneath, so it works without JS.
 */
export function FilterPanel({ filter, basePath, mode, labels }: FilterPanelProps) {
  const locale = useLocale() as Locale;
  const router = useRouter();
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const id = useId();
  const [state, setState] = useState(filter);

  const hrefOf = (f: VendorFilter) => `${basePath}?${vendorFilterToQuery(f).toString()}`;
  const apply = (f: VendorFilter) => router.push(hrefOf(f), { scroll: false });
  /** A change: shown at once; applied at once on the page, kept for the button in the modal. */
  function change(next: VendorFilter, commit: boolean) {
    setState(next);
    if (commit && mode === "instant") apply(next);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    apply(state);
    formRef.current?.closest("dialog")?.close();
  }

  function commitFee(which: "low_fee" | "high_fee", raw: string) {
    const value = Number(raw);
    const next = { ...state, [which]: value };
    if (next.low_fee > next.high_fee) {
      if (which === "low_fee") next.high_fee = value;
      else next.low_fee = value;
    }
    change(next, true);
  }

  const feeSet = state.low_fee > FEE_MIN || state.high_fee < FEE_MAX;
  const feeText =
    !feeSet
      ? labels.feeAny
      : state.low_fee <= FEE_MIN
        ? fill(labels.feeUpTo, { fee: formatPrice(state.high_fee, locale) })
        : state.high_fee >= FEE_MAX
          ? fill(labels.feeFrom, { fee: formatPrice(state.low_fee, locale) })
          : fill(labels.feeBetween, { low: formatPrice(state.low_fee, locale), high: formatPrice(state.high_fee, locale) });
  const kept = vendorFilterToQuery(withoutPanel(filter));
  const hidden: Array<[string, string]> = [...kept.entries()];

  return (
    <form ref={formRef} method="get" action={localizePath(basePath, locale)} onSubmit={submit} className="grid gap-4">
      {hidden.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}

      <fieldset>
        <legend className="mb-2 text-base font-semibold">{labels.title}</legend>
        <div className="grid gap-1">
          {FILTER_TOGGLES.map((toggle) => (
            <label key={toggle} className="flex cursor-pointer items-center gap-3 rounded-lg px-2 py-1.5 text-sm hover:bg-gray-50">
              <input
                type="checkbox"
                name={toggle}
                value="1"
                checked={state[toggle]}
                onChange={(event) => change({ ...state, [toggle]: event.target.checked }, true)}
                className="size-4 accent-brand-700"
              />
              {labels.toggles[toggle]}
            </label>
          ))}
        </div>
      </fieldset>

      <details open={feeSet || undefined} className="group rounded-xl border border-gray-200 p-3">
        <summary className="cursor-pointer text-sm font-semibold">
          {labels.feeTitle}: <span className="font-normal text-gray-700">{feeText}</span>
        </summary>
        <div className="mt-3 grid gap-2">
          {(["low_fee", "high_fee"] as const).map((which) => (
            <label key={which} htmlFor={`${id}-${which}`} className="grid gap-1 text-sm">
              <span>
                {which === "low_fee" ? labels.feeMin : labels.feeMax}: {formatPrice(state[which], locale)}
              </span>
              <input
                id={`${id}-${which}`}
                type="range"
                name={which}
                min={FEE_MIN}
                max={FEE_MAX}
                step={FEE_STEP}
                value={state[which]}
                // Moving the thumb only shows the value; releasing it (pointer, touch or key) commits (spec 2 §4).
                onChange={(event) => setState({ ...state, [which]: Number(event.target.value) })}
                onPointerUp={(event) => commitFee(which, event.currentTarget.value)}
                onKeyUp={(event) => commitFee(which, event.currentTarget.value)}
                className="w-full accent-brand-700"
              />
            </label>
          ))}
        </div>
      </details>

      <details open={state.sort !== null || undefined} className="rounded-xl border border-gray-200 p-3">
        <summary className="cursor-pointer text-sm font-semibold">
          {labels.sortTitle}: <span className="font-normal text-gray-700">{state.sort ? labels.sorts[state.sort] : labels.sortDefault}</span>
        </summary>
        <fieldset className="mt-3 grid gap-1">
          <legend className="sr-only">{labels.sortTitle}</legend>
          {([null, ...SORT_KEYS] as const).map((key) => (
            <label key={key ?? "default"} className="flex cursor-pointer items-center gap-3 rounded-lg px-2 py-1.5 text-sm hover:bg-gray-50">
              <input
                type="radio"
                name="sort"
                value={key ?? ""}
                checked={state.sort === key}
                onChange={() => change({ ...state, sort: key }, true)}
                className="size-4 accent-brand-700"
              />
              {key ? labels.sorts[key] : labels.sortDefault}
            </label>
          ))}
        </fieldset>
      </details>

      <div className="flex flex-wrap items-center gap-2">
        {mode === "deferred" ? (
          <button type="submit" className="btn btn-primary">
            {labels.apply}
          </button>
        ) : (
          // The page's panel applies each change at once; this button is the plain-form fallback before hydration.
          <button type="submit" className="btn btn-primary" hidden={hydrated}>
            {labels.applyFilters}
          </button>
        )}
        <Link href={`${basePath}?${kept.toString()}`} className="btn btn-ghost" scroll={false}>
          {labels.clear}
        </Link>
      </div>
    </form>
  );
}
