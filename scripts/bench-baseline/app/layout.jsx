// `npm run bench`'s second baseline (issue 14): a page Next prerenders at build time and serves as a file. It is its own
// tiny Next app (scripts/lib/bench-baseline.mjs builds it into bench-results/), not a route of the storefront (issue 27).
export const dynamic = "force-static";

export default function BenchStaticLayout({ children }) {
  return (
    <html lang="sq">
      <body>{children}</body>
    </html>
  );
}
