import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// components/ui/icons.tsx: "A client component imports each icon from its own module … importing this barrel would
// ship every icon of the app to every page." The bundler keeps every export of a module any client code reaches, so the
// rule is about the import graph, not one file: a shared component (no directive) imported by client code is client
// code too. Session 32's shell change reached the barrel through DialogClose, and every page's first-load JavaScript
// grew by about 5 KB gzip (issue 26's 150 KB budget).

const ROOT = path.resolve(__dirname, "../..");
const BARREL = path.join(ROOT, "components/ui/icons.tsx");
const EXTENSIONS = [".tsx", ".ts", "/index.tsx", "/index.ts"];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) && !/\.(test|bench)\.tsx?$/.test(name) ? [full] : [];
  });
}

function resolve(from: string, specifier: string): string | null {
  const base = specifier.startsWith("@/") ? path.join(ROOT, specifier.slice(2)) : specifier.startsWith(".") ? path.resolve(path.dirname(from), specifier) : null;
  if (!base) return null;
  if (existsSync(base) && statSync(base).isFile()) return base;
  for (const ext of EXTENSIONS) if (existsSync(base + ext)) return base + ext;
  return null;
}

/** Value imports (and re-exports) of a module: `import type` and `export type` bring no code. */
function imports(file: string): string[] {
  const text = readFileSync(file, "utf8");
  const found: string[] = [];
  const pattern = /^\s*(?:import|export)\s+(?!type\b)(?:[^'"]*?\sfrom\s+)?["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/gm;
  for (const match of text.matchAll(pattern)) {
    const target = resolve(file, match[1] ?? match[2]);
    if (target) found.push(target);
  }
  return found;
}

const isClientEntry = (file: string) => /^\s*["']use client["']/.test(readFileSync(file, "utf8"));

/** The chain from `start` to the icon barrel through value imports, or null. */
function pathToBarrel(start: string): string[] | null {
  const seen = new Set<string>([start]);
  const queue: string[][] = [[start]];
  while (queue.length) {
    const chain = queue.shift()!;
    for (const next of imports(chain[chain.length - 1])) {
      if (next === BARREL) return [...chain, next];
      // A server-only module is never client code, whatever imports it.
      if (seen.has(next) || /^\s*import\s+["']server-only["']/m.test(readFileSync(next, "utf8"))) continue;
      seen.add(next);
      queue.push([...chain, next]);
    }
  }
  return null;
}

describe("client code and the icon barrel", () => {
  const clientEntries = ["app", "components", "lib"].flatMap((dir) => sourceFiles(path.join(ROOT, dir))).filter(isClientEntry);

  it("finds the client modules it checks", () => {
    expect(clientEntries.length).toBeGreaterThan(50);
  });

  it("no client module reaches components/ui/icons.tsx through its imports", () => {
    const offenders = clientEntries
      .map(pathToBarrel)
      .filter((chain): chain is string[] => chain !== null)
      .map((chain) => chain.map((file) => path.relative(ROOT, file)).join(" → "));
    expect(offenders).toEqual([]);
  });

  it("resolves the barrel's import path (a server component may use it, and is seen to)", () => {
    expect(imports(path.join(ROOT, "components/shell/sidebar.tsx"))).toContain(BARREL);
  });
});
