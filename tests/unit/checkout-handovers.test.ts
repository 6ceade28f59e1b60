import { describe, expect, it } from "vitest";
import { offeredHandovers } from "@/lib/checkout/handovers";

describe("spec 2 §3/§4: the handover methods a vendor offers at checkout", () => {
  it("reads order_method values joined by a dash, in Delivery, Pickup, Reserve order", () => {
    expect(offeredHandovers("delivery-pickup-reserve")).toEqual(["Delivery", "Pickup", "Reserve"]);
    expect(offeredHandovers("pickup")).toEqual(["Pickup"]);
    expect(offeredHandovers("Reserve-Delivery")).toEqual(["Delivery", "Reserve"]);
    expect(offeredHandovers("Pickup at store")).toEqual(["Pickup"]);
  });

  it("falls back to Delivery, the default method", () => {
    expect(offeredHandovers("")).toEqual(["Delivery"]);
    expect(offeredHandovers(null)).toEqual(["Delivery"]);
  });
});
