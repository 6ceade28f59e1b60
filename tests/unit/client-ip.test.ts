// Issue 9 #4 / ARCHITECTURE "BFF rules": "client IPs for rate limits come from forwarded headers only behind proxies
// that configuration names as trusted".
import http, { type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { clientAddress, isTrusted, parseTrustedProxies, peerHeaderWritten, recordPeer } from "@/lib/bff/client-ip";

const h = (init: Record<string, string>) => new Headers(init);

describe("the address a per-IP limit counts", () => {
  it("believes no header at all when the server did not write the peer (not started through server.ts)", () => {
    for (const trusted of [[], parseTrustedProxies("0.0.0.0/0")]) {
      expect(clientAddress(h({ "x-forwarded-for": "1.2.3.4" }), trusted, false)).toBe("unknown");
      expect(clientAddress(h({ "x-shijo-peer": "203.0.113.9", "x-forwarded-for": "1.2.3.4" }), trusted, false)).toBe("unknown");
    }
  });
  it("ignores X-Forwarded-For and X-Real-IP from a peer that is not a trusted proxy", () => {
    for (const spoof of ["1.2.3.4", "1.2.3.4, 5.6.7.8", "198.51.100.7"]) {
      expect(clientAddress(h({ "x-shijo-peer": "203.0.113.9", "x-forwarded-for": spoof, "x-real-ip": "9.9.9.9" }), [], true)).toBe("203.0.113.9");
    }
    expect(clientAddress(h({ "x-shijo-peer": "::ffff:127.0.0.1", "x-forwarded-for": "10.0.0.1" }), [], true)).toBe("127.0.0.1");
  });
  it("behind a trusted proxy takes the right-most address that is not a trusted proxy", () => {
    const trusted = parseTrustedProxies("10.0.0.0/8, 127.0.0.1");
    expect(clientAddress(h({ "x-shijo-peer": "10.1.2.3", "x-forwarded-for": "203.0.113.5" }), trusted, true)).toBe("203.0.113.5");
    // The client prepended a fake entry; the proxy appended the real one.
    expect(clientAddress(h({ "x-shijo-peer": "10.1.2.3", "x-forwarded-for": "1.1.1.1, 203.0.113.5" }), trusted, true)).toBe("203.0.113.5");
    expect(clientAddress(h({ "x-shijo-peer": "127.0.0.1", "x-forwarded-for": "1.1.1.1, 203.0.113.5, 10.9.9.9" }), trusted, true)).toBe("203.0.113.5");
  });
  it("reads CIDR ranges and exact addresses", () => {
    expect(isTrusted("10.200.1.1", ["10.0.0.0/8"])).toBe(true);
    expect(isTrusted("11.0.0.1", ["10.0.0.0/8"])).toBe(false);
    expect(isTrusted("::1", ["::1"])).toBe(true);
    expect(isTrusted("192.168.1.9", ["192.168.1.0/24"])).toBe(true);
    expect(isTrusted("192.168.2.9", ["192.168.1.0/24"])).toBe(false);
    expect(parseTrustedProxies(undefined)).toEqual([]);
  });
});

describe("recordPeer (server.ts, before Next sees the request)", () => {
  it("writes the socket's address over a client's own x-shijo-peer, and says the process writes it", async () => {
    const seen: IncomingHttpHeaders[] = [];
    const server = http.createServer((request, response) => {
      recordPeer(request);
      seen.push(request.headers);
      response.end();
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const { port } = server.address() as AddressInfo;
      await fetch(`http://127.0.0.1:${port}/`, { headers: { "x-shijo-peer": "198.51.100.77", "x-forwarded-for": "198.51.100.78" } });
      expect(seen[0]["x-shijo-peer"]).toBe("127.0.0.1");
      expect(peerHeaderWritten()).toBe(true);
      expect(clientAddress(new Headers(seen[0] as Record<string, string>), [])).toBe("127.0.0.1");
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
