import { describe, expect, it } from "vitest";
import { guardRedirect, isProtectedPath } from "@/lib/auth/guard";

const guest = { loggedIn: false, verified: false };
const unverified = { loggedIn: true, verified: false };
const customer = { loggedIn: true, verified: true };

describe("spec 1 §2 Guard", () => {
  it("protects the map, past orders, checkout, social, favorites, promotions, orders, order summary, settings, profile", () => {
    for (const p of ["/map", "/past-order/abc", "/checkout", "/social/chat", "/favorites", "/promotions", "/orders", "/order/12", "/settings", "/profile/wallet"]) {
      expect(isProtectedPath(p), p).toBe(true);
    }
    for (const p of ["/", "/stores", "/vendors-map", "/store/x/y/delivery", "/cart", "/blog", "/ordersx", "/profiles"]) {
      expect(isProtectedPath(p), p).toBe(false);
    }
  });

  it("not logged in: goes to home with the origin passed along", () => {
    expect(guardRedirect("/orders?tab=past", guest)).toBe("/?from=%2Forders%3Ftab%3Dpast");
  });

  it("not logged in: from checkout goes to login", () => {
    expect(guardRedirect("/checkout", guest)).toBe("/login?from=%2Fcheckout");
  });

  it("issue 28: a guest on a group order's link signs in and comes back to it; an unverified one verifies first", () => {
    expect(isProtectedPath("/group/AbCdEfGhIjKlMnOpQrStUvWx")).toBe(true);
    expect(isProtectedPath("/groups")).toBe(false);
    expect(guardRedirect("/group/AbCdEfGhIjKlMnOpQrStUvWx", guest)).toBe("/login?from=%2Fgroup%2FAbCdEfGhIjKlMnOpQrStUvWx");
    expect(guardRedirect("/group/AbCdEfGhIjKlMnOpQrStUvWx", unverified)).toBe("/verification?from=%2Fgroup%2FAbCdEfGhIjKlMnOpQrStUvWx");
  });

  it("logged in with unverified phone: goes to verification", () => {
    expect(guardRedirect("/favorites", unverified)).toBe("/verification?from=%2Ffavorites");
  });

  it("a verified customer passes; public pages pass for everyone", () => {
    expect(guardRedirect("/orders", customer)).toBeNull();
    expect(guardRedirect("/stores", guest)).toBeNull();
  });

  it("spec 1 §6: logged-in users on /login are sent home", () => {
    expect(guardRedirect("/login?view=register", customer)).toBe("/");
    expect(guardRedirect("/login", unverified)).toBe("/");
    expect(guardRedirect("/login", guest)).toBeNull();
  });
});
