// The stores page draws the vendor cards' icons once, in a sprite, and every card refers to it (issue 14: the page's
// HTML and RSC payload). What a visitor would notice if the two drifted apart: a card with an empty icon.
import { readFileSync } from "node:fs";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { CardIconSprite } from "@/components/vendor-list/card-icons";
import { VendorCard, type VendorCardLabels } from "@/components/vendor-list/vendor-card";
import type { VendorCardData } from "@/lib/vendors/card";
import { WithMessages } from "./support/messages";

const labels: VendorCardLabels = { open: "Open", closed: "Closed", newBadge: "New", freeDelivery: "Free delivery", deliveryFee: "Delivery {fee}", minutes: "{min}–{max} min", rating: "Rated {rating} out of 5" };
const card: VendorCardData = {
  id: 1, title: "Pizza Napoli", href: "/store/abc/pizza-napoli/delivery", logo: null, rating: "4.5", totalRatings: 10, distance: "1.20 km", minTime: 20, maxTime: 40,
  deliveryFee: 200, freeDelivery: false, isOpen: true, isNew: false, tags: ["Pizza"], latitude: 41.3, longitude: 19.8, hashId: "abc",
};

const renderCard = () => renderToStaticMarkup(<WithMessages locale="en"><VendorCard card={card} labels={labels} locale="en" /></WithMessages>);

describe("vendor card icons", () => {
  it("every icon a card refers to is drawn in the sprite, once, and the card draws no path of its own", () => {
    const cardHtml = renderCard();
    const sprite = renderToStaticMarkup(<CardIconSprite />);
    const used = [...cardHtml.matchAll(/<use href="#([^"]+)"/g)].map((m) => m[1]);
    expect(used).toHaveLength(4); // rating, distance, delivery time, delivery fee
    for (const id of used) expect(sprite.match(new RegExp(`<symbol id="${id}"`, "g")), id).toHaveLength(1);
    expect(cardHtml).not.toMatch(/<path|<circle/);
    expect(sprite).toMatch(/^<svg aria-hidden="true"/);
  });

  it("the card still says what the icons stand for, in words", () => {
    const cardHtml = renderCard();
    expect(cardHtml).toContain("Rated 4.5 out of 5");
    expect(cardHtml).toContain("1.20 km");
    expect(cardHtml).toContain("20–40 min");
    expect(cardHtml).toContain("Delivery 200 L");
  });
});

describe("ADR 0033: a vendor card names one class per element", () => {
  it("carries under 300 bytes of class names (its utilities written out were ~700), each a class app/globals.css defines", () => {
    const cardHtml = renderCard();
    const classes = [...cardHtml.matchAll(/ class="([^"]*)"/g)].map((m) => m[1]);
    expect(classes.reduce((n, c) => n + c.length, 0)).toBeLessThan(300);
    const css = readFileSync("app/globals.css", "utf8");
    for (const name of new Set(classes.flatMap((c) => c.split(" ")).filter((n) => n.startsWith("vendor-card")))) {
      expect(css, name).toContain(`.${name} {`);
    }
  });
});
