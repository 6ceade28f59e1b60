import { describe, expect, it } from "vitest";
import { contactPayload, validateContact } from "@/lib/validation/contact";
import { courierBirthYears } from "@/lib/validation/courier-years";
import { birthdateOf, courierDefaults, courierPayload, daysInMonth, validateCourier, type CourierForm } from "@/lib/validation/courier";
import { landingSignupEnabled, validateNewsletter } from "@/lib/validation/newsletter";
import { partnerDefaults, validatePartner } from "@/lib/validation/partner";

const longMessage = "Përshëndetje, do të doja të dija nëse mund të porosis për një grup të madh të premten.";

describe("spec 1 §5 Contact: name, subject, message non-empty and email valid; message minimum length 60", () => {
  const form = { name: "Ana", email: "ana@shijo.al", subject: "Grup", message: longMessage };
  it("passes a complete form", () => expect(validateContact(form)).toBeNull());
  it("empty fields first", () => {
    expect(validateContact({ ...form, subject: " " })).toBe("alerts.fill_all_fields");
    expect(validateContact({ ...form, email: "" })).toBe("alerts.fill_all_fields");
  });
  it("then the e-mail", () => expect(validateContact({ ...form, email: "ana@x" })).toBe("alerts.wrong_email_format"));
  it("then a message of at least 60 characters (59 fails, 60 passes)", () => {
    expect(validateContact({ ...form, message: "a".repeat(59) })).toBe("contact.messageTooShort");
    expect(validateContact({ ...form, message: "a".repeat(60) })).toBeNull();
    expect(validateContact({ ...form, message: ` ${"a".repeat(59)} ` })).toBe("contact.messageTooShort");
  });
  it("sends subscribe as 1 or 0", () => expect(contactPayload({ ...form, subscribe: true }).subscribe).toBe(1));
});

describe("spec 1 §5 Courier: all fields required; email valid; phone format; birth years start at 1940", () => {
  const form: CourierForm = { ...courierDefaults(), full_name: "Ben Hoxha", phone: "0681234567", email: "ben@shijo.al", password: "secret", year: 1990, month: 0, day: 31 };

  it("defaults: vehicle Bike, gender male", () => {
    expect(courierDefaults()).toMatchObject({ vehicle_type: "Bike", gender: "male" });
  });

  it("month 0 is January and counts as chosen", () => {
    expect(validateCourier(form)).toBeNull();
  });

  it("a missing year, month or day is refused", () => {
    expect(validateCourier({ ...form, month: null })).toBe("alerts.fill_all_fields");
    expect(validateCourier({ ...form, password: "" })).toBe("alerts.fill_all_fields");
  });

  it("e-mail then phone format", () => {
    expect(validateCourier({ ...form, email: "ben" })).toBe("alerts.wrong_email_format");
    expect(validateCourier({ ...form, phone: "0611234567" })).toBe("alerts.wrong_phone_format");
  });

  it("a day the month does not have is refused (30 February)", () => {
    expect(daysInMonth(2000, 1)).toBe(29);
    expect(daysInMonth(1999, 1)).toBe(28);
    expect(validateCourier({ ...form, month: 1, day: 30 })).toBe("courier.invalidBirthdate");
  });

  it("birth years run from the current Tirana year down to 1940", () => {
    const years = courierBirthYears(new Date("2025-12-31T23:30:00Z")); // already 2026 in Tirana
    expect(years[0]).toBe(2026);
    expect(years.at(-1)).toBe(1940);
  });

  it("spec 1 §3: month is held 0-based and sent 1-based, with the derived birthdate", () => {
    expect(birthdateOf(1990, 0, 5)).toBe("1990-01-05");
    expect(courierPayload({ ...form, month: 11, day: 9 })).toMatchObject({ year: 1990, month: 12, day: 9, birthdate: "1990-12-09", vehicle_type: "Bike" });
  });
});

describe("spec 1 §5 Partner: store_name, full_name, phone, email, country, city, state required; email and phone formats checked", () => {
  const form = { ...partnerDefaults(), store_name: "Byrek Tirana", full_name: "Ana", phone: "0691234567", email: "ana@shijo.al", country: "Shqipëri", city: "Tiranë", state: "Tiranë" };
  it("vendor_type defaults to restaurant", () => expect(partnerDefaults().vendor_type).toBe("restaurant"));
  it("passes a complete form", () => expect(validatePartner(form)).toBeNull());
  it("each required field", () => {
    for (const key of ["store_name", "full_name", "phone", "email", "country", "city", "state"] as const) {
      expect(validatePartner({ ...form, [key]: "" }), key).toBe("alerts.fill_all_fields");
    }
  });
  it("formats", () => {
    expect(validatePartner({ ...form, email: "x@y" })).toBe("alerts.wrong_email_format");
    expect(validatePartner({ ...form, phone: "12345" })).toBe("alerts.wrong_phone_format");
  });
});

describe("spec 1 §5 Newsletter: 'Please enter an email address.' then 'Please enter a valid email address.'", () => {
  it("empty, then invalid, then fine", () => {
    expect(validateNewsletter(" ")).toBe("newsletter.enterEmail");
    expect(validateNewsletter("ana@")).toBe("newsletter.invalidEmail");
    expect(validateNewsletter("ana@shijo.al")).toBeNull();
  });
  it("landing page sign-up acts only when the e-mail input is non-empty and the checkbox is ticked", () => {
    expect(landingSignupEnabled("ana@shijo.al", false)).toBe(false);
    expect(landingSignupEnabled("", true)).toBe(false);
    expect(landingSignupEnabled("a", true)).toBe(true);
  });
});
