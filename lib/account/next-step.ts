import { safeRelativePath } from "@/lib/http/safe-redirect";
import { localizePath, splitLocale } from "@/lib/i18n/paths";
import type { Locale } from "@/lib/i18n/routing";

// The account screens themselves are never a place to come back to (a loop, or a page the user just left).
const ACCOUNT_SCREENS = ["/login", "/verification", "/edit-phone", "/reset-password", "/reset-password-success"];

/**
 * The unprefixed origin a guard passed along as `from` (spec 1 §2 "The origin location is passed along"), or null
 * when it is missing, off-site (ARCHITECTURE: same-site relative paths only) or an account screen.
 */
export function originPath(from: string | null | undefined): string | null {
  const safe = safeRelativePath(from);
  if (!safe) return null;
  const cut = safe.search(/[?#]/);
  const pathname = cut === -1 ? safe : safe.slice(0, cut);
  const rest = cut === -1 ? "" : safe.slice(cut);
  const { path } = splitLocale(pathname);
  if (ACCOUNT_SCREENS.includes(path)) return null;
  // `/en//evil.test` is a safe path, but without its locale it is `//evil.test`: check what is returned.
  return safeRelativePath(path + rest);
}

/** `/verification?from=…` (unprefixed), keeping the origin for after the code. */
export function verificationPath(from: string | null | undefined, extra?: Record<string, string>): string {
  const query = new URLSearchParams();
  const origin = originPath(from);
  if (origin) query.set("from", origin);
  for (const [k, v] of Object.entries(extra ?? {})) query.set(k, v);
  const qs = query.toString();
  return qs ? `/verification?${qs}` : "/verification";
}

/**
 * spec 1 §4 Login: "if verified_by_mobile is not true go to verification, else home" — or back to the origin the
 * guard passed. Returns the path in the user's language.
 */
export function afterSignIn(verified: boolean, from: string | null | undefined, locale: Locale, options: { sendCode?: boolean } = {}): string {
  // After a login the account may have no live code: the verification screen then texts one on arrival.
  if (!verified) return localizePath(verificationPath(from, options.sendCode ? { send: "1" } : undefined), locale);
  return localizePath(originPath(from) ?? "/", locale);
}
