// spec 2 §2 Vendors map: "plus is_one_vendor=1 when opened from a vendor profile" (issue 9 #19).
import { describe, expect, it } from "vitest";
import { vendorMapQuery } from "@/lib/vendors/map-link";

describe("the vendor page's link to its own map", () => {
  it("names the vendor, asks for one vendor and centres on it", () => {
    expect(vendorMapQuery({ hash_id: "ab12", latitude: 41.3275, longitude: 19.8187 })).toEqual({
      is_one_vendor: "1", vendor: "ab12", latitude: "41.3275", longitude: "19.8187",
    });
  });
});
