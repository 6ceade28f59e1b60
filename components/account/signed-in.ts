"use client";

import { SIGNED_IN_MARKER } from "@/lib/account/sign-out-cleanup";
import { isSafeRelativePath } from "@/lib/http/safe-redirect";

/**
 * A full load of the BFF's next page (a same-site path only, else home): every server component sees the change.
 * The one same-site check (lib/http/safe-redirect.ts), not a prefix test: `/\evil.test` starts with one slash, and a
 * browser goes to evil.test with it (issue 15).
 */
export function goToNext(next: unknown): void {
  window.location.assign(typeof next === "string" && isSafeRelativePath(next) ? next : "/");
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
