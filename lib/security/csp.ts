// ARCHITECTURE "BFF rules": CSP on every page, nonce-based, no unsafe-eval in production.
export interface CspOptions {
  nonce: string;
  dev: boolean;
  /** Extra origins for images (the product API's image host). */
  imgOrigins?: string[];
  /** Extra origins for fetch/websocket (Mapbox, Firebase, Stripe when switched on). */
  connectOrigins?: string[];
  frameOrigins?: string[];
  scriptOrigins?: string[];
}

export function buildCsp(o: CspOptions): string {
  const script = ["'self'", `'nonce-${o.nonce}'`, "'strict-dynamic'", ...(o.scriptOrigins ?? [])];
  if (o.dev) script.push("'unsafe-eval'");
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": script,
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:", ...(o.imgOrigins ?? [])],
    // Chat voice notes play from the product API's image host (ADR 0013), like its pictures.
    "media-src": ["'self'", "blob:", ...(o.imgOrigins ?? [])],
    "font-src": ["'self'", "data:"],
    "connect-src": ["'self'", ...(o.connectOrigins ?? []), ...(o.dev ? ["ws:"] : [])],
    "frame-src": ["'self'", ...(o.frameOrigins ?? [])],
    "worker-src": ["'self'", "blob:"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
  };
  return Object.entries(directives)
    .map(([k, v]) => `${k} ${[...new Set(v)].join(" ")}`)
    .join("; ");
}

/**
 * Issue 24: the policy of the HTML file the proxy does not see — npm run bench's static baseline (public/baseline.html;
 * the prerendered baseline is an app of its own since issue 27), set in next.config.ts. Their content is fixed and needs no script.
 */
export const FIXED_PAGE_CSP = "default-src 'self'; script-src 'none'; object-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/** The paths next.config.ts gives FIXED_PAGE_CSP (proxy.ts's matcher leaves them out). */
export const FIXED_CSP_PATHS = ["/baseline.html"] as const;

/**
 * Next's generated Open Graph and Twitter images of the public pages (app/[locale]/(public)/{blog,landing,
 * restaurant,store}/…/opengraph-image.tsx): `/{locale}/…/opengraph-image-{id}`. proxy.ts passes them on as they
 * are, with the policy but no locale redirect: their URLs carry `/sq/` on purpose.
 */
export function isMetadataImagePath(pathname: string): boolean {
  return /^\/(?:sq|en)\/(?:blog|landing|restaurant|store)\/(?:[^/]+\/){1,3}(?:opengraph|twitter)-image(?:-[a-z0-9]{1,12})?$/.test(pathname);
}

export const STATIC_SECURITY_HEADERS: Record<string, string> = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Frame-Options": "DENY",
  "Permissions-Policy": "geolocation=(self), camera=(self), microphone=(self), payment=(self), usb=(), interest-cohort=()",
};

export const HSTS = "max-age=63072000; includeSubDomains; preload";
