import { describe, expect, it } from "vitest";
import { canAskHelp, canReorder, canReview, helpBack, validateReorderVendor } from "@/lib/orders/actions";
import { paymentMethodLabelKey } from "@/lib/orders/payment-label";
import { displayStatus, orderStepper, statusColour, statusLabelKey } from "@/lib/orders/status";

describe("spec 2 §4 Order statuses: flows for delivery, pickup and reservation", () => {
  it("delivery: new/pending, processing, picked_by_rider, delivered", () => {
    expect(orderStepper("picked_by_rider", "Delivery")).toEqual({ steps: ["new", "processing", "picked_by_rider", "delivered"], current: 2 });
    expect(displayStatus("pending", "Delivery")).toBe("new");
  });

  it("pickup: new, processing (shown as accepted), ready_to_pickup, picked_up", () => {
    expect(orderStepper("ready_to_pickup", "Pickup at store")).toEqual({ steps: ["new", "processing", "ready_to_pickup", "picked_up"], current: 2 });
    expect(statusLabelKey("processing", "Pickup")).toBe("order_status.accepted");
    expect(statusLabelKey("processing", "Delivery")).toBe("order_status.processing");
  });

  it("reservation: new, reserved, completed", () => {
    expect(orderStepper("reserved", "Reserve")).toEqual({ steps: ["new", "reserved", "completed"], current: 1 });
  });

  it("declined (shown as rejected) and cancelled/canceled leave the flow", () => {
    expect(statusLabelKey(displayStatus("declined", "Delivery"))).toBe("order_status.rejected");
    expect(displayStatus("canceled")).toBe("cancelled");
    expect(orderStepper("cancelled", "Delivery").current).toBe(-1);
  });

  it("status numbers: pending 0; reserved, preparing, accepted 1; out for delivery, ready for pickup, completed 2; delivered, picked up 3; cancelled -1", () => {
    expect(displayStatus(0, "Delivery")).toBe("new");
    expect(displayStatus(1, "Reserve")).toBe("reserved");
    expect(displayStatus("2", "Pickup")).toBe("ready_to_pickup");
    expect(displayStatus(2, "Reserve")).toBe("completed");
    expect(displayStatus(3, "Delivery")).toBe("delivered");
    expect(displayStatus(-1, "Pickup")).toBe("cancelled");
  });
});

describe("spec 2 §4 display rules", () => {
  it("notified is shown as processing", () => {
    expect(displayStatus("notified", "Delivery", "shijo")).toBe("processing");
  });

  it("accepted is shown as accepted/picked_by_rider only when the vendor delivery_type is shijo; otherwise as processing", () => {
    expect(displayStatus("accepted", "Delivery", "shijo")).toBe("picked_by_rider");
    expect(displayStatus("accepted", "Delivery", "restaurant")).toBe("processing");
    expect(displayStatus("accepted", "Delivery", null)).toBe("processing");
  });

  it("colours: new red, processing blue, picked_by_rider cyan, delivered/picked_up/reserved green, declined red, others grey", () => {
    expect(statusColour("new")).toBe("red");
    expect(statusColour("processing")).toBe("blue");
    expect(statusColour("picked_by_rider")).toBe("cyan");
    expect(["delivered", "picked_up", "reserved"].map((s) => statusColour(displayStatus(s)))).toEqual(["green", "green", "green"]);
    expect(statusColour("declined")).toBe("red");
    expect(statusColour("cancelled")).toBe("grey");
    expect(statusColour("ready_to_pickup")).toBe("grey");
    expect(statusColour("completed")).toBe("grey");
  });
});

describe("spec 2 §2 Order summary actions", () => {
  it("review and reorder are offered for delivered, picked_up or completed orders", () => {
    for (const s of ["delivered", "picked_up", "completed"]) {
      expect(canReview(s), s).toBe(true);
      expect(canReorder(s), s).toBe(true);
    }
    expect(canReview("processing")).toBe(false);
    expect(canReorder("new")).toBe(false);
  });

  it("declined orders offer reorder too (but not review)", () => {
    expect(canReorder("declined")).toBe(true);
    expect(canReview("declined")).toBe(false);
  });

  it("order help is shown only for delivery orders whose status is not new", () => {
    expect(canAskHelp("processing", "Delivery")).toBe(true);
    expect(canAskHelp("new", "Delivery")).toBe(false);
    expect(canAskHelp("pending", "Delivery")).toBe(false);
    expect(canAskHelp("processing", "Pickup")).toBe(false);
    expect(canAskHelp("reserved", "Reserve")).toBe(false);
  });

  it("spec 2 §5 Reorder: vendor must be present and active, else order_summary.reorder_unavailable_vendor", () => {
    expect(validateReorderVendor({ active: 1 })).toBeNull();
    expect(validateReorderVendor({ active: 0 })).toBe("order_summary.reorder_unavailable_vendor");
    expect(validateReorderVendor(null)).toBe("order_summary.reorder_unavailable_vendor");
  });

  it("order help back: help → close, chat → customer_support, others → help", () => {
    expect(helpBack("help")).toBeNull();
    expect(helpBack("order_support_chat")).toBe("customer_support");
    expect(helpBack("faqs")).toBe("help");
    expect(helpBack("customer_support")).toBe("help");
  });
});

describe("spec 2 §3: payment method labels indexed 1 to 4: Cash On Delivery, Pay With Card, Paypal, Apple Pay", () => {
  it("maps 1-4 and nothing else", () => {
    expect([1, 2, 3, 4].map(paymentMethodLabelKey)).toEqual([
      "payment_methods.cash_on_delivery", "payment_methods.pay_with_card", "payment_methods.paypal", "payment_methods.apple_pay",
    ]);
    expect(paymentMethodLabelKey(0)).toBeNull();
    expect(paymentMethodLabelKey(5)).toBeNull();
    expect(paymentMethodLabelKey("2")).toBe("payment_methods.pay_with_card");
  });
});
