"use client";

import { useCallback, useSyncExternalStore } from "react";
import { productParam } from "./product-param";

// ?product=ID read from and written to the address bar with the History API (Next's App Router keeps its own state
// in step with pushState/replaceState; no server round trip). Back and forward fire popstate; our own writes tell
// the subscribers with an event of their own.
const CHANGE = "shijo:product-param";

function subscribe(onChange: () => void) {
  window.addEventListener("popstate", onChange);
  window.addEventListener(CHANGE, onChange);
  return () => {
    window.removeEventListener("popstate", onChange);
    window.removeEventListener(CHANGE, onChange);
  };
}

const read = () => productParam.parse(new URLSearchParams(window.location.search).get("product"));

/** The open product's id (null: none) and a setter; `push` adds a history entry, else the entry is replaced. */
export function useProductParam(initial: number | null = null) {
  const productId = useSyncExternalStore(subscribe, read, () => initial);
  const setProductId = useCallback((id: number | null, { history = "replace" }: { history?: "push" | "replace" } = {}) => {
    const url = new URL(window.location.href);
    if (id === null) url.searchParams.delete("product");
    else url.searchParams.set("product", productParam.serialize(id));
    if (url.href === window.location.href) return;
    window.history[history === "push" ? "pushState" : "replaceState"](null, "", url);
    window.dispatchEvent(new Event(CHANGE));
  }, []);
  return [productId, setProductId] as const;
}
