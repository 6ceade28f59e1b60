// @vitest-environment happy-dom
// lib/client/served-list.tsx with the vendor card, as components/vendor-list/served-cards.tsx builds it (ADR 0035):
// the stores page's server-drawn cards travel in the RSC payload as their data, not as their rendered elements; the
// browser keeps the served cards as they are, and a click on one goes on in the page as next/link's would; cards
// drawn in the browser or changed are React's as usual.
import { act, useLayoutEffect, useState } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { VendorCard, type VendorCardLabels } from "@/components/vendor-list/vendor-card";
import { onDemand } from "@/lib/client/on-demand";
import { servedList } from "@/lib/client/served-list";
import { HYDRATED_ATTRIBUTE } from "@/lib/html-marks";
import { RouterContext, type Router } from "@/lib/i18n/navigation";
import type { VendorCardData } from "@/lib/vendors/card";
import { domRoot } from "./support/dom-root";
import { serverHtml } from "./support/server-html";
import { WithMessages } from "./support/messages";

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

const LABELS: VendorCardLabels = { open: "Hapur", closed: "Mbyllur", newBadge: "E re", freeDelivery: "Dërgesë falas", deliveryFee: "Dërgesa {fee}", minutes: "{min}–{max} minuta", rating: "Vlerësimi {rating} nga 5" };

function card(id: number, title: string, isOpen = true): VendorCardData {
  return {
    id, title, href: `/store/${String(id).padStart(12, "0")}/${title.toLowerCase()}/delivery`, logo: null, rating: "4,5", totalRatings: 12, distance: "1,20 km",
    minTime: 20, maxTime: 35, deliveryFee: 100, freeDelivery: false, isOpen, isNew: false, tags: ["Pica"], latitude: 41.3, longitude: 19.8, hashId: String(id).padStart(12, "0"),
  };
}

const CARDS = [card(1, "Napoli"), card(2, "Vila")];
const pushed: string[] = [];
const router: Router = { push: (href) => void pushed.push(String(href)), replace: () => {}, prefetch: () => {}, back: () => {}, forward: () => {}, refresh: () => {} };

type CardProps = Parameters<typeof VendorCard>[0];
const code = onDemand<CardProps>(() => import("@/components/vendor-list/vendor-card").then((m) => ({ default: m.VendorCard })));
const options = { keyOf: ({ card }: CardProps) => card.id, hrefOf: ({ card }: CardProps) => card.href };
// The server's list draws the card; the browser's has no copy of it (served-cards.tsx: null there).
const ServerList = servedList<CardProps>(VendorCard, code, options);
const BrowserList = servedList<CardProps>(null, code, options);

let setOutside: (cards: VendorCardData[]) => void = () => {};

function List({ cards, server = false }: { cards: VendorCardData[]; server?: boolean }) {
  const [shown, set] = useState(cards);
  const ServedList = server ? ServerList : BrowserList;
  useLayoutEffect(() => {
    setOutside = set;
  }, []);
  return (
    <WithMessages locale="sq">
      <RouterContext value={router}>
        <ul>
          <ServedList items={shown.map((card) => ({ card, labels: LABELS, locale: "sq" as const }))} itemClassName="render-later vendor-list-item" />
        </ul>
      </RouterContext>
    </WithMessages>
  );
}


const dom = domRoot();
beforeEach(() => {
  pushed.length = 0;
  document.documentElement.removeAttribute(HYDRATED_ATTRIBUTE);
});
afterEach(() => document.documentElement.removeAttribute(HYDRATED_ATTRIBUTE));

async function hydrateServerHtml(beforeHydration: () => void = () => {}) {
  dom.container.innerHTML = serverHtml(<List cards={CARDS} server />);
  beforeHydration();
  const served = [...dom.container.querySelectorAll("a")];
  await act(async () => {
    dom.root = hydrateRoot(dom.container, <List cards={CARDS} />);
  });
  return served;
}

const titles = () => [...dom.container.querySelectorAll(".vendor-card-title")].map((t) => t.textContent);

function click(link: Element, init: MouseEventInit = {}): boolean {
  const event = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0, ...init });
  link.dispatchEvent(event);
  return event.defaultPrevented;
}

describe("the served vendor cards", () => {
  it("are whole cards in the server HTML: links to the vendor, title, open state, facts", () => {
    dom.container.innerHTML = serverHtml(<List cards={CARDS} server />);
    const items = [...dom.container.querySelectorAll("li")];
    expect(items.map((li) => li.className)).toEqual(["render-later vendor-list-item", "render-later vendor-list-item"]);
    expect(titles()).toEqual(["Napoli", "Vila"]);
    expect(items[0].querySelector("a")?.getAttribute("href")).toBe("/store/000000000001/napoli/delivery");
    expect(items[0].textContent).toContain("Hapur");
    expect(items[0].textContent).toContain("20–35 minuta");
  });

  it("are kept in the browser: the very same elements, not hydrated or drawn again", async () => {
    const served = await hydrateServerHtml(() => {
      // Were the cards hydrated, React would find this text differ from what it draws and draw the card again.
      dom.container.querySelector(".vendor-card-title")!.textContent = "Napoli (served)";
    });
    const now = [...dom.container.querySelectorAll("a")];
    expect(now).toHaveLength(2);
    now.forEach((link, i) => expect(link).toBe(served[i]));
    expect(titles()).toEqual(["Napoli (served)", "Vila"]);
  });

  it("a plain click on a kept card goes on in the page (the router), a click with a modifier key is the browser's", async () => {
    const [first, second] = await hydrateServerHtml();
    expect(click(first.querySelector(".vendor-card-title")!)).toBe(true);
    expect(pushed).toEqual(["/store/000000000001/napoli/delivery"]);
    expect(click(second, { ctrlKey: true })).toBe(false);
    expect(click(second, { button: 1 })).toBe(false);
    expect(pushed).toHaveLength(1);
  });

  it("the same cards sent again keep the served HTML; changed ones are drawn anew, once their code is there", async () => {
    const served = await hydrateServerHtml();
    await act(async () => setOutside(structuredClone(CARDS)));
    expect(dom.container.querySelector("a")).toBe(served[0]);
    await act(async () => setOutside([card(1, "Napoli", false), CARDS[1]]));
    await vi.waitFor(() => expect(titles()).toEqual(["Napoli", "Vila"]));
    expect(dom.container.querySelector("a")).not.toBe(served[0]);
    expect(dom.container.querySelector("li")?.textContent).toContain("Mbyllur");
    // One card each, no served children left beside React's.
    expect(dom.container.querySelectorAll("a")).toHaveLength(2);
  });

  it("after the page has hydrated (a client-side navigation) React draws the cards itself", async () => {
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, "");
    await act(async () => {
      dom.root = createRoot(dom.container);
      dom.root.render(<List cards={CARDS} />);
    });
    await vi.waitFor(() => expect(titles()).toEqual(["Napoli", "Vila"]));
  });
});
