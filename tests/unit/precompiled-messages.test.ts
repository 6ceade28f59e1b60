// next.config.ts precompiles messages/*.json at build time (next-intl's catalog loader, issue 14): a message read
// with t.raw() is then compiled data, not its ICU string, and code that fills "{placeholders}" itself breaks (the
// stores page answered 500 that way). Templates are made with t(key, { name: "{name}" }) instead.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import compile from "icu-minify/compile";

const ROOT = path.resolve(import.meta.dirname, "../..");

function sources(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
    const rel = path.join(dir, entry.name);
    if (entry.isDirectory()) sources(rel, out);
    else if (/\.(ts|tsx)$/.test(entry.name)) out.push(rel);
  }
  return out;
}

describe("precompiled messages", () => {
  it("no app code reads a message raw", () => {
    const raw = ["app", "components", "lib"].flatMap((dir) => sources(dir)).filter((file) => /\bt\w*\.raw\(/.test(readFileSync(path.join(ROOT, file), "utf8")));
    expect(raw).toEqual([]);
  });

  it("a message with a placeholder compiles to data, a plain one stays a string (why t.raw() is out)", () => {
    expect(typeof compile("Dërgesa {fee}")).not.toBe("string");
    expect(compile("Faqja nuk u gjet")).toBe("Faqja nuk u gjet");
  });
});
