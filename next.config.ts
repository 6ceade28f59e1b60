import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";
import { FIXED_CSP_PATHS, FIXED_PAGE_CSP, STATIC_SECURITY_HEADERS } from "./lib/security/csp";
import { contentRedirects } from "./lib/content/redirects";
import { DEVICE_WIDTHS, IMAGE_QUALITY, MEDIA_MAX_BYTES, MEDIA_PREFIX, SLOT_WIDTHS } from "./lib/images/optimized";

// Messages are precompiled at build time (next-intl's catalog loader over messages/*.json): the browser gets the
// compiled messages and a small formatter instead of the ICU parser (intl-messageformat, about 8 KB gzip on every
// page; issue 14's JS budget). A raw message is compiled data too: make templates with t(key, { name: "{name}" }).
const withNextIntl = createNextIntlPlugin({
  requestConfig: "./lib/i18n/request.ts",
  experimental: { messages: { path: "./messages", format: "json", locales: "infer", precompile: true } },
});

// Issue 26 §6, ADR 0027: `SHIJO_BENCH_PAGES=1` at build and start time (scripts/bench-signed-in.mjs only) adds the
// bench-only pages (`page.bench.tsx`: the minimal signed-in page the bench compares with; `route.bench.ts`: the
// storefront's heap after garbage collection) and builds into `.next-bench`,
// so the `.next` build that `npm start`, the e2e tests and production run never holds them (tests/unit/bench-pages).
export const BENCH_PAGES = process.env.SHIJO_BENCH_PAGES === "1";
export const BENCH_DIST_DIR = ".next-bench";

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // ADR 0041: unmatched paths get app/global-not-found.tsx, a route of its own; a root app/not-found.tsx was sent with
  // every page as a boundary (its whole shell in each page's RSC payload). Documented, experimental in Next 16:
  // tests/e2e/locale.spec.ts (unknown paths) and vendor-cart.spec.ts (the payload) fail if it stops working.
  experimental: { globalNotFound: true },
  ...(BENCH_PAGES ? { pageExtensions: ["bench.tsx", "bench.ts", "tsx", "ts", "jsx", "js"], distDir: BENCH_DIST_DIR } : {}),
  // The build type-checks the storefront only; `npm run typecheck` (in npm test) checks everything,
  // so a half-done product-api edit cannot stop `npm start`. Inside `npm test` the typecheck stage has already passed
  // over these same files, so scripts/test.mjs sets SHIJO_BUILD_TYPECHECKED=1 and the build skips its second check.
  typescript: { tsconfigPath: "tsconfig.next.json", ignoreBuildErrors: process.env.SHIJO_BUILD_TYPECHECKED === "1" },
  reactStrictMode: true,
  // The local product API and scripts are not part of the Next build.
  outputFileTracingExcludes: { "*": ["product-api/**", ".data/**"] },
  // Issue 30: loaded from node_modules once per process, not bundled into each server bundle — one metrics registry
  // and one tracer provider for proxy.ts, the route handlers and the pages (they are separate bundles).
  serverExternalPackages: ["prom-client", "@opentelemetry/api", "@opentelemetry/sdk-trace-node", "@opentelemetry/exporter-trace-otlp-http", "@opentelemetry/resources"],
  // Issue 26 §2, ADR 0012 amendment 3: product-API raster pictures are resized and re-encoded by Next's optimizer
  // (sharp). It fetches only same-origin `/api/media/…` (app/api/media/[...path]/route.ts streams them from the
  // configured image origin): no remote host at all, so `/_next/image?url=https://…` is refused with 400 — never an
  // open proxy. WebP only (AVIF took 2–6 s a picture on this 2-core machine and was larger for photos with grain).
  // Its cache is `.next/cache/images`, at most 512 MB (least recently used first out), each answer kept ≥ 1 day.
  images: {
    localPatterns: [{ pathname: `${MEDIA_PREFIX}/**`, search: "" }],
    remotePatterns: [],
    deviceSizes: [...DEVICE_WIDTHS],
    imageSizes: [...SLOT_WIDTHS],
    qualities: [IMAGE_QUALITY],
    formats: ["image/webp"],
    minimumCacheTTL: 86_400,
    maximumDiskCacheSize: 512 * 1024 * 1024,
    maximumResponseBody: MEDIA_MAX_BYTES,
    dangerouslyAllowSVG: false,
  },
  async headers() {
    // Pages also get a per-request nonce CSP from proxy.ts; these apply to everything, the BFF included.
    // The bench's static baseline runs no proxy: it gets a fixed policy here (issue 24: every HTML response has one).
    return [
      { source: "/:path*", headers: Object.entries(STATIC_SECURITY_HEADERS).map(([key, value]) => ({ key, value })) },
      ...FIXED_CSP_PATHS.map((source) => ({ source, headers: [{ key: "Content-Security-Policy", value: FIXED_PAGE_CSP }] })),
    ];
  },
  async redirects() {
    return [...contentRedirects()];
  },
};

export default withNextIntl(nextConfig);
