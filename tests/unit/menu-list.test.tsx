// @vitest-environment happy-dom
// components/vendor-page/menu-list.tsx (ADR 0031): the browser keeps the menu's server HTML instead of hydrating
// ~5,000 elements of a 300-product menu; a signed-in customer's hearts are drawn into the served cards; a menu drawn in
// the browser, or one that changed, is React's as usual. This also holds the React behaviour it rests on: an element
// hydrated with dangerouslySetInnerHTML keeps its server children.
import { act, useLayoutEffect, useState } from "react";
import { hydrateRoot, createRoot } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MenuList } from "@/components/vendor-page/menu-list";
import { PersonalContext, VendorContext, type VendorClientData } from "@/components/vendor-page/vendor-context";
import { VendorJsonLd } from "@/components/vendor-page/vendor-jsonld";
import type { MenuCategoryData, VendorPersonalState } from "@/lib/api/schemas/vendor-detail";
import { HYDRATED_ATTRIBUTE } from "@/lib/html-marks";
import { withMenu } from "@/lib/seo/vendor-jsonld";
import { GUEST_STATE } from "@/lib/vendors/personal";
import { WithMessages } from "./support/messages";
import { domRoot } from "./support/dom-root";
import { serverHtml } from "./support/server-html";

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

// Counted: whether the browser builds the menu's JSON-LD again.
vi.mock("@/lib/seo/vendor-jsonld", async (original) => {
  const actual = await original<typeof import("@/lib/seo/vendor-jsonld")>();
  return { ...actual, withMenu: vi.fn(actual.withMenu) };
});

function product(id: number, title: string, price = 500) {
  return { id, title, description: `${title}, e freskët`, price, discount: 0, discount_price: 0, image_path: null, image_thumbnail_path: null, category_id: 1, vendor_id: 7, isFav: 0 as const, age_18: 0 as const, product_options: [] };
}

const MENU: MenuCategoryData[] = [
  { id: 1, title: "Pica", products: [product(11, "Margherita"), product(12, "Capricciosa")] },
  { id: 2, title: "Pije", products: [product(21, "Ujë")] },
];

function vendorData(categories: MenuCategoryData[]): VendorClientData {
  return { isOpen: true, cartVendor: { id: 7, hash_id: "abc" } as VendorClientData["cartVendor"], categories, path: "/store/abc/napoli/delivery" };
}

let setOutside: (next: { categories: MenuCategoryData[]; personal: VendorPersonalState }) => void = () => {};

function Page({ categories, personal }: { categories: MenuCategoryData[]; personal: VendorPersonalState }) {
  const [state, set] = useState({ categories, personal });
  useLayoutEffect(() => {
    setOutside = set;
  }, []);
  return (
    <WithMessages locale="sq">
      <VendorContext value={vendorData(state.categories)}>
        <PersonalContext value={{ state: state.personal, setState: () => {} }}>
          <VendorJsonLd data={{ "@context": "https://schema.org", "@graph": [{ "@type": "Restaurant", name: "Napoli" }] }} menuName="Menuja" vendorType="restaurant" />
          <MenuList />
        </PersonalContext>
      </VendorContext>
    </WithMessages>
  );
}


const dom = domRoot();

beforeEach(() => document.documentElement.removeAttribute(HYDRATED_ATTRIBUTE));
afterEach(() => document.documentElement.removeAttribute(HYDRATED_ATTRIBUTE));

async function hydrateServerHtml(personal: VendorPersonalState = GUEST_STATE, beforeHydration: () => void = () => {}) {
  dom.container.innerHTML = serverHtml(<Page categories={MENU} personal={GUEST_STATE} />);
  beforeHydration();
  const served = [...dom.container.querySelectorAll("a[data-product-id]")];
  await act(async () => {
    dom.root = hydrateRoot(dom.container, <Page categories={MENU} personal={personal} />);
  });
  return served;
}

const cardTitles = () => [...dom.container.querySelectorAll("a[data-product-id] h3")].map((h) => h.textContent);
const hearts = () => [...dom.container.querySelectorAll("button")].map((b) => b.getAttribute("aria-label"));

