"use client";

import { useEffect, type ReactNode } from "react";
import { Link } from "@/lib/i18n/navigation";
import { HYDRATED_ATTRIBUTE, SESSION_ATTRIBUTE } from "@/lib/html-marks";
import { onDemand } from "@/lib/client/on-demand";
import { useSessionUser } from "@/lib/client/session-user";
import { ShellAvatar } from "./shell-avatar";
import type { SidebarUserCardLabels } from "./sidebar-user-card";

// The shell's personal parts, filled in on the client so that a public page is one HTML for everyone (ADR 0014).
// Until the session is known, CSS shows the account's or the guest's parts by <html data-session> (globals.css).

/**
 * Keeps <html data-session> true to the session once it is known (an expired cookie turns it back to the guest's),
 * and sets <html data-hydrated> once the page has hydrated: this effect runs after those of the page before it.
 */
export function SessionSync() {
  const session = useSessionUser();
  useEffect(() => {
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, "");
  }, []);
  useEffect(() => {
    if (session.status === "known") document.documentElement.setAttribute(SESSION_ATTRIBUTE, session.user ? "1" : "0");
  }, [session]);
  return null;
}

/** Header: the account's photo and name, linking to the profile. */
export function HeaderAccountLink({ label }: { label: string }) {
  const session = useSessionUser();
  const user = session.status === "known" ? session.user : null;
  return (
    <Link href="/profile" aria-label={user ? undefined : label} className="flex items-center gap-2 rounded-full p-0.5 pr-0.5 hover:bg-gray-100 sm:pr-3">
      <ShellAvatar user={user} size={36} />
      <span className="sr-only max-w-40 truncate text-sm font-semibold sm:not-sr-only" data-testid="header-user-name">
        {user?.full_name ?? ""}
      </span>
    </Link>
  );
}

/**
 * Sidebar: the account card (photo, name, profile link, cashback). The sidebar is closed until the person opens it, so
 * the card's code loads on their first use of the page (issue 14's JavaScript budget); until it is there, and if it
 * cannot be fetched, `placeholder` (the card's frame as served, from the server) is what the card shows.
 */
export const SidebarUserCard = onDemand<SidebarUserCardLabels & { placeholder: ReactNode }>(
  () => import("./sidebar-user-card").then((m) => ({ default: m.SidebarUserCardView })),
  { afterIntent: true, loading: ({ placeholder }) => placeholder, fallback: ({ placeholder }) => placeholder },
).View;
