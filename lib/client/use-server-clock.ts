"use client";

import { useCallback } from "react";
import { useQuery } from "@tanstack/react-query";
import { serverNow } from "@/lib/time/server-clock";
import { serverClockQuery } from "./queries/checkout";

/**
 * The product API's "now" in the browser (issue 24): order times — the checkout's pickup, reservation and delivery
 * slots — are built by the clock that judges them. `ready` once the offset is measured, or once measuring failed
 * (then the browser's clock stands in, and the product API still refuses a slot it finds past).
 */
export function useServerClock(): { ready: boolean; now: () => Date } {
  const offset = useQuery(serverClockQuery());
  const ms = offset.data ?? 0;
  const now = useCallback(() => serverNow(ms), [ms]);
  return { ready: offset.isSuccess || offset.isError, now };
}
