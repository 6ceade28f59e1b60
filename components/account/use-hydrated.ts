"use client";

import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/** False in the server HTML and the first client render, true once React runs: forms then validate themselves. */
export function useHydrated(): boolean {
  return useSyncExternalStore(subscribe, () => true, () => false);
}
