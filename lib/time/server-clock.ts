// Issue 24 / spec 3 §7 GET server-time ("data.time"): the product API judges order times (spec 2 §5: slots at least
// 30 minutes ahead) by its own clock, so the storefront builds them by that clock too, not by the browser's. The
// offset between the two is measured once and applied here, and only here.

/**
 * The server's clock minus the browser's, in ms: the server read its clock somewhere between sending the request
 * (`sentAt`) and receiving the answer (`receivedAt`), so it is compared with the midpoint. Not a finite answer: 0.
 */
export function clockOffset(serverTime: number, sentAt: number, receivedAt: number): number {
  const offset = serverTime - (sentAt + receivedAt) / 2;
  return Number.isFinite(offset) ? Math.round(offset) : 0;
}

/** The server's "now" from the browser's clock and the measured offset. */
export function serverNow(offset: number, clientNow: number = Date.now()): Date {
  return new Date(clientNow + offset);
}
