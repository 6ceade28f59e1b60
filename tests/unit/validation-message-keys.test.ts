import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SPEC_RULE_MESSAGE_KEYS } from "./support/spec-rule-message-keys";
import { validateCard } from "@/lib/validation/card";
import { validateStep0 } from "@/lib/checkout/delivery-step";

describe("STYLE: every user-visible string is in messages/*.json, so rule modules return keys that the UI translates", () => {
  it("every key is a namespaced next-intl path (namespace.key, no spaces)", () => {
    for (const key of SPEC_RULE_MESSAGE_KEYS) expect(key, key).toMatch(/^[a-z][A-Za-z_]*\.[a-z][A-Za-z0-9_]*$/);
  });

  it("every key is a message in both files (a rule's key that no file has shows the key itself)", () => {
    for (const locale of ["sq", "en"]) {
      const messages = JSON.parse(readFileSync(path.join(process.cwd(), "messages", `${locale}.json`), "utf8")) as Record<string, Record<string, unknown>>;
      for (const key of SPEC_RULE_MESSAGE_KEYS) {
        const [namespace, ...rest] = key.split(".");
        expect(typeof messages[namespace]?.[rest.join(".")], `${locale}: ${key}`).toBe("string");
      }
    }
  });

  it("includes the spec's own keys", () => {
    for (const key of ["checkout.validate_select_address", "cart.select_card", "card.wrong_expiry_date", "order_review.add_courier_rating", "alerts.password_mismatch"]) {
      expect(SPEC_RULE_MESSAGE_KEYS, key).toContain(key);
    }
  });

  it("a key returned by a validator is in the list", () => {
    const cardKey = validateCard({ name: "", number: "", cvc: "", expiry: "" }, new Date());
    expect(SPEC_RULE_MESSAGE_KEYS).toContain(cardKey);
    const step0Key = validateStep0({
      handover: "Delivery", addressId: 1, outOfZone: false, orderTotal: 10, needsLegalAge: false, legalAgeConfirmed: false,
      invitationCode: "", cashback: "", cashbackBalance: 0, couponCode: "", guests: 0, cutlery: 0, phone: "x",
      isSchedule: false, scheduleDate: "", scheduleTime: "",
    });
    expect(step0Key).toBe("checkout.invalid_phone");
    expect(SPEC_RULE_MESSAGE_KEYS).toContain(step0Key);
  });
});
