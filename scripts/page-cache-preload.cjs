// Preloaded into `next start` (scripts/lib/stack.mjs, like socket-peer.cjs): hands each request first to the public
// page cache's fast path (lib/page-cache/fast-path.ts, registered on globalThis by proxy.ts once it has loaded). The fast
// path answers only a fresh kept public page and returns false for everything else, which Next then handles as always.
// Without this file nothing changes but speed: proxy.ts serves the same kept pages itself (ADR 0014).
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS preload (node --require)
const http = require("node:http");

const KEY = Symbol.for("shijo.pageCache");
const emit = http.Server.prototype.emit;
http.Server.prototype.emit = function emitWithPageCache(event, request, response, ...rest) {
  if (event === "request" && response) {
    const serve = globalThis[KEY] && globalThis[KEY].fastServe;
    if (typeof serve === "function" && serve(request, response)) return true;
  }
  return emit.call(this, event, request, response, ...rest);
};
