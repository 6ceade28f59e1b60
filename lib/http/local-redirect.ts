import { NextResponse } from "next/server";

/**
 * A redirect to a path on this site with a relative `Location` (RFC 9110 §10.2.2): the browser resolves it against
 * the URL it asked for, so neither the request's Host nor X-Forwarded-Host ever becomes part of the answer.
 * `path` must already be a safe same-site path (lib/http/safe-redirect.ts).
 */
export function localRedirect(path: string, status: 302 | 303 | 307 = 303): NextResponse {
  if (!path.startsWith("/") || path.startsWith("//") || path.startsWith("/\\")) throw new Error(`not a local path: ${path}`);
  return new NextResponse(null, { status, headers: { Location: path, "Cache-Control": "no-store" } });
}
