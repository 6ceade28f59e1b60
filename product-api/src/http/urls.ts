// Image paths are stored relative ("images/vendors/12/logo.svg") and made absolute per request, so the same
// data works behind any host or the configured PRODUCT_API_PUBLIC_URL.
export function absoluteUrl(baseUrl: string, path: string | null | undefined): string | null {
  if (!path) return null;
  if (/^https?:\/\//i.test(path)) return path;
  const relative = path.replace(/^\/+/, "");
  // An answer makes hundreds of these (the friends map's people and vendors): a plain path under a base that is
  // already in URL form is joined as text, which is what the URL parser would give; anything else goes through it.
  if (PLAIN_PATH.test(relative) && !DOT_SEGMENT.test(relative) && inUrlForm(baseUrl)) return baseUrl + relative;
  return new URL(relative, baseUrl).toString();
}

const PLAIN_PATH = /^[A-Za-z0-9._~/-]*$/;
const DOT_SEGMENT = /(^|\/)\.\.?(\/|$)/;
const bases = new Map<string, boolean>();

/** Whether `baseUrl` ends in "/" and is what the URL parser would print (lower-case host, nothing to normalise). */
function inUrlForm(baseUrl: string): boolean {
  let known = bases.get(baseUrl);
  if (known === undefined) {
    try {
      const url = new URL(baseUrl);
      known = url.href === baseUrl && baseUrl.endsWith("/") && !url.search && !url.hash;
    } catch {
      known = false;
    }
    if (bases.size < 16) bases.set(baseUrl, known);
  }
  return known;
}
