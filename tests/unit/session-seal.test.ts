import { webcrypto } from "node:crypto";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { sealData } from "iron-session";

// ADR 0040: a session cookie value opened once is not opened with WebCrypto again until the seal's own expiry; every
// other value (changed, forged, expired) is opened, and refused, as before.
beforeAll(() => {
  vi.stubEnv("SESSION_SECRET", "session-seal-test-secret-0123456789abcdefghij");
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});
afterAll(() => vi.unstubAllEnvs());

async function setUp(ttl?: number) {
  const { sessionOptions } = await import("@/lib/session/config");
  const { readSealedSession } = await import("@/lib/session/seal");
  const options = sessionOptions();
  const data = { token: `token-${Math.random()}`, user: { id: 7, full_name: "Ana Hoxha", photo: null, verified: true } };
  const sealed = await sealData(data, { password: options.password, ttl: ttl ?? options.ttl });
  return { readSealedSession, data, sealed };
}

/** WebCrypto calls a read makes (iron-session opens a seal through globalThis.crypto.subtle). */
function countCrypto() {
  const calls = { n: 0 };
  for (const name of ["importKey", "deriveBits", "decrypt", "sign"] as const) {
    const original = webcrypto.subtle[name].bind(webcrypto.subtle) as (...a: unknown[]) => unknown;
    vi.spyOn(webcrypto.subtle, name).mockImplementation(((...a: unknown[]) => {
      calls.n++;
      return original(...a);
    }) as never);
  }
  return calls;
}

describe("readSealedSession (ADR 0040)", () => {
  it("opens a seal with WebCrypto once; the same cookie value again reads the same session without it", async () => {
    const { readSealedSession, data, sealed } = await setUp();
    const calls = countCrypto();
    expect(await readSealedSession(sealed)).toEqual(data);
    const first = calls.n;
    expect(first).toBeGreaterThan(0);
    expect(await readSealedSession(sealed)).toEqual(data);
    expect(calls.n).toBe(first);
  });

  it("a changed or forged value is opened and refused, even when the original was opened before", async () => {
    const { readSealedSession, data, sealed } = await setUp();
    expect(await readSealedSession(sealed)).toEqual(data);
    const [seal, version] = sealed.split("~");
    const parts = seal.split("*");
    parts[7] = parts[7].slice(0, -2) + (parts[7].endsWith("AA") ? "BB" : "AA"); // the MAC
    expect(await readSealedSession(`${parts.join("*")}~${version}`)).toEqual({});
    const body = seal.split("*");
    body[4] = (body[4].startsWith("A") ? "B" : "A") + body[4].slice(1); // the encrypted session
    expect(await readSealedSession(`${body.join("*")}~${version}`)).toEqual({});
    expect(await readSealedSession("")).toEqual({});
  });

  it("a seal read while valid reads as empty after its expiry, as iron-session refuses it", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const { readSealedSession, data, sealed } = await setUp(120);
    expect(await readSealedSession(sealed)).toEqual(data);
    vi.setSystemTime(Date.now() + 60_000);
    expect(await readSealedSession(sealed)).toEqual(data);
    // iron-session's own clock skew allowance is 60 s past the expiry: beyond both, the session is gone.
    vi.setSystemTime(Date.now() + 130_000);
    expect(await readSealedSession(sealed)).toEqual({});
  });

  it("what one request changes in the session it read is not what the next request reads", async () => {
    const { readSealedSession, data, sealed } = await setUp();
    const first = await readSealedSession(sealed);
    first.token = "changed";
    first.user!.full_name = "Changed";
    const second = await readSealedSession(sealed);
    expect(second).toEqual(data);
    second.user!.id = 99;
    expect(await readSealedSession(sealed)).toEqual(data);
  });
});
