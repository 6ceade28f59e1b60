// The unit project shares one module graph per worker (vitest.config.ts, `isolate: false`). A file that replaces a
// module, stubs a global or changes process.env there would change what the files after it see, so such files run in
// the "unit-isolated" project. This test keeps the list and the files in step.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { UNIT_ISOLATED } from "../../vitest.config";

const ROOT = path.resolve(__dirname, "../..");
/** What makes a file change state another file could see (support/server-html stubs `window` while it renders). */
const SHARED_STATE = /vi\.(mock|doMock|stubGlobal|stubEnv|resetModules)\(|process\.env\.[A-Z_]+\s*=[^=]|process\.env\[[^\]]+\]\s*=[^=]|delete process\.env|from "\.\/support\/server-html"/;

const unitFiles = readdirSync(path.join(ROOT, "tests/unit"))
  .filter((name) => /\.test\.tsx?$/.test(name))
  .map((name) => `tests/unit/${name}`);

describe("unit projects (vitest.config.ts)", () => {
  it("every unit file that mocks modules or changes process.env runs isolated", () => {
    const changesState = unitFiles.filter((file) => SHARED_STATE.test(readFileSync(path.join(ROOT, file), "utf8")));
    expect(changesState.length).toBeGreaterThan(0);
    expect(changesState.filter((file) => !UNIT_ISOLATED.includes(file))).toEqual([]);
  });

  it("the isolated list names only files that exist and need it", () => {
    expect(UNIT_ISOLATED.filter((file) => !unitFiles.includes(file))).toEqual([]);
    expect(UNIT_ISOLATED.filter((file) => !SHARED_STATE.test(readFileSync(path.join(ROOT, file), "utf8")))).toEqual([]);
  });
});
