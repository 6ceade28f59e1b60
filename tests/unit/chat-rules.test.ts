import { describe, expect, it } from "vitest";
import { canAddMembers, canDeleteGroup, canUnsend, exitChannel, groupProblems, normalizeDraft, toggleLike } from "@/lib/chat/rules";

describe("spec 3 §5 'empty or whitespace-only text is ignored; text is trimmed'", () => {
  it("trims, ignores whitespace-only, keeps attachments-only messages", () => {
    expect(normalizeDraft({ text: "  mirë  " })).toEqual({ text: "mirë" });
    expect(normalizeDraft({ text: " \n\t " })).toBeNull();
    expect(normalizeDraft({ text: "  ", images: ["https://x/a.png"] })).toEqual({ text: undefined, images: ["https://x/a.png"] });
    expect(normalizeDraft({})).toBeNull();
  });
});

describe("spec 3 §4 'If the admin exits, the first remaining member becomes admin. If exiting would leave one member alone, the whole channel is deleted.'", () => {
  it("hands admin to the first remaining member", () => {
    expect(exitChannel([1, 2, 3], 1, 1)).toEqual({ kind: "left", users: [2, 3], admin: 2 });
  });
  it("keeps the admin when a member leaves", () => {
    expect(exitChannel([1, 2, 3], 1, 3)).toEqual({ kind: "left", users: [1, 2], admin: 1 });
  });
  it("deletes the channel when one member would be alone", () => {
    expect(exitChannel([1, 2], 1, 2)).toEqual({ kind: "deleted" });
  });
});

describe("spec 3 §6 roles", () => {
  const group = { channel_type: "group", admin: 1, permitted: false, users: [1, 2, 3] };
  it("'Only the group admin can delete a group.'", () => {
    expect(canDeleteGroup(group, 1)).toBe(true);
    expect(canDeleteGroup(group, 2)).toBe(false);
    expect(canDeleteGroup({ channel_type: "single", admin: 1 }, 1)).toBe(false);
  });
  it("'The permitted flag says whether members may add people.'", () => {
    expect(canAddMembers(group, 1)).toBe(true);
    expect(canAddMembers(group, 2)).toBe(false);
    expect(canAddMembers({ ...group, permitted: true }, 2)).toBe(true);
    expect(canAddMembers({ ...group, permitted: true }, 9)).toBe(false);
  });
  it("'Only the sender can unsend a message.'", () => {
    expect(canUnsend({ user: { _id: 2 } as never, system: false }, 2)).toBe(true);
    expect(canUnsend({ user: { _id: 2 } as never, system: false }, 1)).toBe(false);
    expect(canUnsend({ user: { _id: 2 } as never, system: true }, 2)).toBe(false);
  });
});

describe("spec 3 §4 'Likes toggle per user; liking own messages is allowed'", () => {
  it("adds then removes the viewer only", () => {
    expect(toggleLike([2], 1)).toEqual([2, 1]);
    expect(toggleLike([2, 1], 1)).toEqual([2]);
  });
});

describe("spec 3 §5 'an admin must be chosen (message: choose a group admin) and the name must be non-empty (message: enter a group name)'", () => {
  it("names each missing part", () => {
    expect(groupProblems({ full_name: " ", admin_id: null, member_ids: [2] })).toEqual(["chooseAdmin", "enterGroupName"]);
    expect(groupProblems({ full_name: "Drekë", admin_id: 1, member_ids: [2] })).toEqual([]);
  });
});
