// ARCHITECTURE "BFF rules": state-changing requests must be same-origin.
// Origin must be present and equal to ours; where a browser sent none, a same-origin Referer or
// `Sec-Fetch-Site: same-origin` must vouch for the request. A request with neither is refused (issue 9 #5).
// Forwarded headers (X-Forwarded-Host/-Proto) are never trusted here: any client can send them.
export function isSameOriginRequest(headers: Headers, requestUrl: string, publicOrigin?: string | null): boolean {
  const allowed = new Set([new URL(requestUrl).origin]);
  // Only a real http(s) origin: a PUBLIC_SITE_URL that has none must not let an empty Origin header through.
  const configured = publicOrigin ? safeOrigin(publicOrigin) : null;
  if (configured) allowed.add(configured);
  const site = headers.get("sec-fetch-site");
  if (site === "cross-site" || site === "same-site") return false;
  const origin = headers.get("origin");
  if (origin !== null) return allowed.has(origin);
  const referer = headers.get("referer");
  if (referer) return allowed.has(safeOrigin(referer) ?? "");
  return site === "same-origin";
}

function safeOrigin(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:" ? url.origin : null;
  } catch {
    return null;
  }
}
