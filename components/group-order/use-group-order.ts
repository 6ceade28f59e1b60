"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { bffRequest } from "@/lib/client/bff";
import type { GroupOrder } from "@/lib/api/schemas/group-order";

type Answer = { group_order: GroupOrder; order_id?: number | null };

function versionOf(text: string): number | null {
  try {
    const data: unknown = JSON.parse(text);
    return data && typeof data === "object" && "version" in data && typeof data.version === "number" ? data.version : null;
  } catch {
    return null;
  }
}

/** The spec's fallback poll (spec 2 §9, 20 s) while the live stream is down. */
const POLL_MS = 20_000;

/**
 * Issue 28, ADR 0020 "Live": the group order's state, kept current by its event stream (the chat's path through the
 * BFF): an event names a newer version, and the state is read again; `group_order_removed` ends it for this person.
 * While the stream is down (EventSource reconnects by itself) the state is read every 20 s.
 */
export function useGroupOrder(initial: GroupOrder) {
  const [group, setGroup] = useState(initial);
  const [removed, setRemoved] = useState(false);
  const [live, setLive] = useState(false);
  const version = useRef(initial.version);
  const base = `/api/group-orders/${initial.code}`;

  const accept = useCallback((next: GroupOrder) => {
    if (next.version < version.current) return;
    version.current = next.version;
    setGroup(next);
  }, []);

  const refresh = useCallback(async () => {
    const res = await bffRequest<Answer>(base);
    if (res.ok) accept(res.data.group_order);
    else if (res.status === 403) setRemoved(true);
  }, [accept, base]);

  const listening = group.is_participant && !removed;
  useEffect(() => {
    if (!listening || typeof EventSource === "undefined") return;
    const source = new EventSource(`${base}/stream`);
    source.onopen = () => setLive(true);
    source.onerror = () => setLive(false);
    source.addEventListener("group_order", (event) => {
      // An event names the version it announces: a state already newer is not read again.
      const announced = event instanceof MessageEvent && typeof event.data === "string" ? versionOf(event.data) : null;
      if (announced === null || announced > version.current) void refresh();
    });
    source.addEventListener("group_order_removed", () => {
      setRemoved(true);
      source.close();
    });
    return () => {
      source.close();
      setLive(false);
    };
  }, [base, listening, refresh]);

  useEffect(() => {
    if (live || removed) return;
    const id = window.setInterval(() => void refresh(), POLL_MS);
    return () => window.clearInterval(id);
  }, [live, removed, refresh]);

  /** A write to the group order: its answer is the new state. Returns the error message, or null. */
  const send = useCallback(
    async (path: string, method: "POST" | "PUT" | "DELETE", body?: unknown): Promise<{ ok: boolean; error: string | null; orderId: number | null }> => {
      const res = await bffRequest<Answer>(path ? `${base}/${path}` : base, { method, body: body ?? (method === "DELETE" ? undefined : {}) });
      if (!res.ok) {
        if (res.status === 403 && !group.is_host) void refresh();
        return { ok: false, error: res.error, orderId: null };
      }
      accept(res.data.group_order);
      return { ok: true, error: null, orderId: res.data.order_id ?? res.data.group_order.order_id };
    },
    [accept, base, group.is_host, refresh],
  );

  return { group, removed, live, send };
}
