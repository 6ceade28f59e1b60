// Issue 15 "Security findings": the device id (spec 1 §3) lives in a cookie the client can write, and it travels to
// the product API as the `device-id` header and as the device token of login, register and social sign-in. A value
// with CR/LF or NUL made every upstream call throw (Headers.set refuses it: a 500 on each BFF route for that browser,
// e.g. after a sibling subdomain tossed such a cookie) and a login fail in the database; a long one would reach the
// API's logs. Only the shape we issue (a UUID; any short token of letters, digits and dashes) is believed, where the
// API context is built (lib/bff/handler.ts, lib/api/context.ts) and again in buildHeaders; anything else counts as no
// device id, and proxy.ts issues a fresh one.
const DEVICE_ID = /^[A-Za-z0-9-]{8,64}$/;

export function validDeviceId(value: string | null | undefined): string | undefined {
  return typeof value === "string" && DEVICE_ID.test(value) ? value : undefined;
}
