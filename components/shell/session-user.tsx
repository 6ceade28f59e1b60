"use client";

import { useEffect } from "react";
import { useLocale } from "@/lib/i18n/client";
import { ChevronRightIcon } from "@/components/ui/icons/chevron-right";
import { WalletIcon } from "@/components/ui/icons/wallet";
import { ApiImage } from "@/components/ui/api-image";
// Straight from price.ts, not the barrel: the shell is on every page (issue 14's JavaScript budget).
import { formatPrice } from "@/lib/format/price";
import { initialsOf, usablePhoto } from "@/lib/format/initials";
import { Link } from "@/lib/i18n/navigation";
import { isLocale } from "@/lib/i18n/routing";
import { HYDRATED_ATTRIBUTE, SESSION_ATTRIBUTE } from "@/lib/html-marks";
import { useSessionUser, type ShellUser } from "@/lib/client/session-user";

// The shell's personal parts, filled in on the client so that a public page is one HTML for everyone (ADR 0014).
// Until the session is known, CSS shows the account's or the guest's parts by <html data-session> (globals.css).

/**
 * The account's photo or initials. ApiImage (no next/image code, issue 14): an uploaded photo can be a 5 MB JPEG, and
 * the optimizer sends this 36–48 px square at 1× and 2× as WebP.
 */
function ShellAvatar({ user, size }: { user: ShellUser | null; size: number }) {
  const box = { width: size, height: size };
  if (!user) return <span aria-hidden="true" className="shrink-0 rounded-full bg-gray-100" style={box} />;
  const src = usablePhoto(user.photo);
  if (src) return <ApiImage src={src} alt="" width={size} height={size} sizes={`${size}px`} loading="eager" className="shrink-0 rounded-full bg-gray-100 object-cover" style={box} />;
  return (
    <span aria-hidden="true" className="grid shrink-0 place-items-center rounded-full bg-brand-100 font-semibold text-brand-800" style={{ ...box, fontSize: Math.round(size * 0.38) }}>
      {initialsOf(user.full_name)}
    </span>
  );
}

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

/** Sidebar: the account card (photo, name, profile link, cashback). */
export function SidebarUserCard({ viewProfile, cashbackLabel }: { viewProfile: string; cashbackLabel: string }) {
  const session = useSessionUser();
  const raw = useLocale();
  const locale = isLocale(raw) ? raw : "sq";
  const user = session.status === "known" ? session.user : null;
  const cashback = user?.cashback_amount;
  return (
    <div className="mx-2 mb-4 rounded-2xl bg-gray-50 p-4">
      <div className="flex items-center gap-3">
        <ShellAvatar user={user} size={48} />
        <div className="min-w-0">
          <p className="truncate font-semibold">{user?.full_name ?? "\u00a0"}</p>
          <Link href="/profile" className="text-sm font-medium text-brand-700 hover:underline">
            {viewProfile}
          </Link>
        </div>
      </div>
      {typeof cashback === "number" && Number.isFinite(cashback) && (
        <Link href="/profile/wallet" className="mt-3 flex items-center gap-2 rounded-xl bg-white px-3 py-2 text-sm shadow-sm ring-1 ring-gray-100 hover:ring-brand-100">
          <WalletIcon className="size-5 text-brand-700" />
          <span className="flex-1 text-gray-600">{cashbackLabel}</span>
          <span className="font-bold whitespace-nowrap">{formatPrice(cashback, locale)}</span>
          <ChevronRightIcon className="size-4 text-gray-400" />
        </Link>
      )}
    </div>
  );
}
