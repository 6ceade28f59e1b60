import { localRedirect } from "@/lib/http/local-redirect";
import type { NextRequest } from "next/server";
import { safeRelativePath } from "@/lib/http/safe-redirect";
import { normalizeLanguage } from "@/lib/i18n/language";
import { localizePath, splitLocale } from "@/lib/i18n/paths";

const YEAR = 365 * 24 * 60 * 60;

// The language chooser: plain links here, so it works without JavaScript and keeps path and query.
// Only this explicit choice sets NEXT_LOCALE (docs/adr/0002-locale-detection.md).
export function GET(request: NextRequest) {
  const wanted = normalizeLanguage(request.nextUrl.searchParams.get("locale"));
  const next = safeRelativePath(request.nextUrl.searchParams.get("next")) ?? "/";
  const [pathname, ...rest] = next.split("?");
  const query = rest.length ? `?${rest.join("?")}` : "";
  // Checked again without the locale prefix: `/en//evil.test` would otherwise become `//evil.test` (issue 9 #1).
  const unprefixed = safeRelativePath(splitLocale(pathname).path) ?? "/";
  const response = localRedirect(localizePath(unprefixed, wanted) + query);
  response.cookies.set("NEXT_LOCALE", wanted, { path: "/", maxAge: YEAR, sameSite: "lax" });
  response.headers.set("Cache-Control", "no-store");
  return response;
}
