import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { eventReader, get, login, post } from "./support/http";

// Issue 30: "a chat stream stays open through [nginx] for 60 s idle". scripts/test-scale.mjs runs this file beside
// the other two-instance checks (its minute is spent waiting), against the same nginx and storefronts.
const LB = process.env.SCALE_LB_URL ?? "";
const IDLE_MS = 60_000;

describe.skipIf(!LB)("a chat stream through nginx (deploy/nginx.conf)", () => {
  it("opens unbuffered, stays open 60 s without a message (the product API's pings arrive as they are sent), then delivers the next message at once", async () => {
    // Seeded channel c3 is demo–Mira (product-api/src/seed/social.ts); no other check writes to it.
    const mira = await login(LB, "mira@shijo.al");
    const abort = new AbortController();
    const response = await get(LB, "/api/chat/stream?channel_id=c3", mira.jar, { headers: { Accept: "text/event-stream" }, signal: abort.signal });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/event-stream");
    expect(response.headers.get("content-encoding")).toBeNull();
    const stream = eventReader(response);
    try {
      // Unbuffered: the product API's first comment arrives at once, not when a proxy buffer fills.
      expect(await stream.until((text) => text.includes(": ready"), 15_000), `stream so far: ${stream.received}`).toBe(true);
      // Idle: nothing but the product API's 15 s pings for a minute, each passed on by nginx as it came.
      await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
      const pings = () => stream.received.split(": ping").length - 1;
      expect(await stream.until(() => pings() >= 3, 2000), `stream so far: ${stream.received}`).toBe(true);
      expect(stream.ended, "nginx or a storefront closed the idle stream").toBe(false);
      expect(stream.received).not.toMatch(/^event: message$/m);

      const demo = await login(LB, "demo@shijo.al");
      const text = `after a quiet minute ${randomBytes(4).toString("hex")}`;
      const sent = await post(LB, "/api/chat/channels/c3/messages", { text }, demo.jar);
      expect(sent.status, await sent.clone().text()).toBe(201);
      expect(await stream.until((t) => t.includes(text), 10_000), `stream so far: ${stream.received}`).toBe(true);
    } finally {
      abort.abort();
      await stream.cancel();
    }
  }, IDLE_MS + 90_000);
});
