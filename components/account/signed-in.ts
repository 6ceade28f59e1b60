"use client";

import { SIGNED_IN_MARKER } from "@/lib/account/sign-out-cleanup";

/** A full load of the BFF's next page (a same-site path only, else home): every server component sees the change. */
export function goToNext(next: unknown): void {
  window.location.assign(typeof next === "string" && next.startsWith("/") && !next.startsWith("//") ? next : "/");
}

/** After a successful sign-in: remember that someone is logged in here (see HomeStartup), then load the next page. */
export function goAfterSignIn(next: unknown): void {
  try {
    window.localStorage.setItem(SIGNED_IN_MARKER, "1");
  } catch {
    /* storage may be off; the logout clean-up then has nothing to do */
  }
  // A full load: the header, the guard and every server component see the new session at once.
  goToNext(next);
}
