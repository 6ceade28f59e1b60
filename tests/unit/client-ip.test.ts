// Issue 9 #4 / ARCHITECTURE "BFF rules": "client IPs for rate limits come from forwarded headers only behind proxies
// that configuration names as trusted".
import { describe, expect, it } from "vitest";
import { clientAddress, isTrusted, parseTrustedProxies } from "@/lib/bff/client-ip";

const h = (init: Record<string, string>) => new Headers(init);

describe("the address a per-IP limit counts", () => {
  it("ignores X-Forwarded-For and X-Real-IP from a peer that is not a trusted proxy", () => {
    for (const spoof of ["1.2.3.4", "1.2.3.4, 5.6.7.8", "198.51.100.7"]) {
      expect(clientAddress(h({ "x-shijo-peer": "203.0.113.9", "x-forwarded-for": spoof, "x-real-ip": "9.9.9.9" }), [])).toBe("203.0.113.9");
    }
    expect(clientAddress(h({ "x-shijo-peer": "::ffff:127.0.0.1", "x-forwarded-for": "10.0.0.1" }), [])).toBe("127.0.0.1");
  });
  it("behind a trusted proxy takes the right-most address that is not a trusted proxy", () => {
    const trusted = parseTrustedProxies("10.0.0.0/8, 127.0.0.1");
    expect(clientAddress(h({ "x-shijo-peer": "10.1.2.3", "x-forwarded-for": "203.0.113.5" }), trusted)).toBe("203.0.113.5");
    // The client prepended a fake entry; the proxy appended the real one.
    expect(clientAddress(h({ "x-shijo-peer": "10.1.2.3", "x-forwarded-for": "1.1.1.1, 203.0.113.5" }), trusted)).toBe("203.0.113.5");
    expect(clientAddress(h({ "x-shijo-peer": "127.0.0.1", "x-forwarded-for": "1.1.1.1, 203.0.113.5, 10.9.9.9" }), trusted)).toBe("203.0.113.5");
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
