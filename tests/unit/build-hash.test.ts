import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { computeBuildHash, staleReason } from "../../scripts/lib/build.mjs";

// scripts/lib/build.mjs decides whether `npm start` and the e2e setup must run `next build` first.
describe("build hash", () => {
  let root: string;
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  };

  beforeEach(() => {
    root = mkdtempSync(path.join(os.tmpdir(), "shijo-hash-"));
    write("app/page.tsx", "export default function Page() { return null; }");
    write("messages/sq.json", "{}");
    write("next.config.ts", "export default {};");
    write("package-lock.json", "{}");
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it("changes when a source file under app/ changes", () => {
    const before = computeBuildHash(root);
    write("app/page.tsx", "export default function Page() { return 1; }");
    expect(computeBuildHash(root)).not.toBe(before);
  });

  it("changes when a file is added, renamed or when package-lock.json changes", () => {
    const base = computeBuildHash(root);
    write("components/shell/header.tsx", "export {}");
    const added = computeBuildHash(root);
    expect(added).not.toBe(base);
    rmSync(path.join(root, "components/shell/header.tsx"));
    write("components/shell/footer.tsx", "export {}");
    expect(computeBuildHash(root)).not.toBe(added);
    write("package-lock.json", '{"lockfileVersion":3}');
    expect(computeBuildHash(root)).not.toBe(added);
  });

  it("ignores files the build does not read (tests, product API, docs)", () => {
    const before = computeBuildHash(root);
    write("tests/unit/x.test.ts", "1");
    write("product-api/src/main.ts", "1");
    write("README.md", "1");
    expect(computeBuildHash(root)).toBe(before);
  });

  it("includes NEXT_PUBLIC_* variables, which next build inlines", () => {
    const before = computeBuildHash(root);
    process.env.NEXT_PUBLIC_SHIJO_HASH_TEST = "1";
    try {
      expect(computeBuildHash(root)).not.toBe(before);
    } finally {
      delete process.env.NEXT_PUBLIC_SHIJO_HASH_TEST;
    }
  });

  it("calls for a build when .next/BUILD_ID or the stored hash is missing or different", () => {
    expect(staleReason(root)).toMatch(/no production build/);
    write(".next/BUILD_ID", "abc");
    expect(staleReason(root)).toMatch(/no source hash/);
    write(".next/shijo-build-hash", computeBuildHash(root));
    expect(staleReason(root)).toBeNull();
    write("lib/format/price.ts", "export {}");
    expect(staleReason(root)).toMatch(/changed/);
  });
});
