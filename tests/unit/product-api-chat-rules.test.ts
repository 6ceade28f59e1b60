import { describe, expect, it } from "vitest";
import {
  canAddMembers, canDeleteChannel, canSend, canUnsend, cleanDraft, exitGroup, exitLines, groupMembers, joinLines, groupProblems, lastAfterUnsend, messageId, ownMediaPath,
  orderChannelId, PAGE_SIZE, previewKind, splitNewMembers, supportOpening, toggleLike, withinSendRate, SEND_LIMIT,
} from "@/product-api/src/chat/rules";
import { decodeUpload, sniff } from "@/product-api/src/chat/uploads";
import { silentOggOpus } from "@/product-api/src/seed/ogg";

const group = { channelType: "group", adminId: 1, permitted: false };

describe("group membership (spec 3 §4)", () => {
  it("\"If the admin exits, the first remaining member becomes admin.\"", () => {
    expect(exitGroup([1, 2, 3], 1, 1)).toEqual({ deleted: false, admin: 2, remaining: [2, 3] });
    expect(exitGroup([1, 2, 3], 1, 3)).toEqual({ deleted: false, admin: 1, remaining: [1, 2] });
  });

  it("\"If exiting would leave one member alone, the whole channel is deleted.\"", () => {
    expect(exitGroup([1, 2], 1, 2)).toEqual({ deleted: true });
    expect(exitGroup([1, 2], 1, 1)).toEqual({ deleted: true });
  });

  it("issue 24 \"system lines when someone joins, leaves, or becomes admin\": one line per person added, not for those already in", () => {
    expect(joinLines([1, 2], [3, 2, 4, 3], 1)).toEqual([
      { type: "joined", user_id: 3, by_id: 1 },
      { type: "joined", user_id: 4, by_id: 1 },
    ]);
    expect(joinLines([1, 2], [2], 1)).toEqual([]);
  });

  it("issue 24: an exit is a 'left' line, then an 'admin' line when admin passed on; none when the exit deleted the group", () => {
    expect(exitLines(exitGroup([1, 2, 3], 1, 1), 1, 1)).toEqual([
      { type: "left", user_id: 1, by_id: null },
      { type: "admin", user_id: 2, by_id: null },
    ]);
    expect(exitLines(exitGroup([1, 2, 3], 1, 3), 3, 1)).toEqual([{ type: "left", user_id: 3, by_id: null }]);
    expect(exitLines(exitGroup([1, 2], 1, 2), 2, 1)).toEqual([]);
  });

  it("\"Only the group admin can delete a group.\" (spec 3 §6)", () => {
    expect(canDeleteChannel(group, 1)).toBe(true);
    expect(canDeleteChannel(group, 2)).toBe(false);
    expect(canDeleteChannel({ channelType: "single", adminId: null }, 1)).toBe(false);
  });

  it("\"Only the sender can unsend\" and \"unsending ... resets last_msg to the previous message\"", () => {
    expect(canUnsend({ userId: 2, system: false }, 2)).toBe(true);
    expect(canUnsend({ userId: 2, system: false }, 1)).toBe(false);
    expect(canUnsend({ userId: null, system: false }, 1)).toBe(false);
    expect(lastAfterUnsend(["m3", "m2", "m1"], "m3")).toBe("m2");
    expect(lastAfterUnsend(["m3", "m2", "m1"], "m2")).toBe("m3");
    expect(lastAfterUnsend(["m1"], "m1")).toBeNull();
  });

  it("\"Likes toggle per user; liking own messages is allowed\"", () => {
    expect(toggleLike([], 1)).toEqual({ likes: [1], liked: true });
    expect(toggleLike([1, 2], 1)).toEqual({ likes: [2], liked: false });
    expect(toggleLike([2], 1)).toEqual({ likes: [2, 1], liked: true });
  });

  it("\"permitted (group flag: members may add people)\"; the admin always may; non-members never", () => {
    expect(canAddMembers(group, 1, true)).toBe(true);
    expect(canAddMembers(group, 2, true)).toBe(false);
    expect(canAddMembers({ ...group, permitted: true }, 2, true)).toBe(true);
    expect(canAddMembers({ ...group, permitted: true }, 9, false)).toBe(false);
    expect(canAddMembers({ channelType: "single", adminId: null, permitted: true }, 1, true)).toBe(false);
  });

  it("\"Non-members cannot send messages.\" (spec 3 §6)", () => {
    expect(canSend(false, true)).toBe(false);
    expect(canSend(true, true)).toBe(true);
    expect(canSend(true, false)).toBe(false);
  });
});

describe("message send (spec 3 §5)", () => {
  it("\"empty or whitespace-only text is ignored; text is trimmed\"", () => {
    expect(cleanDraft({ text: "  hi  " })).toEqual({ text: "hi" });
    expect(cleanDraft({ text: " \n\t " })).toBeNull();
    expect(cleanDraft({})).toBeNull();
    expect(cleanDraft({ text: "  ", images: ["images/x.png"] })).toEqual({ text: null });
    expect(cleanDraft({ map: { coords: { latitude: 1, longitude: 2 }, type: "pin" } })).toEqual({ text: null });
  });

  it("refuses the message past the per-user rate", () => {
    expect(withinSendRate(SEND_LIMIT - 1)).toBe(true);
    expect(withinSendRate(SEND_LIMIT)).toBe(false);
  });

  it("message ids sort in writing order, even within one millisecond", () => {
    const at = new Date(1_700_000_000_000);
    const ids = [messageId(at, 1, "ff"), messageId(at, 2, "00"), messageId(new Date(at.getTime() + 1), 3, "aa")];
    expect([...ids].sort()).toEqual(ids);
  });

  it("\"Message page size 12.\" (spec 3 §9)", () => {
    expect(PAGE_SIZE).toBe(12);
  });
});

