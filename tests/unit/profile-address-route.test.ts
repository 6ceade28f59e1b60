import { describe, expect, it } from "vitest";
import { addressEditPath, afterAddressSave, readAddressRoute } from "@/lib/profile/address-route";

describe("spec 3 §2 /profile/address: 'query is_edit=true for editing, from_cart=true or false'", () => {
  it("builds the add and edit links", () => {
    expect(addressEditPath({ fromCart: false })).toBe("/profile/address?from_cart=false");
    expect(addressEditPath({ id: 7, fromCart: true })).toBe("/profile/address?is_edit=true&id=7&from_cart=true");
  });

  it("an edit needs is_edit=true and a valid id; anything but from_cart=true is false", () => {
    expect(readAddressRoute({ is_edit: "true", id: "7", from_cart: "true" })).toEqual({ editId: 7, fromCart: true });
    expect(readAddressRoute({ id: "7" })).toEqual({ editId: null, fromCart: false });
    expect(readAddressRoute({ is_edit: "true", id: "x7", from_cart: "yes" })).toEqual({ editId: null, fromCart: false });
    expect(readAddressRoute({ is_edit: ["true"], id: ["12"] })).toEqual({ editId: 12, fromCart: false });
  });

  it("spec 3 §7 'saving a new address from checkout goes back': to checkout, else the list", () => {
    expect(afterAddressSave(true)).toBe("/checkout");
    expect(afterAddressSave(false)).toBe("/profile/addresses");
  });
});
