import { describe, expect, it } from "vitest";
import { getPathname } from "@/lib/i18n/navigation";

// spec 1 §1: "sq is the default and carries no prefix; en lives under /en" — every link and redirect of the app goes
// through getPathname (lib/i18n/navigation.ts), which replaced next-intl's createNavigation (issue 14's JS budget).
describe("spec 1 §1: app hrefs in a locale", () => {
  it("Albanian paths carry no prefix, English ones /en", () => {
    expect(getPathname({ href: "/stores", locale: "sq" })).toBe("/stores");
    expect(getPathname({ href: "/stores", locale: "en" })).toBe("/en/stores");
    expect(getPathname({ href: "/", locale: "sq" })).toBe("/");
    expect(getPathname({ href: "/", locale: "en" })).toBe("/en");
  });

  it("keeps a query and a hash, the home page's included", () => {
    expect(getPathname({ href: "/stores?vendor_type=1", locale: "en" })).toBe("/en/stores?vendor_type=1");
    expect(getPathname({ href: { pathname: "/login", query: { view: "register" } }, locale: "sq" })).toBe("/login?view=register");
    expect(getPathname({ href: { pathname: "/login", query: { view: "login", from: "/cart?x=1" } }, locale: "en" })).toBe("/en/login?view=login&from=%2Fcart%3Fx%3D1");
    expect(getPathname({ href: { pathname: "/", query: { q: "pica" } }, locale: "en" })).toBe("/en?q=pica");
    expect(getPathname({ href: { pathname: "/faq", hash: "courier" }, locale: "en" })).toBe("/en/faq#courier");
  });

  it("repeats a key for a list and leaves out empty values, as a form would send them", () => {
    expect(getPathname({ href: { pathname: "/stores", query: { tag: ["pizza", "burger"], page: 2, empty: undefined, none: null } }, locale: "sq" })).toBe("/stores?tag=pizza&tag=burger&page=2");
  });

  it("leaves other URLs alone: absolute, protocol-relative, mailto, an anchor", () => {
    for (const href of ["https://example.com/x", "//evil.example/x", "mailto:info@shijo.al", "#main", "tel:+355"]) {
      expect(getPathname({ href, locale: "en" })).toBe(href);
    }
  });
});
