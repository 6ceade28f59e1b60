"use client";

import { useState, type ReactNode } from "react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";

interface QueryProviderProps {
  children: ReactNode;
  /** Account pages keep server data fresh (15 s); the personal layer of public pages can wait longer. */
  staleTime?: number;
  refetchOnWindowFocus?: boolean;
}

/**
 * TanStack Query, mounted only by the pages that use it (ARCHITECTURE "Data flow"), so the public shell bundle
 * does not carry it. One client per page tree.
 */
export function QueryProvider({ children, staleTime = 15_000, refetchOnWindowFocus = true }: QueryProviderProps) {
  const [client] = useState(() => new QueryClient({ defaultOptions: { queries: { staleTime, retry: 1, refetchOnWindowFocus } } }));
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
