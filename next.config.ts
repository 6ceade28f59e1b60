import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";
import { FIXED_CSP_PATHS, FIXED_PAGE_CSP, STATIC_SECURITY_HEADERS } from "./lib/security/csp";
import { contentRedirects } from "./lib/content/redirects";

// Messages are precompiled at build time (next-intl's catalog loader over messages/*.json): the browser gets the
// compiled messages and a small formatter instead of the ICU parser (intl-messageformat, about 8 KB gzip on every
// page; issue 14's JS budget). A raw message is compiled data too: make templates with t(key, { name: "{name}" }).
const withNextIntl = createNextIntlPlugin({
  requestConfig: "./lib/i18n/request.ts",
  experimental: { messages: { path: "./messages", format: "json", locales: "infer", precompile: true } },
});

const nextConfig: NextConfig = {
  poweredByHeader: false,
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
