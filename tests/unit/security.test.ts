import { describe, expect, it } from "vitest";
import { buildCsp } from "@/lib/security/csp";
import { isSameOriginRequest } from "@/lib/bff/origin";
import { localizePath, splitLocale } from "@/lib/i18n/paths";
import { requestLocale } from "@/lib/bff/locale";
import { parseSessionSecret } from "@/lib/session/secret";

describe("CSP", () => {
  it("is nonce-based, forbids framing and has no unsafe-eval in production", () => {
    const csp = buildCsp({ nonce: "abc", dev: false, imgOrigins: ["http://127.0.0.1:4000"] });
    expect(csp).toContain("script-src 'self' 'nonce-abc' 'strict-dynamic'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("img-src 'self' data: blob: http://127.0.0.1:4000");
    expect(csp).toContain("media-src 'self' blob: http://127.0.0.1:4000");
    expect(csp).not.toContain("unsafe-eval");
    expect(buildCsp({ nonce: "abc", dev: true })).toContain("'unsafe-eval'");
  });
});

describe("BFF same-origin rule for writes", () => {
  const url = "http://localhost:3000/api/auth/login";
  const h = (init: Record<string, string>) => new Headers(init);
  it("accepts the page's own origin and same-origin fetches", () => {
    expect(isSameOriginRequest(h({ origin: "http://localhost:3000" }), url)).toBe(true);
    expect(isSameOriginRequest(h({ "sec-fetch-site": "same-origin" }), url)).toBe(true);
  });
  it("refuses a foreign Origin, a null origin and cross-site fetches", () => {
    expect(isSameOriginRequest(h({ origin: "https://evil.example" }), url)).toBe(false);
    expect(isSameOriginRequest(h({ origin: "null" }), url)).toBe(false);
    expect(isSameOriginRequest(h({ "sec-fetch-site": "cross-site" }), url)).toBe(false);
    expect(isSameOriginRequest(h({ "sec-fetch-site": "same-site", origin: "http://localhost:3000" }), url)).toBe(false);
  });
  // Issue 9 #5: a write with no Origin needs a same-origin Referer or Sec-Fetch-Site: same-origin.
  it.each([
    ["no header at all", {}],
    ["a foreign Referer and no Origin", { referer: "https://evil.test/page" }],
    ["a look-alike Referer", { referer: "http://localhost:3000.evil.test/" }],
    ["a javascript: Referer", { referer: "javascript:alert(1)" }],
    ["Sec-Fetch-Site none (typed URL, no page)", { "sec-fetch-site": "none" }],
    ["a look-alike host Origin", { origin: "http://localhost:3000.evil.test" }],
    ["a prefixed look-alike Origin", { origin: "http://evil-localhost:3000" }],
    ["another port", { origin: "http://localhost:3001" }],
    ["another scheme", { origin: "https://localhost:3000" }],
    ["an empty Origin", { origin: "" }],
    ["a spoofed X-Forwarded-Host matching the Origin", { origin: "https://evil.test", "x-forwarded-host": "evil.test", "x-forwarded-proto": "https" }],
  ])("refuses %s", (_name, headers) => {
    expect(isSameOriginRequest(h(headers as Record<string, string>), url)).toBe(false);
  });
  it("accepts a same-origin Referer when the Origin is missing, and the configured public origin", () => {
    expect(isSameOriginRequest(h({ referer: "http://localhost:3000/checkout?step=2" }), url)).toBe(true);
    expect(isSameOriginRequest(h({ origin: "https://shijo.al" }), url, "https://shijo.al")).toBe(true);
    expect(isSameOriginRequest(h({ origin: "https://evil.test" }), url, "https://shijo.al")).toBe(false);
  });
  it("an empty Origin never matches a configured origin that is not http(s) (issue 15)", () => {
    for (const configured of ["mailto:shop@shijo.al", "javascript:void(0)", "file:///srv/shijo"]) {
      expect(isSameOriginRequest(h({ origin: "" }), url, configured), configured).toBe(false);
      expect(isSameOriginRequest(h({ origin: "null" }), url, configured), configured).toBe(false);
    }
  });
});

describe("spec 1 §1 locales: sq without prefix, en under /en", () => {
  it("splits and builds paths", () => {
    expect(splitLocale("/en/stores")).toEqual({ locale: "en", path: "/stores", explicit: true });
    expect(splitLocale("/stores")).toEqual({ locale: "sq", path: "/stores", explicit: false });
    expect(splitLocale("/en")).toEqual({ locale: "en", path: "/", explicit: true });
    expect(localizePath("/stores", "sq")).toBe("/stores");
    expect(localizePath("/stores", "en")).toBe("/en/stores");
    expect(localizePath("/", "en")).toBe("/en");
    expect(localizePath("/?from=%2Forders", "en")).toBe("/en?from=%2Forders");
  });
  it("a BFF call speaks the language of the page it came from", () => {
    expect(requestLocale(new Headers({ referer: "http://x/en/stores" }))).toBe("en");
    expect(requestLocale(new Headers({ referer: "http://x/stores" }), "en")).toBe("sq");
    expect(requestLocale(new Headers({ "x-shijo-locale": "en" }))).toBe("en");
    expect(requestLocale(new Headers(), "fr")).toBe("sq");
  });
});

describe("session secret", () => {
  it("accepts one secret or a rotation list, sealing with the highest id", () => {
    expect(parseSessionSecret("a".repeat(32))).toEqual({ 1: "a".repeat(32) });
    expect(parseSessionSecret(`2:${"n".repeat(32)},1:${"o".repeat(32)}`)).toEqual({ 2: "n".repeat(32), 1: "o".repeat(32) });
  });
  it("refuses short secrets", () => {
    expect(() => parseSessionSecret("short")).toThrow(/32/);
  });
});
