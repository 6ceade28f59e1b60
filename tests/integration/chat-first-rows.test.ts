import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FIRST_ROWS, firstRows } from "@/lib/chat/display";
import type { ChatChannel } from "@/lib/chat/types";
import { seededApi } from "./support/seeded-api";

// Issue 26 §6: the chat page draws its list's first screenful (lib/chat/display.ts firstRows) and asks the product API
// for that much and one more (GET chats/channels?limit), not the whole list; a friend's Start chat still finds the
// one-to-one channel wherever it is in the list. The storefront's own server functions, over HTTP to a seeded API.
const { api, call, login } = seededApi();
const DEMO = "demo@shijo.al";
const ELIRA = 3; // demo's one-to-one channel c1 is with Elira (product-api/src/seed/data)

let server: typeof import("@/lib/chat/server");
const savedApiUrl = process.env.PRODUCT_API_URL;

beforeAll(async () => {
  // lib/env.ts reads the product API's address when first imported: the server functions are imported after it is set.
  process.env.PRODUCT_API_URL = api().url;
  server = await import("@/lib/chat/server");
});
afterAll(() => {
  if (savedApiUrl === undefined) delete process.env.PRODUCT_API_URL;
  else process.env.PRODUCT_API_URL = savedApiUrl;
});

describe("the chat page's first rows", () => {
  it("are the list's first screenful and one more, so the page knows the rest is to come; Start chat reads the whole list", async () => {
    const token = await login(DEMO);
    // Newer than every seeded channel: demo's one-to-one channel with Elira falls below the first screenful.
    for (let i = 0; i < FIRST_ROWS + 2; i++) {
      const res = await call("chats/channels", { token, body: { channel_type: "group", full_name: `Grupi ${i}`, member_ids: [ELIRA], admin_id: 1, permitted: false } });
      expect(res.status).toBe(201);
    }
    const whole = (await call("chats/channels", { token })).json.data as ChatChannel[];
    const ctx = Promise.resolve({ token, locale: "sq" as const });

    const first = await server.firstChannels(ctx);
    expect(first?.map((c) => c.id)).toEqual(whole.slice(0, FIRST_ROWS + 1).map((c) => c.id));
    const drawn = firstRows(first ?? []);
    expect(drawn.complete).toBe(false);
    expect(drawn.rows).toHaveLength(FIRST_ROWS);

    const single = whole.findIndex((c) => c.channel_type === "single" && c.users.includes(ELIRA));
    expect(single, "the one-to-one channel is past what the page reads").toBeGreaterThan(FIRST_ROWS);
    expect(await server.singleChannelWith(ctx, ELIRA)).toBe(whole[single].id);
  });
});
