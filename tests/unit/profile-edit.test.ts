import { describe, expect, it } from "vitest";
import { apiBirthday, editProfileDefaults, editProfilePayload, isPhotoType } from "@/lib/profile/edit-profile";
import { validateEditProfile } from "@/lib/validation/profile";

describe("spec 3 §5 Edit profile", () => {
  const values = { full_name: "  Arta Krasniqi ", username: "", email: "", phone: "69 345 6781", gender: "female" as const, birthday: "1994-03-21" };

  it("'a variant without the leading 0 exists': 69… is valid and is sent as 069…", () => {
    expect(validateEditProfile(values)).toBeNull();
    expect(editProfilePayload(values).phone).toBe("0693456781");
    expect(editProfilePayload({ ...values, phone: "+355 69 345 6781" }).phone).toBe("0693456781");
    expect(editProfilePayload({ ...values, phone: "044 123 456" }).phone).toBe("044123456");
  });

  it("'Birthday sent as YYYY-MM-DD': a real day as is, anything else is null", () => {
    expect(editProfilePayload(values).birthday).toBe("1994-03-21");
    expect(apiBirthday("")).toBeNull();
    expect(apiBirthday("1994-02-30")).toBeNull();
    expect(apiBirthday("21/03/1994")).toBeNull();
  });

  it("'Gender male, female or none'; full name trimmed; an empty e-mail or username is left out", () => {
    const payload = editProfilePayload(values);
    expect(payload).toEqual({ full_name: "Arta Krasniqi", phone: "0693456781", gender: "female", birthday: "1994-03-21" });
    expect(editProfilePayload({ ...values, email: " arta@example.al " }).email).toBe("arta@example.al");
    expect(editProfilePayload({ ...values, username: " arta.k " }).username).toBe("arta.k");
    expect(editProfileDefaults({ sex: "other", birthdate: "1994-03-21 00:00:00" })).toEqual({ full_name: "", username: "", email: "", phone: "", gender: "none", birthday: "1994-03-21" });
  });

  it("spec 3 §2 'Image file picker accepts jpeg and png'", () => {
    expect(isPhotoType("image/jpeg")).toBe(true);
    expect(isPhotoType("image/png")).toBe(true);
    expect(isPhotoType("image/gif")).toBe(false);
    expect(isPhotoType("image/webp")).toBe(false);
  });
});
