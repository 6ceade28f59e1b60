// Issue 9 #4 / ARCHITECTURE "BFF rules": "client IPs for rate limits come from forwarded headers only behind
// proxies that configuration names as trusted". The TCP peer comes from `x-shijo-peer`, which the storefront's server
// (server.ts, the one way to start it: issue 27) writes on every request from the socket, over whatever a client sent.
import type { IncomingMessage } from "node:http";
import { processGlobal } from "@/lib/process-global";

/** The request header that carries the TCP peer's address from server.ts to the route handlers. */
export const PEER_HEADER = "x-shijo-peer";

/** Whether this process's server writes PEER_HEADER (server.ts says so with the first request it records). */
const peerSource = () => processGlobal("peer-header", () => ({ written: false }));

export function peerHeaderWritten(): boolean {
  return peerSource().written;
}

/**
 * server.ts, for every request before anything else reads it: the TCP peer into PEER_HEADER, replacing whatever a
 * client sent under that name.
 */
export function recordPeer(request: IncomingMessage): void {
  peerSource().written = true;
  request.headers[PEER_HEADER] = request.socket.remoteAddress ?? "";
}

/** Tests that build requests themselves: they play server.ts's part and set PEER_HEADER. */
export function peerHeaderWrittenForTests(written = true): void {
  peerSource().written = written;
}

/** TRUSTED_PROXIES: comma-separated addresses or IPv4 CIDR ranges (e.g. `10.0.0.0/8,127.0.0.1`). */
export function parseTrustedProxies(value: string | undefined): string[] {
  return (value ?? "").split(",").map((s) => s.trim()).filter(Boolean);
}

function normalise(ip: string): string {
  const trimmed = ip.trim().replace(/^\[|\]$/g, "");
  return trimmed.startsWith("::ffff:") && trimmed.includes(".") ? trimmed.slice(7) : trimmed;
}

function ipv4ToInt(ip: string): number | null {
  const parts = ip.split(".");
  if (parts.length !== 4) return null;
  let n = 0;
  for (const part of parts) {
    if (!/^\d{1,3}$/.test(part) || Number(part) > 255) return null;
    n = n * 256 + Number(part);
  }
  return n;
}

export function isTrusted(ip: string, trusted: string[]): boolean {
  const addr = normalise(ip);
  return trusted.some((entry) => {
    const [range, bits] = entry.split("/");
    if (bits === undefined) return normalise(range) === addr;
    const a = ipv4ToInt(addr);
    const r = ipv4ToInt(range);
    const b = Number(bits);
    if (a === null || r === null || !Number.isInteger(b) || b < 0 || b > 32) return false;
    const mask = b === 0 ? 0 : (~0 << (32 - b)) >>> 0;
    return ((a & mask) >>> 0) === ((r & mask) >>> 0);
  });
}

/**
 * The address a per-IP limit counts: the TCP peer, unless the peer is a trusted proxy — then the right-most
 * X-Forwarded-For entry that is not itself a trusted proxy (entries further left are the client's to invent).
 */
export function clientAddress(headers: Headers, trusted: string[], peerWritten = peerHeaderWritten()): string {
  const peerHeader = peerWritten ? headers.get(PEER_HEADER) : null;
  // Not started through server.ts: nothing says who the peer is and every header may be the client's own, so none is
  // believed (one budget for everyone; lib/bff/rate-limit.ts logs how to start it).
  if (peerHeader === null) return "unknown";
  const forwarded = (headers.get("x-forwarded-for") ?? "").split(",").map(normalise).filter(Boolean);
  const peer = normalise(peerHeader) || "unknown";
  if (!isTrusted(peer, trusted)) return peer;
  for (let i = forwarded.length - 1; i >= 0; i--) {
    if (!isTrusted(forwarded[i], trusted)) return forwarded[i];
  }
  return forwarded[0] ?? peer;
}
