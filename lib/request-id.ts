// Issue 10: one id per request, set by proxy.ts on the request it forwards and read back by bffRoute, so every log
// line of a request can be found together. No imports: proxy.ts and the logger share it.
export const REQUEST_ID_HEADER = "x-request-id";

// Only a short token of safe characters is taken from a header: anything else (newlines, JSON, a megabyte) is replaced.
const SAFE_ID = /^[A-Za-z0-9._:-]{8,100}$/;

export function newRequestId(): string {
  return crypto.randomUUID();
}

/** The request's id when the header carries a well-formed one, else a fresh id. */
export function requestIdFrom(headers: Headers): string {
  const given = headers.get(REQUEST_ID_HEADER);
  return given && SAFE_ID.test(given) ? given : newRequestId();
}
