import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";
import { STATIC_SECURITY_HEADERS } from "./lib/security/csp";
import { contentRedirects } from "./lib/content/redirects";

const withNextIntl = createNextIntlPlugin("./lib/i18n/request.ts");

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // The build type-checks the storefront only; `npm run typecheck` (in npm test) checks everything,
  // so a half-done product-api edit cannot stop `npm start`.
  typescript: { tsconfigPath: "tsconfig.next.json" },
  reactStrictMode: true,
  // The local product API and scripts are not part of the Next build.
  outputFileTracingExcludes: { "*": ["product-api/**", ".data/**"] },
  async headers() {
    // Pages also get a per-request nonce CSP from proxy.ts; these apply to everything, the BFF included.
    return [{ source: "/:path*", headers: Object.entries(STATIC_SECURITY_HEADERS).map(([key, value]) => ({ key, value })) }];
  },
  async redirects() {
    return [...contentRedirects()];
  },
};

export default withNextIntl(nextConfig);