describe("the menu list", () => {
  it("is every category and product in the server HTML, as links the document's click listener opens", () => {
    dom.container.innerHTML = serverHtml(<Page categories={MENU} personal={GUEST_STATE} />);
    expect([...dom.container.querySelectorAll("h2")].map((h) => h.textContent)).toEqual(["Pica", "Pije"]);
    expect(cardTitles()).toEqual(["Margherita", "Capricciosa", "Ujë"]);
    expect(dom.container.querySelector('a[data-product-id="12"]')?.getAttribute("href")).toBe("?product=12");
  });

  it("gives each category its rows of cards, one column and two, so the browser can skip a category out of view whole", () => {
    const three = [product(31, "A"), product(32, "B"), product(33, "C")];
    dom.container.innerHTML = serverHtml(<Page categories={[...MENU, { id: 3, title: "Ëmbëlsira", products: three }]} personal={GUEST_STATE} />);
    const rows = [...dom.container.querySelectorAll<HTMLElement>("section.menu-section")].map((s) => [s.id, s.style.getPropertyValue("--rows-1"), s.style.getPropertyValue("--rows-2")]);
    expect(rows).toEqual([
      ["category-1", "2", "1"],
      ["category-2", "1", "1"],
      ["category-3", "3", "2"],
    ]);
  });

  it("keeps the served cards in the browser: the very same elements, not hydrated or drawn again", async () => {
    const served = await hydrateServerHtml(GUEST_STATE, () => {
      // Were the cards hydrated, React would find this text differ from what it draws and draw the list again.
      dom.container.querySelector("a[data-product-id] h3")!.textContent = "Margherita (served)";
    });
    const now = [...dom.container.querySelectorAll("a[data-product-id]")];
    expect(now).toHaveLength(3);
    now.forEach((card, i) => expect(card).toBe(served[i]));
    expect(cardTitles()).toEqual(["Margherita (served)", "Capricciosa", "Ujë"]);
    // A guest has no hearts.
    expect(hearts()).toEqual([]);
  });

  it("draws a signed-in customer's hearts into the served cards, filled for a favourite", async () => {
    const served = await hydrateServerHtml();
    await act(async () => setOutside({ categories: MENU, personal: { ...GUEST_STATE, loggedIn: true, favouriteProductIds: [12] } }));
    expect(hearts()).toEqual(["Shto te të preferuarat: Margherita", "Hiq nga të preferuarat: Capricciosa", "Shto te të preferuarat: Ujë"]);
    expect(served[1].parentElement?.querySelector("button")?.getAttribute("aria-label")).toBe("Hiq nga të preferuarat: Capricciosa");
  });

  it("the same menu sent again (a refresh, another method tab) keeps the served HTML; a changed one is drawn anew, and stays drawn", async () => {
    const served = await hydrateServerHtml();
    await act(async () => setOutside({ categories: structuredClone(MENU), personal: GUEST_STATE }));
    expect(dom.container.querySelector("a[data-product-id]")).toBe(served[0]);

    const dearer = [{ ...MENU[0], products: [product(11, "Margherita", 650), MENU[0].products[1]] }, MENU[1]];
    await act(async () => setOutside({ categories: dearer, personal: GUEST_STATE }));
    expect(dom.container.querySelector("a[data-product-id]")).not.toBe(served[0]);
    expect(dom.container.querySelector('a[data-product-id="11"]')?.textContent).toContain("650");
    // Back to the served menu: React keeps drawing it (the served HTML is gone).
    await act(async () => setOutside({ categories: MENU, personal: GUEST_STATE }));
    expect(cardTitles()).toEqual(["Margherita", "Capricciosa", "Ujë"]);
  });

  it("after the page has hydrated (a client-side navigation) React draws the list itself", async () => {
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, "");
    await act(async () => {
      dom.root = createRoot(dom.container);
      dom.root.render(<Page categories={MENU} personal={{ ...GUEST_STATE, loggedIn: true }} />);
    });
    expect(cardTitles()).toEqual(["Margherita", "Capricciosa", "Ujë"]);
    expect(hearts()).toHaveLength(3);
  });

  it("the JSON-LD the server wrote, whole menu included, is kept as it is; drawn in the browser, it is written there", async () => {
    const jsonLd = () => JSON.parse(dom.container.querySelector('script[type="application/ld+json"]')!.textContent!);
    await hydrateServerHtml(GUEST_STATE, () => {
      const script = dom.container.querySelector('script[type="application/ld+json"]')!;
      expect(JSON.stringify(JSON.parse(script.textContent!))).toContain("Capricciosa");
      // Were it written again in the browser, this would be replaced.
      script.textContent = JSON.stringify({ served: true });
      vi.mocked(withMenu).mockClear();
    });
    expect(jsonLd()).toEqual({ served: true });
    expect(withMenu).not.toHaveBeenCalled();
    await act(async () => dom.root?.unmount());
    dom.root = null;
    dom.container.innerHTML = "";

    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, "");
    await act(async () => {
      dom.root = createRoot(dom.container);
      dom.root.render(<Page categories={MENU} personal={GUEST_STATE} />);
    });
    expect(JSON.stringify(jsonLd())).toContain("Capricciosa");
  });
});
