"use client";

import { useEffect, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useChatPort } from "./index";
import { queryKeys } from "@/lib/client/query-keys";

/**
 * Issue 12 / ADR 0013: the order page hears its status changes over the live channel as they happen (an `order`
 * event refetches the order at once). While the stream is up the page does not poll; when it drops (or the chat
 * store has no order events, as with Firestore) the spec's 20 s poll (spec 2 §9) takes over. Answers whether the
 * stream is up, for the query's refetchInterval.
 */
export function useOrderLive(orderId: number): boolean {
  const port = useChatPort();
  const queryClient = useQueryClient();
  const [live, setLive] = useState(false);
  useEffect(() => {
    const stop = port.subscribe(
      (event) => {
        if (event.type === "order" && event.order_id === orderId) void queryClient.invalidateQueries({ queryKey: queryKeys.orders.detail(orderId) });
      },
      (up) => {
        setLive(up);
        // Back after a drop: what changed meanwhile is fetched once.
        if (up) void queryClient.invalidateQueries({ queryKey: queryKeys.orders.detail(orderId) });
      },
    );
    return () => {
      stop();
      setLive(false);
    };
  }, [port, queryClient, orderId]);
  return live;
}
