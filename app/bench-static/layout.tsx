import type { ReactNode } from "react";

// `npm run bench`'s second baseline (issue 14): a page Next prerenders at build time and serves as a file, outside the
// locale tree and the proxy (see proxy.ts's matcher). Public pages are measured against what this one serves.
export const dynamic = "force-static";

export default function BenchStaticLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="sq">
      <body>{children}</body>
    </html>
  );
}
