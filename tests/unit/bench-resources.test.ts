import { describe, expect, it } from "vitest";
import { processTree, resourceVerdict, usage, type ResourceSample } from "@/scripts/lib/bench-resources.mjs";

// Issue 30's soak: "every process's memory flat after warm-up (≤ 10 % growth), open file descriptors and chat streams
// stable, page cache within its limit" — the verdict `npm run bench:load` gives on its samples.
const run = (rss: (t: number) => number, gauges: (t: number) => ResourceSample["gauges"] = () => ({ "storefront A": { chatStreams: 2, pageCacheBytes: 1e6, pageCacheLimit: 64e6 } }), fds = () => 40) =>
  Array.from({ length: 181 }, (_, i): ResourceSample => ({ t: i * 10, processes: { "storefront A": { rssMb: rss(i * 10), fds: fds() } }, gauges: gauges(i * 10) }));
const lastLeft = (t: number): ResourceSample["gauges"] => ({ "storefront A": { chatStreams: t >= 1800 ? 0 : 2, pageCacheBytes: 1e6, pageCacheLimit: 64e6 } });

describe("the soak's verdict (scripts/lib/bench-resources.mjs)", () => {
  it("memory that rises while warming up and then stays flat passes", () => {
    const verdict = resourceVerdict(run((t) => (t < 300 ? 200 + t / 3 : 300 + (t % 20)), lastLeft), { seconds: 1800, soak: true, watchers: 4 });
    expect(verdict.problems).toEqual([]);
    expect(verdict.warmUpSeconds).toBe(360);
  });

  it("memory that keeps growing after the warm-up (> 10 %) fails, naming the process", () => {
    const verdict = resourceVerdict(run((t) => 300 + t / 10, lastLeft), { seconds: 1800, soak: true, watchers: 4 });
    expect(verdict.problems.join("\n")).toMatch(/storefront A: memory grew \d+\.\d % after the warm-up/);
  });

  it("growing open files, a page cache above its limit, and chat streams left counted are problems too", () => {
    let files = 40;
    const verdict = resourceVerdict(
      run(() => 300, (t) => ({ "storefront A": { chatStreams: t === 900 ? 6 : 2, pageCacheBytes: t === 600 ? 65e6 : 1e6, pageCacheLimit: 64e6 } }), () => (files += 1)),
      { seconds: 1800, soak: true, watchers: 4 },
    );
    const text = verdict.problems.join("\n");
    expect(text).toMatch(/open files grew/);
    expect(text).toMatch(/at 600 s: page cache 65000000 bytes above its limit/);
    expect(text).toMatch(/at 900 s: 6 chat streams open for 4 watchers/);
    expect(text).toMatch(/2 chat streams still counted after every watcher left/);
  });

  it("beside resident memory, the table gives each server's live V8 heap after the warm-up and at the end", () => {
    const heap = (t: number): ResourceSample["gauges"] => ({ "storefront A": { chatStreams: t >= 1800 ? 0 : 2, pageCacheBytes: 1e6, pageCacheLimit: 64e6, heapUsedBytes: (t < 1200 ? 150 : 180) * 1e6 } });
    const verdict = resourceVerdict(run(() => 400, heap), { seconds: 1800, soak: true, watchers: 4 });
    expect(verdict.table[0]).toMatchObject({ process: "storefront A", "heap MB after warm-up": 150, "heap MB end": 180 });
    // Without the gauge (PostgreSQL, Redis, nginx) there is no heap to give.
    expect(resourceVerdict(run(() => 400, lastLeft), { seconds: 1800, soak: true, watchers: 4 }).table[0]).toMatchObject({ "heap MB end": null });
  });

  it("a short run reports memory but does not judge its growth", () => {
    const verdict = resourceVerdict(run((t) => 200 + t).slice(0, 7), { seconds: 60, soak: false, watchers: 4 });
    expect(verdict.problems.filter((p) => p.includes("memory"))).toEqual([]);
    expect(verdict.table[0]).toMatchObject({ process: "storefront A" });
  });

  it("reads this very process from /proc", () => {
    expect(processTree(process.pid)).toContain(process.pid);
    expect(usage([process.pid])).toMatchObject({ rssMb: expect.any(Number), fds: expect.any(Number) });
    expect(usage([2 ** 30])).toBeNull();
  });
});
