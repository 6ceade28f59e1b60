import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { buildHeaders, buildUrl } from "@/lib/api/client";
import { MAX_DEPTH, readLimitedBody, unsafeBodyPath } from "@/lib/bff/body";

// Issue 15 "Security findings": very large or deeply nested JSON bodies, prototype-pollution keys, and ids with path
// traversal or absolute URLs passed to the product API.
const post = (body: string, type = "application/json", headers: Record<string, string> = {}) =>
  new NextRequest("http://localhost/api/contact", { method: "POST", body, headers: { "content-type": type, ...headers } });

describe("readLimitedBody", () => {
  it("reads JSON, url-encoded forms and JSON sent as text", async () => {
    expect(await readLimitedBody(post('{"a":1}'))).toEqual({ ok: true, value: { a: 1 } });
    expect(await readLimitedBody(post("email=a%40b.al&password=x", "application/x-www-form-urlencoded"))).toEqual({ ok: true, value: { email: "a@b.al", password: "x" } });
    expect(await readLimitedBody(post('{"b":2}', "text/plain"))).toEqual({ ok: true, value: { b: 2 } });
    expect(await readLimitedBody(post("{nope"))).toEqual({ ok: false, problem: "malformed" });
  });

  it("refuses a body above the cap, by its declared length and while reading (a lying Content-Length too)", async () => {
    const big = JSON.stringify({ message: "x".repeat(2000) });
    expect(await readLimitedBody(post(big), 1000)).toEqual({ ok: false, problem: "tooLarge" });
    expect(await readLimitedBody(post(big, "application/json", { "content-length": "10" }), 1000)).toEqual({ ok: false, problem: "tooLarge" });
    expect((await readLimitedBody(post(big), 4000)).ok).toBe(true);
  });
});

describe("unsafeBodyPath", () => {
  it("finds prototype-pollution keys anywhere, as JSON.parse and query strings make them", () => {
    expect(unsafeBodyPath(JSON.parse('{"__proto__":{"admin":true}}'))).toBe("__proto__");
    expect(unsafeBodyPath(JSON.parse('{"order":{"products":[{"constructor":{"prototype":{"x":1}}}]}}'))).toBe("order.products.0.constructor");
    expect(unsafeBodyPath(Object.fromEntries(new URLSearchParams("prototype=1")))).toBe("prototype");
    expect(unsafeBodyPath({ order: { products: [{ id: 1, options: [2, 3] }] }, note: "constructor of the cake" })).toBeNull();
  });

  it(`refuses nesting deeper than ${MAX_DEPTH}, without recursing through all of it`, () => {
    const deep = JSON.parse("[".repeat(5000) + "]".repeat(5000)) as unknown;
    expect(unsafeBodyPath(deep)).not.toBeNull();
    let ok: unknown = 1;
    for (let i = 0; i < MAX_DEPTH; i++) ok = { a: ok };
    expect(unsafeBodyPath(ok)).toBeNull();
  });
});

describe("buildUrl keeps every product API call under its base", () => {
  const base = "http://api.local/v1/";
  it.each([
    "orders/../users",
    "orders/%2e%2e/users",
    "orders/%2E./users",
    "orders/.%2e/users",
    "orders/./1",
    "orders\\..\\users",
    "orders/%5c..%5cusers",
    "//evil.test/x",
    "https://evil.test/x",
    "javascript:alert(1)",
    "orders/1@evil.test",
    "orders/1%2f%2fevil.test",
    "orders/1\r\nX-Injected: 1",
  ])("refuses %j", (path) => {
    expect(() => buildUrl(base, path)).toThrow(/refuses path/);
  });

  it("builds ordinary paths and queries", () => {
    expect(buildUrl(base, "orders/12", { page: 1 }).toString()).toBe("http://api.local/v1/orders/12?page=1");
    expect(buildUrl(base, `vendors/${encodeURIComponent("a1b2")}`).pathname).toBe("/v1/vendors/a1b2");
  });
});

// Issue 15: the device-id cookie is the client's to write; only a well-formed id becomes the upstream header, so a
// CR/LF or NUL in it can neither break every upstream call (Headers.set throws) nor reach the product API.
describe("buildHeaders sends only a well-formed device id upstream", () => {
  it.each(["a\r\nX-Injected: 1", "a\u0000b", "x".repeat(65), "short", "a b c d e f", "ünïcödé-device", ""])("drops %j", (deviceId) => {
    const headers = buildHeaders("users/me", { locale: "sq", deviceId });
    expect(headers.get("device-id")).toBeNull();
    expect(headers.get("x-injected")).toBeNull();
  });
  it("keeps the UUID the proxy issues", () => {
    const id = crypto.randomUUID();
    expect(buildHeaders("users/me", { locale: "sq", deviceId: id }).get("device-id")).toBe(id);
  });
});
