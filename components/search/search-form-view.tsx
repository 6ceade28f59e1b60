"use client";

import { useEffect, useEffectEvent, useLayoutEffect, useRef, useState, type FormEvent } from "react";
import { useLocale } from "@/lib/i18n/client";
import { TYPED_ATTRIBUTE } from "@/lib/client/island";
import { autocompletePlaces, reversePlace, searchSuggestions } from "@/lib/client/queries/geo";
import { useRouter } from "@/lib/i18n/navigation";
import { localizePath } from "@/lib/i18n/paths";
import type { Locale } from "@/lib/i18n/routing";
import type { Place } from "@/lib/geo/types";
import { useStoredPlace } from "@/lib/location/use-stored-place";
import { suggestionQuery, type PickedPlace } from "@/lib/search/search";
import { ORDER_TYPES, placeParam, searchHref, type SearchTarget } from "@/lib/search/submit";
import type { VendorKind } from "@/lib/vendors/filter";
import { CrosshairIcon } from "@/components/ui/icons/locate-fixed";
import { SearchIcon } from "@/components/ui/icons/search";
import { AlertDialog } from "@/components/ui/alert-dialog";
import { Combobox, type ComboboxOption } from "@/components/ui/combobox";

export interface SearchFormLabels {
  location: string;
  locationPlaceholder: string;
  placesList: string;
  useCurrentLocation: string;
  locating: string;
  term: string;
  termPlaceholder: string;
  suggestionsList: string;
  vendorType: string;
  vendors: string;
  grocery: string;
  orderType: string;
  orderTypes: Record<(typeof ORDER_TYPES)[number], string>;
  submit: string;
  locationRequired: string;
  choosePlace: string;
  attention: string;
  locationUnavailable: string;
}

export interface SearchFormInitial {
  where: string;
  place: PickedPlace | null;
  searchTerm: string;
  vendor_type: VendorKind;
  order_type: string;
  category?: string;
}

export interface SearchFormProps {
  labels: SearchFormLabels;
  initial: SearchFormInitial;
  /** Where a search goes (spec 1 §2: /stores; the map's bar writes the same query to /vendors-map). */
  target: SearchTarget;
  /** Places found for a search sent without JavaScript: offered as radio buttons to pick from. */
  serverOptions?: readonly Place[];
  /** A field error from a search sent without JavaScript. */
  serverError?: string | null;
  compact?: boolean;
}

const DEBOUNCE_MS = 200;
const GEOLOCATION_TIMEOUT_MS = 15_000; // spec 1 §9

/**
 * Debounced GET of one of our BFF routes; the latest answer wins, an empty query clears without a call. A lookup per
 * keystroke on pages without a query client, so a plain call of the BFF client (lib/client/queries/geo.ts).
 */
function useLookup<T>(query: string | null, lookup: (q: string, signal: AbortSignal) => Promise<T[]>, locale: Locale): T[] {
  const [results, setResults] = useState<T[]>([]);
  // The caller's lookup as it is when the timer fires: a new function each render does not restart the wait.
  const find = useEffectEvent((q: string, signal: AbortSignal) => lookup(q, signal));
  useEffect(() => {
    if (query === null) return;
    const controller = new AbortController();
    const timer = window.setTimeout(async () => {
      try {
        setResults(await find(query, controller.signal));
      } catch {
        /* aborted, offline or refused: keep what is shown */
      }
    }, DEBOUNCE_MS);
    return () => {
      controller.abort();
      window.clearTimeout(timer);
    };
    // The locale is the page's (sent by the client from <html lang>): a new one asks again.
  }, [query, locale]);
  return query === null ? [] : results;
}


/**
 * The search banner (spec 1 §2 Home; also the search bar of /stores and /vendors-map). With JavaScript a picked
 * place leads straight to the target. Without it the form is a GET to the home page, which offers the places it
 * found as radio buttons and sends the second submit on (app/[locale]/(public)/page.tsx).
 */
