import { NextRequest } from "next/server";
import { afterEach, describe, expect, it } from "vitest";
import { POST } from "@/app/api/cache/revalidate/route";
import { keep, lookup } from "@/lib/page-cache/store";
import { splitPage } from "@/lib/page-cache/rules";

const SECRET = "unit-test-revalidate-secret";
const call = (headers: Record<string, string>, body?: unknown) =>
  POST(new NextRequest("http://localhost/api/cache/revalidate", { method: "POST", headers, body: body === undefined ? undefined : JSON.stringify(body) }));
const page = () => ({ page: splitPage("<html>kept</html>", "no-nonce-in-here"), headers: [] as [string, string][], createdAt: Date.now(), bytes: 10 });

describe("ADR 0014: POST /api/cache/revalidate drops kept pages only for whoever holds REVALIDATE_SECRET", () => {
  afterEach(() => {
    delete process.env.REVALIDATE_SECRET;
  });

  it("does not exist without a configured secret", async () => {
    keep("/en/store/abc/x/delivery", page());
    expect((await call({ Authorization: "Bearer anything-at-all-long" })).status).toBe(404);
    expect(lookup("/en/store/abc/x/delivery")).toBeDefined();
  });

  it("refuses a missing or wrong bearer and drops nothing", async () => {
    process.env.REVALIDATE_SECRET = SECRET;
    keep("/en/store/abc/x/delivery", page());
    expect((await call({})).status).toBe(401);
    expect((await call({ Authorization: `Bearer ${SECRET}x` })).status).toBe(401);
    expect((await call({ Authorization: "Bearer " })).status).toBe(401);
    expect(lookup("/en/store/abc/x/delivery")).toBeDefined();
  });

  it("drops the pages under the given paths in both languages, and leaves the others", async () => {
    process.env.REVALIDATE_SECRET = SECRET;
    for (const key of ["/store/abc/x/delivery", "/en/store/abc/x/delivery", "/en/blog"]) keep(key, page());
    const response = await call({ Authorization: `Bearer ${SECRET}`, "Content-Type": "application/json" }, { paths: ["/store/abc"] });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ pages: 2, instances: "this" });
    expect(lookup("/store/abc/x/delivery")).toBeUndefined();
    expect(lookup("/en/store/abc/x/delivery")).toBeUndefined();
    expect(lookup("/en/blog")).toBeDefined();
    expect((await call({ Authorization: `Bearer ${SECRET}` }, { paths: ["not-a-path"] })).status).toBe(400);
  });
});
