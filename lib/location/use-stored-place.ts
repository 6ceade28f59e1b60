"use client";

import { useSyncExternalStore } from "react";
import { LAST_PLACE_KEY, parsePlace, PLACE_EVENT, type Place } from "./startup";

// spec 1 §4 Startup "reverse-geocode and set the address": the start-up place (kept in localStorage under
// LAST_PLACE_KEY, announced with PLACE_EVENT) is what the home search and the category tiles start from.

let cached: { raw: string | null; place: Place | null } = { raw: null, place: null };

function snapshot(): Place | null {
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(LAST_PLACE_KEY);
  } catch {
    raw = null; // storage disabled: no stored place
  }
  if (raw !== cached.raw) cached = { raw, place: parsePlace(raw) };
  return cached.place;
}

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === LAST_PLACE_KEY) onChange();
  };
  window.addEventListener(PLACE_EVENT, onChange);
  window.addEventListener("storage", onStorage);
  return () => {
    window.removeEventListener(PLACE_EVENT, onChange);
    window.removeEventListener("storage", onStorage);
  };
}

/** The start-up place, following it as start-up stores it; null on the server, during hydration and before start-up. */
export function useStoredPlace(): Place | null {
  return useSyncExternalStore(subscribe, snapshot, () => null);
}
