// Issue 10 "URL state": the nuqs parsers keep the query parameter names and values the hand-written code used.
import { createLoader, createSerializer } from "nuqs/server";
import { describe, expect, it } from "vitest";
import { checkoutUrlParsers } from "@/components/checkout/use-checkout-url";
import { productHref, productParam } from "@/components/vendor-page/product-param";
import { defaultOrdersFilter, ordersFilterParsers, ordersFilterToQuery } from "@/lib/orders/filter";

describe("checkout ?step= and ?modal=", () => {
  const load = createLoader(checkoutUrlParsers);
  const serialize = createSerializer(checkoutUrlParsers);

  it("reads steps 1 and 2 and the known modals; anything else is step 0 and no modal", () => {
    expect(load("?step=2&modal=find-on-map")).toEqual({ step: 2, modal: "find-on-map" });
    expect(load("?step=1")).toEqual({ step: 1, modal: null });
    expect(load("?step=3&modal=nope")).toEqual({ step: 0, modal: null });
    expect(load("?step=01")).toEqual({ step: 0, modal: null });
  });

  it("writes step 0 and a closed modal as no parameter", () => {
    expect(serialize({ step: 0, modal: null })).toBe("");
    expect(serialize({ step: 1, modal: "new-address" })).toBe("?step=1&modal=new-address");
  });
});

describe("vendor ?product=", () => {
  it("is an id of up to 9 digits", () => {
    expect(productParam.parse("85")).toBe(85);
    expect(productParam.parse("85abc")).toBeNull();
    expect(productParam.parse("1234567890")).toBeNull();
    expect(productHref(85)).toBe("?product=85");
  });
});

describe("orders filter in the URL", () => {
  it("nuqs writes the same query as ordersFilterToQuery", () => {
    const serialize = createSerializer(ordersFilterParsers);
    const f = { ...defaultOrdersFilter(), orders_tab: "past" as const, split: true, cashback: true, searchTerm: "pica" };
    expect(new URLSearchParams(serialize(f)).toString().split("&").sort()).toEqual(ordersFilterToQuery(f).toString().split("&").sort());
    expect(serialize(defaultOrdersFilter())).toBe("");
  });
});
