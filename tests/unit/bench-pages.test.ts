import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import nextConfig, { BENCH_DIST_DIR } from "../../next.config";

// Issue 26 §6, ADR 0027: the bench's minimal signed-in page (app/[locale]/bench-session/page.bench.tsx) is built only
// with SHIJO_BENCH_PAGES=1, into .next-bench. The product's build must never route it.
const ROOT = path.resolve(import.meta.dirname, "../..");
/** Next's own default (pageExtensions unset): a route file is page.tsx, route.ts, …, never page.bench.tsx. */
const NEXT_DEFAULT_EXTENSIONS = ["tsx", "ts", "jsx", "js"];

function benchFiles(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
    const rel = path.join(dir, entry.name);
    if (entry.isDirectory()) benchFiles(rel, out);
    else if (/\.bench\.tsx?$/.test(entry.name)) out.push(rel);
  }
  return out;
}

describe("bench-only pages", () => {
  it("the product's next.config (SHIJO_BENCH_PAGES unset) keeps Next's default page extensions and .next", () => {
    expect(nextConfig.pageExtensions ?? NEXT_DEFAULT_EXTENSIONS).toEqual(NEXT_DEFAULT_EXTENSIONS);
    expect(nextConfig.pageExtensions ?? []).not.toContain("bench.tsx");
    expect(nextConfig.pageExtensions ?? []).not.toContain("bench.ts");
    expect(nextConfig.distDir ?? ".next").toBe(".next");
    expect(BENCH_DIST_DIR).not.toBe(".next");
  });

  it("the bench page and heap route exist, and no default extension makes it a route file", () => {
    const files = benchFiles("app");
    expect(files).toContain(path.join("app", "[locale]", "bench-session", "page.bench.tsx"));
    expect(files).toContain(path.join("app", "[locale]", "bench-heap", "route.bench.ts"));
    for (const file of files) {
      const name = path.basename(file);
      expect(NEXT_DEFAULT_EXTENSIONS.some((ext) => /^(page|layout|route|template|default|loading|error|not-found)$/.test(name.slice(0, -(ext.length + 1))) && name.endsWith(`.${ext}`))).toBe(false);
    }
  });
});
