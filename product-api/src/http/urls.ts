// Image paths are stored relative ("images/vendors/12/logo.svg") and made absolute per request, so the same
// data works behind any host or the configured PRODUCT_API_PUBLIC_URL.
export function absoluteUrl(baseUrl: string, path: string | null | undefined): string | null {
  if (!path) return null;
  if (/^https?:\/\//i.test(path)) return path;
  return new URL(path.replace(/^\/+/, ""), baseUrl).toString();
}