export function SearchFormView({ labels, initial, target, serverOptions = [], serverError = null, compact = false }: SearchFormProps) {
  const locale = useLocale() as Locale;
  const router = useRouter();
  const whereRef = useRef<HTMLInputElement>(null);
  const [typedWhere, setWhere] = useState(initial.where);
  const [pickedPlace, setPlace] = useState<PickedPlace | null>(initial.place);
  // spec 1 §4: the start-up place fills an empty search bar, until the customer types, picks or locates.
  const [edited, setEdited] = useState(Boolean(initial.where || initial.place));
  const stored = useStoredPlace();
  const startup = !edited && stored && stored.formatted_address ? stored : null;
  const where = startup ? startup.formatted_address : typedWhere;
  const place = startup ?? pickedPlace;
  const [term, setTerm] = useState(initial.searchTerm);
  const [vendorType, setVendorType] = useState<VendorKind>(initial.vendor_type);
  const [orderType, setOrderType] = useState(initial.order_type || "delivery");
  const [error, setError] = useState<string | null>(serverError);
  const [locating, setLocating] = useState(false);
  const [attention, setAttention] = useState(false);
  const [placeQuery, setPlaceQuery] = useState<string | null>(null);

  // Spec 1 §5: empty input clears the suggestions; emoji are asked for as words.
  const termQuery = suggestionQuery(term);
  const places = useLookup(placeQuery, autocompletePlaces, locale);
  const suggestions = useLookup(termQuery, searchSuggestions, locale);

  // The form hydrates on the first use of the page (components/search/search-form.tsx): what the person typed or chose
  // in its server HTML before then is taken over, not replaced by the initial values.
  useLayoutEffect(() => {
    const form = whereRef.current?.form;
    if (!form) return;
    const typed = (name: string) => [...form.querySelectorAll<HTMLInputElement | HTMLSelectElement>(`[name="${name}"][${TYPED_ATTRIBUTE}]`)];
    const [where] = typed("where");
    if (where) {
      setEdited(true);
      setWhere(where.value);
      setPlace(null);
      setPlaceQuery(where.value.trim().length >= 2 ? where.value.trim() : null);
    }
    const [searchTerm] = typed("searchTerm");
    if (searchTerm) setTerm(searchTerm.value);
    if (typed("vendor_type").length) {
      const kind = form.querySelector<HTMLInputElement>('input[name="vendor_type"]:checked');
      if (kind) setVendorType(kind.value as VendorKind);
    }
    const [order] = typed("order_type");
    if (order) setOrderType(order.value);
    for (const control of form.querySelectorAll(`[${TYPED_ATTRIBUTE}]`)) control.removeAttribute(TYPED_ATTRIBUTE);
    // Once, as the form takes over its server HTML.
  }, []);

  const placeOptions: ComboboxOption[] = places.map((p) => ({ id: p.id, label: p.name, description: p.formatted_address }));
  const termOptions: ComboboxOption[] = suggestions.map((s) => ({ id: s.keyword, label: s.keyword }));

  function pickPlace(p: PickedPlace & { formatted_address: string }) {
    setEdited(true);
    setPlace(p);
    setWhere(p.formatted_address);
    setError(null);
  }

  function locateMe() {
    if (!("geolocation" in navigator)) {
      setAttention(true);
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      async ({ coords }) => {
        try {
          const found = await reversePlace(coords.latitude, coords.longitude);
          if (found) pickPlace(found);
          else setAttention(true);
        } catch {
          setAttention(true);
        } finally {
          setLocating(false);
        }
      },
      () => {
        setLocating(false);
        setAttention(true);
      },
      { timeout: GEOLOCATION_TIMEOUT_MS, maximumAge: 60_000 },
    );
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const href = searchHref(target, { place, vendor_type: vendorType, order_type: orderType, searchTerm: term, category: initial.category });
    if (!href) {
      // Spec 1 §2 / §4: no picked place with coordinates and address: refused, the field shows an error.
      setError(labels.locationRequired);
      whereRef.current?.focus();
      return;
    }
    router.push(href);
  }

  const picked = place && place.latitude != null && place.longitude != null && place.formatted_address ? place : null;

  return (
    <>
      <form
        method="get"
        action={localizePath("/", locale)}
        onSubmit={submit}
        noValidate
        role="search"
        className={compact ? "grid gap-3 md:grid-cols-[minmax(0,2fr)_minmax(0,1.5fr)_auto_auto_auto] md:items-end" : "grid gap-4"}
      >
        <input type="hidden" name="go" value={target} />
        {initial.category && <input type="hidden" name="category" value={initial.category} />}
        {picked && <input type="hidden" name="place" value={placeParam({ latitude: picked.latitude!, longitude: picked.longitude!, formatted_address: picked.formatted_address! })} />}

        <Combobox
          ref={whereRef}
          name="where"
          label={labels.location}
          placeholder={labels.locationPlaceholder}
          listLabel={labels.placesList}
          value={where}
          onValueChange={(value) => {
            setEdited(true);
            setWhere(value);
            // A typed address has no coordinates: a place must be picked again.
            setPlace(null);
            setPlaceQuery(value.trim().length >= 2 ? value.trim() : null);
          }}
          options={placeOptions}
          onPick={(option) => {
            const found = places.find((p) => p.id === option.id);
            if (found) pickPlace(found);
          }}
          error={error}
          className="pr-12"
          adornment={
            <button
              type="button"
              onClick={locateMe}
              disabled={locating}
              aria-label={locating ? labels.locating : labels.useCurrentLocation}
              title={labels.useCurrentLocation}
              className="icon-btn absolute right-1"
            >
              <CrosshairIcon className={`size-5 ${locating ? "animate-pulse text-brand-700" : ""}`} />
            </button>
          }
        />

        {serverOptions.length > 0 && (
          <fieldset className="rounded-xl border border-gray-200 bg-white p-3 md:col-span-full">
            <legend className="px-1 text-sm font-semibold">{labels.choosePlace}</legend>
            <ul className="grid gap-1 sm:grid-cols-2">
              {serverOptions.map((p) => (
                <li key={p.id}>
                  <label className="flex cursor-pointer items-start gap-2 rounded-lg p-2 text-sm hover:bg-gray-50">
                    <input type="radio" name="pick" value={placeParam(p)} className="mt-1" onChange={() => pickPlace(p)} />
                    <span>
                      <span className="block font-medium">{p.name}</span>
                      <span className="block text-xs text-gray-600">{p.formatted_address}</span>
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
        )}

        <Combobox
          name="searchTerm"
          label={labels.term}
          placeholder={labels.termPlaceholder}
          listLabel={labels.suggestionsList}
          value={term}
          onValueChange={setTerm}
          options={termOptions}
          onPick={(option) => setTerm(option.label)}
        />

        <fieldset className="min-w-0">
          <legend className="mb-1 block text-sm font-semibold">{labels.vendorType}</legend>
          <div className="inline-flex h-12 rounded-xl bg-gray-100 p-1">
            {(["vendors", "grocery"] as const).map((kind) => (
              <label
                key={kind}
                className="flex cursor-pointer items-center rounded-lg px-3 text-sm font-semibold text-gray-700 has-[:checked]:bg-white has-[:checked]:text-ink has-[:checked]:shadow-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-500"
              >
                <input type="radio" name="vendor_type" value={kind} checked={vendorType === kind} onChange={() => setVendorType(kind)} className="sr-only" />
                {kind === "vendors" ? labels.vendors : labels.grocery}
              </label>
            ))}
          </div>
        </fieldset>

        <div>
          <label htmlFor={`order-type-${target}`} className="mb-1 block text-sm font-semibold">
            {labels.orderType}
          </label>
          <select
            id={`order-type-${target}`}
            name="order_type"
            value={orderType}
            onChange={(event) => setOrderType(event.target.value)}
            className="h-12 w-full rounded-xl border border-gray-300 bg-white px-3 text-base"
          >
            {ORDER_TYPES.map((type) => (
              <option key={type} value={type}>
                {labels.orderTypes[type]}
              </option>
            ))}
          </select>
        </div>

        <button type="submit" className="btn btn-primary h-12 px-6 text-base">
          <SearchIcon className="size-5" />
          {labels.submit}
        </button>

      </form>
      {/* Outside the search form: the dialog has its own form, and forms must not nest. */}
      <AlertDialog alert={attention ? { title: labels.attention, message: labels.locationUnavailable } : null} onClose={() => setAttention(false)} />
    </>
  );
}
