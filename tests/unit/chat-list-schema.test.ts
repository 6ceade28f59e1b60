import { describe, expect, it } from "vitest";
import { channelListSchema } from "@/lib/api/schemas/chat";

// lib/api/schemas/chat.ts: the list's read (chats/channels) leaves a group's members unread — no row shows them, and
// they were most of the chat page's cost (issue 26 §6) — and reads a single channel's, where its other party may be.
const person = (id: number) => ({ id, username: `u${id}`, full_name: `User ${id}`, photo: null, phone: null, email: null, role: "customer" });
const channel = (id: string, type: string, members: unknown) => ({
  id, active: true, channel_type: type, withRider: false, creator: type === "single" ? person(1) : null, partner: null, users: [1, 2, 3],
  members, admin: type === "group" ? 1 : null, full_name: type === "group" ? "Pushime" : null, photo: null, permitted: false, last_msg: null,
  unread_cnt: { "1": 2 }, muted: false, order_id: null, updated_at: "2026-01-01T10:00:00Z", requested: [],
});

describe("the chat list's read", () => {
  it("a group comes without its members; a single channel with them", () => {
    const read = channelListSchema.safeParse({ data: [channel("c5", "group", [person(1), person(2), person(3)]), channel("c1", "single", [person(1), person(2)])] });
    expect(read.success).toBe(true);
    expect(read.data?.data.map((c) => [c.id, c.members.map((m) => m.id)])).toEqual([["c5", []], ["c1", [1, 2]]]);
    expect(read.data?.data[0]).toMatchObject({ full_name: "Pushime", users: [1, 2, 3], unread_cnt: { "1": 2 } });
  });

  it("a single channel's malformed member is still refused, with where", () => {
    const read = channelListSchema.safeParse({ data: [channel("c1", "single", [{ id: "x" }])] });
    expect(read.success).toBe(false);
    expect(read.error?.issues[0].path.slice(0, 4)).toEqual(["data", 0, "members", 0]);
  });

  it("a group as the local product API lists it — no members, no users (contract/chat.ts ListedChannel) — reads as none", () => {
    const { members: _m, users: _u, ...listed } = channel("c5", "group", undefined);
    const read = channelListSchema.safeParse({ data: [listed] });
    expect(read.success).toBe(true);
    expect(read.data?.data[0]).toMatchObject({ id: "c5", members: [], users: [], unread_cnt: { "1": 2 } });
  });

  it("a group's members are not read at all: whatever is there does not fail the list", () => {
    expect(channelListSchema.safeParse({ data: [channel("c5", "group", [{ id: "x" }])] }).success).toBe(true);
  });
});
