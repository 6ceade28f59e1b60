// ARCHITECTURE "BFF rules": state-changing requests must be same-origin.
export function isSameOriginRequest(headers: Headers, requestUrl: string): boolean {
  const site = headers.get("sec-fetch-site");
  if (site === "cross-site" || site === "same-site") return false;
  const origin = headers.get("origin");
  if (origin) {
    if (origin === "null") return false;
    return origin === new URL(requestUrl).origin || origin === forwardedOrigin(headers);
  }
  // No Origin: browsers always send one on cross-origin POSTs, so only a same-origin fetch
  // (Sec-Fetch-Site same-origin) or a non-browser client gets here.
  return site === null || site === "same-origin" || site === "none";
}

function forwardedOrigin(headers: Headers): string | null {
  const host = headers.get("x-forwarded-host") ?? headers.get("host");
  if (!host) return null;
  const proto = headers.get("x-forwarded-proto") ?? "http";
  return `${proto.split(",")[0].trim()}://${host.split(",")[0].trim()}`;
}
