// spec 1 §2 "Guard", spec 2 §6: who may open which area, and where the others go.
export const PROTECTED_PREFIXES = [
  "/map",
  "/past-order",
  "/checkout",
  "/social",
  "/favorites",
  "/promotions",
  "/orders",
  "/order",
  "/settings",
  "/profile",
  // Issue 28: a group order's link; a guest signs in and comes back to it.
  "/group",
] as const;

export function isProtectedPath(pathname: string): boolean {
  return PROTECTED_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

export interface GuardState {
  loggedIn: boolean;
  verified: boolean;
}

/** Returns the unprefixed path to redirect to, or null to let the request through. */
export function guardRedirect(pathWithQuery: string, state: GuardState): string | null {
  const pathname = pathWithQuery.split("?")[0] || "/";
  if (pathname === "/login") return state.loggedIn ? "/" : null;
  if (!isProtectedPath(pathname)) return null;
  const from = `from=${encodeURIComponent(pathWithQuery)}`;
  // Not logged in: to home, but from checkout (and a group order's link, issue 28) to login. The origin travels along.
  if (!state.loggedIn) return pathname === "/checkout" || pathname.startsWith("/group/") ? `/login?${from}` : `/?${from}`;
  if (!state.verified) return `/verification?${from}`;
  return null;
}
