import { describe, expect, it } from "vitest";
import { canDeleteAddress, prepareAddress } from "@/lib/validation/address";
import { validateGroup } from "@/lib/validation/group";
import { normalizeGender, validateEditPhone, validateEditProfile } from "@/lib/validation/profile";

describe("spec 3 §5 Edit profile", () => {
  const form = { full_name: "Ana Hoxha", phone: "069 123 4567", email: "" };
  it("full name and phone required (account_details.required_fields)", () => {
    expect(validateEditProfile({ ...form, full_name: "" })).toBe("profile.required_fields");
    expect(validateEditProfile({ ...form, phone: "  " })).toBe("profile.required_fields");
  });
  it("email if given must be valid (alerts.wrong_email_format); an empty e-mail is fine", () => {
    expect(validateEditProfile(form)).toBeNull();
    expect(validateEditProfile({ ...form, email: "ana@" })).toBe("alerts.wrong_email_format");
  });
  it("phone with spaces removed must be valid (alerts.wrong_phone_format)", () => {
    expect(validateEditProfile({ ...form, phone: "069 123 456" })).toBe("alerts.wrong_phone_format");
  });
  it('issue 24: "A birth date in the future is refused" — judged on the Tirana calendar; today and no date are fine', () => {
    // 23:30 UTC on 31 Dec is already 1 Jan in Tirana: 1 Jan is today there, 2 Jan is the future.
    const now = new Date("2026-12-31T23:30:00Z");
    expect(validateEditProfile({ ...form, birthday: "2027-01-02" }, now)).toBe("profile.birthday_future");
    expect(validateEditProfile({ ...form, birthday: "2027-01-01" }, now)).toBeNull();
    expect(validateEditProfile({ ...form, birthday: "1994-05-12" }, now)).toBeNull();
    expect(validateEditProfile({ ...form, birthday: "" }, now)).toBeNull();
  });
  it("gender male, female or none", () => {
    expect(normalizeGender("female")).toBe("female");
    expect(normalizeGender("other")).toBe("none");
    expect(normalizeGender(null)).toBe("none");
  });
  it("spec 1 §5 edit phone: phone format check, else wrong phone format", () => {
    expect(validateEditPhone("0691234567")).toBeNull();
    expect(validateEditPhone("069123")).toBe("alerts.wrong_phone_format");
  });
});

describe("spec 3 §5 Group creation: an admin must be chosen and the name must be non-empty", () => {
  it("admin first, then name", () => {
    expect(validateGroup({ adminId: null, name: "" })).toBe("chat.chooseAdmin");
    expect(validateGroup({ adminId: 4, name: "   " })).toBe("chat.enterName");
    expect(validateGroup({ adminId: 4, name: "Drekë" })).toBeNull();
  });
});

describe("spec 2 §5 / spec 3 §5 Address save", () => {
  const current = { lat: 41.32754, lng: 19.81869, country: "Albania", city: "Tirana" };
  const picked = { lat: 41.33, lng: 19.82, street: "Rruga e Kavajës", formatted_address: "Rruga e Kavajës, Tiranë" };

  it("needs a picked location with coordinates, else add_new_address.please_enter_address", () => {
    expect(prepareAddress({}, null, current)).toEqual({ ok: false, key: "add_new_address.please_enter_address" });
    expect(prepareAddress({}, { city: "Durrës" }, null)).toEqual({ ok: false, key: "add_new_address.please_enter_address" });
  });

  it("type defaults to Home; country and city fall back to the current address; saving sets favourite 1", () => {
    const r = prepareAddress({}, picked, current);
    expect(r.ok && r.address).toMatchObject({ address_type: "home", lat: 41.33, lng: 19.82, country: "Albania", city: "Tirana", street: "Rruga e Kavajës", favourite: 1 });
  });

  it("street defaults to the city; coordinates fall back to the current location", () => {
    const r = prepareAddress({ address_type: "work" }, { city: "Durrës" }, current);
    expect(r.ok && r.address).toMatchObject({ address_type: "work", city: "Durrës", street: "Durrës", lat: 41.32754, lng: 19.81869 });
  });

  it("a custom label must be non-empty and is sent as the address type", () => {
    expect(prepareAddress({ address_type: "custom", custom_label: " " }, picked, current)).toEqual({ ok: false, key: "add_new_address.enter_custom_label" });
    const r = prepareAddress({ address_type: "custom", custom_label: "Te gjyshja" }, picked, current);
    expect(r.ok && r.address.address_type).toBe("Te gjyshja");
  });

  it("spec 3 §4: a favourite address cannot be deleted", () => {
    expect(canDeleteAddress({ favourite: 1 })).toBe(false);
    expect(canDeleteAddress({ favourite: 0 })).toBe(true);
  });
});
