"use client";

import { useEffect, useRef } from "react";
import { onDemand } from "@/lib/client/on-demand";
import { hydrateOnIntent, TYPED_ATTRIBUTE } from "@/lib/client/island";
import { useStoredPlace } from "@/lib/location/use-stored-place";
import type { SearchFormProps } from "./search-form-view";

export type { SearchFormInitial, SearchFormLabels } from "./search-form-view";

// The search form's code (comboboxes, suggestions, geolocation, submit) loads and hydrates on the first use of the
// page: until then its server HTML is on screen, takes typing, and sends as a plain GET (issue 14: first-load
// JavaScript and blocking time of the home, categories and stores pages).
const island = hydrateOnIntent<SearchFormProps>(
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the server's copy; the browser build drops it (lib/client/island.tsx)
  typeof window === "undefined" ? (require("./search-form-view") as typeof import("./search-form-view")).SearchFormView : null,
  onDemand(() => import("./search-form-view").then((m) => ({ default: m.SearchFormView }))),
);

/**
 * The search banner (components/search/search-form-view.tsx), hydrated on the first use of the page. Before that,
 * spec 1 §4's start-up place fills an empty, untouched address field as the form itself would once hydrated.
 */
export function SearchForm(props: SearchFormProps) {
  const box = useRef<HTMLDivElement>(null);
  const stored = useStoredPlace();
  const blank = !props.initial.where && !props.initial.place;
  useEffect(() => {
    const where = box.current?.querySelector<HTMLInputElement>('input[name="where"]');
    if (!blank || !stored?.formatted_address || !where || island.loaded() || where.hasAttribute(TYPED_ATTRIBUTE)) return;
    where.value = stored.formatted_address;
  }, [blank, stored]);
  return <island.Island {...props} boxRef={box} />;
}
