import { describe, expect, it } from "vitest";
import { matchesChannelName } from "@/contract/chat-search";

// Spec 3 §2 Chat: "the channel list with a search by name" (contract/chat-search.ts).
const person = (id: number, full_name: string, username: string | null) => ({ id, username, full_name, photo: null, phone: null, email: null, role: "customer" as const });
const ME = 1;
const group = { full_name: "Shëtitje në Dajti", members: [person(ME, "Arta Demo", "arta.demo"), person(7, "Klea Hoxha", "klea")] };
const single = { full_name: null, members: [person(ME, "Arta Demo", "arta.demo"), person(3, "Elira Krasniqi", null)] };

describe("a channel found by name", () => {
  it("by a group's name, whatever the case", () => {
    expect(matchesChannelName(group, ME, "DAJTI")).toBe(true);
    expect(matchesChannelName(group, ME, "tirana")).toBe(false);
  });

  it("by another member's full name or username", () => {
    expect(matchesChannelName(single, ME, "krasniqi")).toBe(true);
    expect(matchesChannelName(group, ME, "klea")).toBe(true);
  });

  it("never by the viewer's own name: every channel of theirs holds it", () => {
    expect(matchesChannelName(single, ME, "arta")).toBe(false);
    expect(matchesChannelName(group, ME, "arta.demo")).toBe(false);
  });
});
