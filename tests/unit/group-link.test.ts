import { describe, expect, it } from "vitest";
import { groupLinkIn } from "@/lib/group-order/link";

// Issue 28: the link a friend gets in chat becomes a card to this site's /group/{code}, never to another origin.
const CODE = "AbCdEfGhIjKlMnOpQrSt_-12";

describe("issue 28: a group order's link in a chat message", () => {
  it("finds it in the message the friend chooser sends, with or without /en and an origin", () => {
    expect(groupLinkIn(`Bashkohuni në porosinë time në grup te Pizza Napoli në Shijo\nhttp://localhost:3000/group/${CODE}`)).toEqual({ href: `/group/${CODE}`, code: CODE });
    expect(groupLinkIn(`Join my group order https://shijo.al/en/group/${CODE}.`)).toEqual({ href: `/group/${CODE}`, code: CODE });
    expect(groupLinkIn(`/group/${CODE}`)).toEqual({ href: `/group/${CODE}`, code: CODE });
  });

  it("leads to this site whatever origin the text names", () => {
    expect(groupLinkIn(`https://evil.example/group/${CODE}`)?.href).toBe(`/group/${CODE}`);
  });

  it("ignores codes of the wrong length, other paths and plain text", () => {
    expect(groupLinkIn(`https://shijo.al/group/${CODE}x`)).toBeNull();
    expect(groupLinkIn(`https://shijo.al/group/${CODE.slice(1)}`)).toBeNull();
    expect(groupLinkIn(`https://shijo.al/groups/${CODE}`)).toBeNull();
    expect(groupLinkIn(`https://shijo.al/x/group/${CODE}`)).toBeNull();
    expect(groupLinkIn("Mirëdita")).toBeNull();
    expect(groupLinkIn(null)).toBeNull();
  });
});
