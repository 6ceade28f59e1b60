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

export const STATIC_SECURITY_HEADERS: Record<string, string> = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Frame-Options": "DENY",
  "Permissions-Policy": "geolocation=(self), camera=(self), microphone=(self), payment=(self), usb=(), interest-cohort=()",
};

export const HSTS = "max-age=63072000; includeSubDomains; preload";
