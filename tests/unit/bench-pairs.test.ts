import { describe, expect, it } from "vitest";
import { combineInstances, connectionsPerInstance, parseVariants, roundOrder, summarizePairs } from "../../scripts/lib/bench-pairs.mjs";

// ADR 0047: `npm run bench:pairs` measures storefront variants side by side on the same replayed answers, their runs
// alternated, because the machine drifts by ±25 % from minute to minute (ADR 0029, session 34).
describe("parseVariants (BENCH_PAIRS)", () => {
  it("reads each variant with its defaults: this checkout, the product's Node flags, no more environment, one instance", () => {
    expect(parseVariants('[{"name":"main"},{"name":"before","dir":"/tmp/wt","nodeArgs":["--max-semi-space-size=128"],"env":{"X":"1"},"instances":2}]')).toEqual([
      { name: "main", dir: null, nodeArgs: null, env: {}, instances: 1 },
      { name: "before", dir: "/tmp/wt", nodeArgs: ["--max-semi-space-size=128"], env: { X: "1" }, instances: 2 },
    ]);
  });

  it("says what is wrong instead of measuring something else", () => {
    expect(() => parseVariants("main")).toThrow("BENCH_PAIRS is not JSON: main");
    expect(() => parseVariants("[]")).toThrow("one or more variants");
    expect(() => parseVariants('[{"dir":"/tmp/wt"}]')).toThrow("BENCH_PAIRS[0] needs a name");
    expect(() => parseVariants('[{"name":"a"},{"name":"a"}]')).toThrow('the name "a" is used twice');
    expect(() => parseVariants('[{"name":"a","instance":2}]')).toThrow('unknown key "instance"');
    expect(() => parseVariants('[{"name":"a","nodeArgs":["max-semi-space-size=64"]}]')).toThrow("list of Node flags");
    expect(() => parseVariants('[{"name":"a","env":{"X":1}}]')).toThrow("env must map names to strings");
    expect(() => parseVariants('[{"name":"a","instances":3}]')).toThrow("instances must be 1 or 2");
  });
});

describe("a run's connections and order", () => {
  it("shares the connections among a variant's instances, the odd one to the first", () => {
    expect(connectionsPerInstance(10, 1)).toEqual([10]);
    expect(connectionsPerInstance(10, 2)).toEqual([5, 5]);
    expect(connectionsPerInstance(9, 2)).toEqual([5, 4]);
    expect(() => connectionsPerInstance(1, 2)).toThrow("1 connections cannot be shared by 2 instances");
  });

  it("runs the variants forwards, then backwards, so neither always goes first", () => {
    expect([0, 1, 2].map((round) => roundOrder(["a", "b", "c"], round).join(""))).toEqual(["abc", "cba", "abc"]);
  });
});

describe("the figures", () => {
  it("sums two instances' views, req/s and CPU, and keeps the worse latency (a visitor may land on either)", () => {
    expect(
      combineInstances([
        { views: 400, reqPerSec: 100, cpuMs: 3600, p50Ms: 40, p99Ms: 90, non2xx: 0 },
        { views: 600, reqPerSec: 150, cpuMs: 4400, p50Ms: 35, p99Ms: 120, non2xx: 2 },
      ]),
    ).toEqual({ views: 1000, reqPerSec: 250, cpuMsPerView: 8, p50Ms: 40, p99Ms: 120, non2xx: 2 });
  });

  it("gives each page and variant the median of its rounds, and its CPU a view as a share of the first variant's", () => {
    const run = (page: string, variant: string, cpuMsPerView: number, p99Ms: number) => ({ page, variant, cpuMsPerView, reqPerSec: 1000 / cpuMsPerView, p50Ms: p99Ms / 2, p99Ms, non2xx: 0 });
    const rows = summarizePairs(
      [run("/orders", "after", 6, 90), run("/orders", "before", 10, 150), run("/orders", "after", 9, 120), run("/orders", "before", 8, 130), run("/orders", "after", 7, 100), run("/orders", "before", 12, 170)],
      ["before", "after"],
    );
    expect(rows.map((r) => [r.variant, r.rounds, r.cpuMsPerView, r.p99Ms, r.cpuToFirst])).toEqual([
      ["before", 3, 10, 150, 1],
      ["after", 3, 7, 100, 0.7],
    ]);
    expect(rows[1].cpuRuns).toEqual([6, 9, 7]);
  });
});
