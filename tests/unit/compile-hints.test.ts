import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { addCompileHints, COMPILE_HINT, MAPLIBRE_MARK, maplibreChunks, shiftSourceMap, withCompileHint } from "../../scripts/lib/compile-hints.mjs";

// scripts/lib/compile-hints.mjs: after `next build`, the chunks every page runs at startup start with V8's
// `//# allFunctionsCalledOnLoad`, so Chrome compiles them while they download instead of during hydration.
describe("compile hints", () => {
  let next: string;
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(next, file)), { recursive: true });
    writeFileSync(path.join(next, file), text);
  };
  const read = (file: string) => readFileSync(path.join(next, file), "utf8");

  beforeEach(() => {
    next = mkdtempSync(path.join(os.tmpdir(), "shijo-hints-"));
    write("build-manifest.json", JSON.stringify({ rootMainFiles: ["static/chunks/react-dom.js", "static/chunks/runtime.js"], polyfillFiles: ["static/chunks/polyfills.js"] }));
    write("static/chunks/react-dom.js", "(globalThis.TURBOPACK||[]).push([1]);\n//# sourceMappingURL=rd.js.map");
    write("static/chunks/rd.js.map", JSON.stringify({ version: 3, sections: [{ offset: { line: 0, column: 0 }, map: { version: 3, sources: ["a.js"], names: [], mappings: "AAAA" } }] }));
    write("static/chunks/runtime.js", "var runtime=1;");
    write("static/chunks/route.js", "var route=1;");
    write("static/chunks/polyfills.js", "var polyfill=1;");
  });
  afterEach(() => rmSync(next, { recursive: true, force: true }));

  it("hints the startup chunks, and only them: route chunks and polyfills stay lazy", () => {
    expect(addCompileHints(next).sort()).toEqual(["static/chunks/react-dom.js", "static/chunks/runtime.js"]);
    expect(read("static/chunks/react-dom.js").startsWith(COMPILE_HINT + "(globalThis.TURBOPACK")).toBe(true);
    expect(read("static/chunks/runtime.js")).toBe(COMPILE_HINT + "var runtime=1;");
    expect(read("static/chunks/route.js")).toBe("var route=1;");
    expect(read("static/chunks/polyfills.js")).toBe("var polyfill=1;");
  });

  it("hints MapLibre's own chunk too, found by MapLibre's canvas class, and no other on-demand chunk", () => {
    write("static/chunks/maplibre.js", `var t=0;tL.create("canvas",${MAPLIBRE_MARK},r);`);
    write("static/chunks/map-page.js", 'import("./maplibre.js");var label="maplibregl-marker";');
    expect(maplibreChunks(next)).toEqual(["static/chunks/maplibre.js"]);
    expect(addCompileHints(next).sort()).toEqual(["static/chunks/maplibre.js", "static/chunks/react-dom.js", "static/chunks/runtime.js"]);
    expect(read("static/chunks/maplibre.js").startsWith(COMPILE_HINT + "var t=0;")).toBe(true);
    expect(read("static/chunks/map-page.js")).not.toContain("allFunctionsCalledOnLoad");
    expect(addCompileHints(next)).toEqual([]);
  });

  it("is idempotent: a second run changes nothing and the hint is not doubled", () => {
    addCompileHints(next);
    expect(addCompileHints(next)).toEqual([]);
    expect(read("static/chunks/runtime.js")).toBe(COMPILE_HINT + "var runtime=1;");
    expect(withCompileHint(withCompileHint("x"))).toBe(COMPILE_HINT + "x");
  });

  it("moves the source map down one line, so production source maps still point at the right code", () => {
    addCompileHints(next);
    expect(JSON.parse(read("static/chunks/rd.js.map")).sections[0].offset).toEqual({ line: 1, column: 0 });
    expect(shiftSourceMap({ version: 3, mappings: "AAAA;CAAC" }).mappings).toBe(";AAAA;CAAC");
  });
});
