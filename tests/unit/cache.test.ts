import { describe, expect, it } from "vitest";
import { cachedRead } from "@/lib/cache";
import { ok, fail } from "@/lib/api/result";

describe("ARCHITECTURE: a burst of visitors costs the product API one call", () => {
  it("shares one upstream call between concurrent misses and serves hits from the cache", async () => {
    let calls = 0;
    const load = async () => {
      calls++;
      await new Promise((r) => setTimeout(r, 20));
      return ok({ n: 1 });
    };
    const results = await Promise.all(Array.from({ length: 50 }, () => cachedRead("test:burst", 60, load)));
    expect(results.every((r) => r.ok && r.data.n === 1)).toBe(true);
    await cachedRead("test:burst", 60, load);
    expect(calls).toBe(1);
  });

  it("does not keep failures", async () => {
    let calls = 0;
    const load = async () => {
      calls++;
      return fail<{ n: number }>({ kind: "network", status: 502, message: null });
    };
    await cachedRead("test:fail", 60, load);
    await cachedRead("test:fail", 60, load);
    expect(calls).toBe(2);
  });
});
