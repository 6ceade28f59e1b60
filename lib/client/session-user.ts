"use client";

import { useSyncExternalStore } from "react";
import { SESSION_ATTRIBUTE } from "@/lib/html-marks";

/** What the shell shows of the signed-in person (GET /api/session: the session's own summary, never the token). */
export interface ShellUser {
  id: number;
  full_name: string;
  photo: string | null;
  verified: boolean;
  cashback_amount?: number;
}

export type SessionUserState = { status: "unknown" } | { status: "known"; user: ShellUser | null };

// Public pages are the same HTML for everyone (ADR 0014): the account's name, photo and cashback come from here, after
// the page is shown. One request per page load, and none for a guest (no session cookie: <html data-session="0">).
let state: SessionUserState = { status: "unknown" };
let started = false;
const listeners = new Set<() => void>();

function set(next: SessionUserState) {
  state = next;
  for (const listener of listeners) listener();
}

/**
 * Whether the page came with a session cookie (<html data-session="1">, set per copy by the proxy, ADR 0014): without
 * one there is nothing personal to ask the BFF for. Browser only.
 */
export function hasSessionCookie(): boolean {
  return document.documentElement.getAttribute(SESSION_ATTRIBUTE) === "1";
}

function start() {
  if (started || typeof document === "undefined") return;
  started = true;
  if (!hasSessionCookie()) {
    set({ status: "known", user: null });
    return;
  }
  fetch("/api/session", { headers: { Accept: "application/json" }, credentials: "same-origin" })
    .then((response) => (response.ok ? (response.json() as Promise<{ user: ShellUser | null }>) : { user: null }))
    .then((body) => set({ status: "known", user: body.user ?? null }))
    .catch(() => set({ status: "known", user: null }));
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  start();
  return () => listeners.delete(listener);
}

const SERVER_STATE: SessionUserState = { status: "unknown" };

export function useSessionUser(): SessionUserState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => SERVER_STATE,
  );
}
