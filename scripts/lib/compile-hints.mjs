// V8's explicit compile hint for the framework chunks every page runs at startup (ADR 0014, session 8).
// Node built-ins only; run by runBuild (scripts/lib/build.mjs) right after `next build`.
//
// V8 compiles a function lazily: at first call, on the main thread, after having pre-parsed it once already. React DOM
// and Next's router run almost every function they have while the page hydrates, so on a phone that lazy compile is
// a large part of the hydration long task. A file starting with the magic comment `//# allFunctionsCalledOnLoad`
// (Chrome 136+) is compiled eagerly instead, and for an async script that happens on the streaming thread while it
// downloads. Other engines read a comment. Measured on /stores under 4x CPU throttle: median TBT 278 → 68 ms.
//
// Next's rootMainFiles (build-manifest.json: React DOM, the router, the Flight client, Turbopack's runtime) get it:
// every page runs them at once. So does MapLibre's own chunk (session 42, ADR 0032's amendment), loaded only by the
// pages that draw a map and then run at once: its 1.1 MB module was compiled lazily on the main thread while the map
// started (211–317 ms of V8's compile on the renderer's main thread during a /vendors-map load on the large seed, this
// machine; 52–59 ms with the hint). Route chunks and other code loaded on demand stay lazy, as they are mostly not run.
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

/** Prepends the hint to `source`, unless it is there already. */
export function withCompileHint(source) {
  return source.startsWith(COMPILE_HINT) ? source : COMPILE_HINT + source;
}

/** A source map of the hinted file: every generated line moves down by one (plain or Turbopack's sectioned maps). */
export function shiftSourceMap(map) {
  if (Array.isArray(map.sections)) {
    return { ...map, sections: map.sections.map((s) => ({ ...s, offset: { ...s.offset, line: s.offset.line + 1 } })) };
  }
  return { ...map, mappings: `;${map.mappings}` };
}

/** The chunks every page loads first, as paths under `.next`. */
export function startupChunks(nextDir) {
  const manifest = JSON.parse(readFileSync(path.join(nextDir, "build-manifest.json"), "utf8"));
  return (manifest.rootMainFiles ?? []).filter((file) => file.endsWith(".js"));
}

// A string only MapLibre's own code holds: the class its Map gives the canvas it creates (not Turbopack's wrapping, so
// a bundler change does not lose it). `npm run build` fails when no chunk holds it (scripts/lib/build.mjs).
export const MAPLIBRE_MARK = '"maplibregl-canvas"';

/** The client chunks holding MapLibre's own module, as paths under `.next`. */
export function maplibreChunks(nextDir) {
  const dir = path.join(nextDir, "static", "chunks");
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith(".js") && readFileSync(path.join(dir, name), "utf8").includes(MAPLIBRE_MARK))
    .map((name) => `static/chunks/${name}`);
}

/** Adds the hint to the startup chunks and MapLibre's of the build in `nextDir` (idempotent); returns the files it changed. */
export function addCompileHints(nextDir) {
  const changed = [];
  for (const file of new Set([...startupChunks(nextDir), ...maplibreChunks(nextDir)])) {
    const full = path.join(nextDir, file);
    const source = readFileSync(full, "utf8");
    const hinted = withCompileHint(source);
    if (hinted === source) continue;
    writeFileSync(full, hinted);
    changed.push(file);
    const mapName = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(source)?.[1];
    const mapFile = mapName && !mapName.startsWith("data:") ? path.join(path.dirname(full), mapName) : null;
    if (mapFile && existsSync(mapFile)) writeFileSync(mapFile, JSON.stringify(shiftSourceMap(JSON.parse(readFileSync(mapFile, "utf8")))));
  }
  return changed;
}