describe("group creation (spec 3 §5)", () => {
  it("\"an admin must be chosen (message: choose a group admin) and the name must be non-empty (message: enter a group name)\"", () => {
    expect(groupProblems({ full_name: "", admin_id: null, member_ids: [2] }, 1)).toEqual({ admin_id: "chooseGroupAdmin", full_name: "enterGroupName" });
    expect(groupProblems({ full_name: "  ", admin_id: 2, member_ids: [2] }, 1)).toEqual({ full_name: "enterGroupName" });
    expect(groupProblems({ full_name: "Darka", admin_id: 9, member_ids: [2] }, 1)).toEqual({ admin_id: "adminNotMember" });
    expect(groupProblems({ full_name: "Darka", admin_id: 1, member_ids: [2] }, 1)).toEqual({});
  });

  it("the group's people are the creator first and each chosen member once", () => {
    expect(groupMembers(1, [3, 2, 3, 1])).toEqual([1, 3, 2]);
  });
});

describe("order-support chat (spec 3 §4)", () => {
  it("\"Opening message comes from a support agent. A vendor greeting is added unless the order is delivered, declined or canceled.\"", () => {
    expect(supportOpening("processing")).toEqual({ support: true, vendorGreeting: true });
    expect(supportOpening("new")).toEqual({ support: true, vendorGreeting: true });
    for (const status of ["delivered", "declined", "cancelled"] as const) expect(supportOpening(status).vendorGreeting).toBe(false);
  });

  it("channels are keyed order_{orderId} (spec 3 §3)", () => {
    expect(orderChannelId(9)).toBe("order_9");
  });
});

describe("preview texts (spec 3 §9: shared location, sent an emoji, sent a photo, sent a voice note)", () => {
  const base = { text: null, images: [] as string[], audio: null, map: null, emoji: [] as string[] };
  it("names the kind of the last message", () => {
    expect(previewKind({ ...base, map: {} })).toBe("location");
    expect(previewKind({ ...base, emoji: ["👍"] })).toBe("emoji");
    expect(previewKind({ ...base, images: ["x"] })).toBe("photo");
    expect(previewKind({ ...base, audio: {} })).toBe("voice");
    expect(previewKind({ ...base, text: "hi" })).toBe("text");
  });
});

describe("uploads (spec 3 §2 \"Image file picker accepts jpeg and png\", §9 \"Audio file type is mp4 or ogg\")", () => {
  const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]).toString("base64");
  const gif = Buffer.from("GIF89a\0\0\0\0").toString("base64");
  it("checks the first bytes, not the claim", () => {
    expect(decodeUpload(png, "image")).toMatchObject({ ok: true, mime: "image/png", ext: "png" });
    expect(decodeUpload(`data:image/jpeg;base64,${png}`, "image")).toMatchObject({ ok: true, mime: "image/png" });
    expect(decodeUpload(gif, "image")).toEqual({ ok: false, reason: "type" });
    expect(decodeUpload("not base64!", "image")).toEqual({ ok: false, reason: "type" });
    expect(decodeUpload(png, "ogg")).toEqual({ ok: false, reason: "type" });
  });

  it("refuses more than 5 MB decoded", () => {
    const big = Buffer.alloc(5 * 1024 * 1024 + 1, 0xff);
    big[0] = 0xff; big[1] = 0xd8; big[2] = 0xff;
    expect(decodeUpload(big.toString("base64"), "image")).toEqual({ ok: false, reason: "size" });
  });

  it("the seeded voice note is an Ogg file", () => {
    const ogg = silentOggOpus(1);
    expect(sniff(ogg)).toBe("audio/ogg");
    expect(decodeUpload(ogg.toString("base64"), "ogg")).toMatchObject({ ok: true, ext: "ogg" });
  });
});

describe("a message's media are this API's own files (spec 3 §7: uploaded through chats/upload-image and upload-audio)", () => {
  const base = "http://127.0.0.1:4000/";
  it("keeps this API's images relative and refuses anything else", () => {
    expect(ownMediaPath("http://127.0.0.1:4000/images/chat/ab.png", base)).toBe("images/chat/ab.png");
    expect(ownMediaPath("images/products/pizza-7.svg", base)).toBe("images/products/pizza-7.svg");
    expect(ownMediaPath("https://tracker.example/pixel.png", base)).toBeNull();
    expect(ownMediaPath("http://127.0.0.1:4000.evil.example/images/x.png", base)).toBeNull();
    expect(ownMediaPath("http://127.0.0.1:4000/images/../login", base)).toBeNull();
    expect(ownMediaPath("images/%2e%2e/x", base)).toBeNull();
    expect(ownMediaPath("http://127.0.0.1:4000/health", base)).toBeNull();
  });
});

describe("adding people to a group (issue 24 Consent)", () => {
  it('"friends join at once; a stranger gets a request they accept or decline"', () => {
    expect(splitNewMembers([3, 10, 5, 11], 1, new Set([3, 5, 6]), new Set())).toEqual({ join: [3, 5], request: [10, 11] });
  });

  it("leaves the adder, people already in the group and repeats alone", () => {
    expect(splitNewMembers([1, 3, 3, 4, 10, 10], 1, new Set([3, 4]), new Set([4]))).toEqual({ join: [3], request: [10] });
  });
});

