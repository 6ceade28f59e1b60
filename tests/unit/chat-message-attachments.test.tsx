// A message's attachments as the server renders them (no browser here): what a customer reads and what a screen
// reader names, in both languages. The lightbox and the map viewer open in a browser only.
import { renderToStaticMarkup } from "react-dom/server";
import { WithMessages } from "./support/messages";
import { describe, expect, it } from "vitest";
import en from "@/messages/en.json";
import { MessageAttachments } from "@/components/chat/composer-tools";
import type { ChatMessage } from "@/lib/chat/types";

const render = (locale: "sq" | "en", node: React.ReactNode) =>
  renderToStaticMarkup(
    <WithMessages locale={locale}>
      {node}
    </WithMessages>,
  );

const message = (over: Partial<ChatMessage>): ChatMessage => ({
  _id: "m1", channel_id: "c1", user: { _id: 1, username: null, full_name: "A", photo: null, phone: null, email: null, role: "customer" },
  text: null, images: [], audio: null, map: null, emoji: [], reply: null, likes: [], system: false, event: null, invitation_code: null, invitation: null,
  created_time: 0, createdAt: "2026-01-01T00:00:00Z", ...over,
});
const photos = (n: number) => Array.from({ length: n }, (_, i) => `http://127.0.0.1:4000/chat/${i}.jpg`);

describe("MessageAttachments (spec 3 §9: 45 px thumbnails, 5 px gaps, a +N tile)", () => {
  it("shows nothing for a text message", () => {
    expect(render("en", <MessageAttachments message={message({ text: "hi" })} />)).toBe("");
  });

  it("eight photos: five 45 px thumbnails and a +3 tile, each a named button", () => {
    const html = render("en", <MessageAttachments message={message({ images: photos(8) })} />);
    expect(html.match(/<img /g)).toHaveLength(5);
    expect(html).toContain('width="45"');
    expect(html).toContain("gap:5px");
    expect(html).toContain(">+3</button>");
    expect(html).toContain('aria-label="3 more photos"');
    expect(html).toContain('aria-label="Photo 1 of 8"');
    expect(render("sq", <MessageAttachments message={message({ images: photos(8) })} />)).toContain('aria-label="3 foto të tjera"');
  });

  it("a voice note is a player named with its length as mm:ss", () => {
    const html = render("sq", <MessageAttachments message={message({ audio: { url: "http://127.0.0.1:4000/chat/v.m4a", duration: 65, fileSize: 1000 } })} />);
    expect(html).toMatch(/<audio controls="" preload="metadata" src="http:\/\/127.0.0.1:4000\/chat\/v.m4a" aria-label="Mesazh zanor, 01:05"/);
  });

  it("a location is a card that opens the viewer; no map is drawn in the list", () => {
    const html = render("en", <MessageAttachments message={message({ map: { coords: { latitude: 41.3, longitude: 19.8 }, type: "pin" } })} />);
    expect(html).toContain(en.chatTools.sharedLocation);
    expect(html).toContain(`aria-label="${en.chatTools.openLocation}"`);
    expect(html).not.toContain("maplibre");
  });
});
