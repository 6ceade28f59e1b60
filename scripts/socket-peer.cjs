// Preloaded into `next start` / `next dev` (scripts/lib/stack.mjs): records the TCP peer of every request in the
// `x-shijo-peer` header, overwriting whatever a client sent under that name. Next itself keeps a client-sent
// X-Forwarded-For and drops the socket address, so without this a rate limit per IP could only trust a header the
// client chooses (issue 9 #4). lib/bff/client-ip.ts reads it, and trusts forwarded headers only from TRUSTED_PROXIES.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS preload (node --require)
const http = require("node:http");

const emit = http.Server.prototype.emit;
http.Server.prototype.emit = function emitWithPeer(event, request, ...rest) {
  if (event === "request" && request && request.headers) {
    request.headers["x-shijo-peer"] = (request.socket && request.socket.remoteAddress) || "";
  }
  return emit.call(this, event, request, ...rest);
};
