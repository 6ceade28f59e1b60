import { describe, expect, it } from "vitest";
import { afterSignIn, originPath, verificationPath } from "@/lib/account/next-step";
import { clearUserData, SIGNED_IN_MARKER } from "@/lib/account/sign-out-cleanup";
import { CART_STORAGE_KEY } from "@/lib/cart/count";
import { locationRefused, locationSource, parsePlace, profileNeedsCoordinates, TIRANA } from "@/lib/location/startup";

describe("spec 1 §4 Login: verified_by_mobile not true → verification, else home or the guard's origin", () => {
  it("a verified user goes home, in their language", () => {
    expect(afterSignIn(true, null, "sq")).toBe("/");
    expect(afterSignIn(true, null, "en")).toBe("/en");
  });

  it("a verified user goes back to the origin the guard passed (spec 1 §2 'The origin location is passed along')", () => {
    expect(afterSignIn(true, "/checkout", "sq")).toBe("/checkout");
    expect(afterSignIn(true, "/checkout", "en")).toBe("/en/checkout");
    expect(afterSignIn(true, "/orders?status=past", "en")).toBe("/en/orders?status=past");
    // An origin that already carries a locale prefix is not prefixed twice.
    expect(afterSignIn(true, "/en/checkout", "en")).toBe("/en/checkout");
  });

  it("an unverified user goes to verification, carrying the origin", () => {
    expect(afterSignIn(false, null, "sq")).toBe("/verification");
    expect(afterSignIn(false, "/checkout", "en")).toBe("/en/verification?from=%2Fcheckout");
    expect(verificationPath("/checkout", { send: "1" })).toBe("/verification?from=%2Fcheckout&send=1");
    // After a login (not a registration, which texted one already) the screen sends a code on arrival.
    expect(afterSignIn(false, null, "sq", { sendCode: true })).toBe("/verification?send=1");
  });

  it("drops off-site and account-screen origins (ARCHITECTURE: same-site relative paths only)", () => {
    for (const hostile of ["//evil.com", "https://evil.com", "/\\evil.com", "%2F%2Fevil.com", "javascript:alert(1)"]) {
      expect(originPath(hostile), hostile).toBeNull();
      expect(afterSignIn(true, hostile, "sq"), hostile).toBe("/");
    }
    expect(originPath("/login?view=register")).toBeNull();
    expect(originPath("/en/verification")).toBeNull();
  });
});

function memoryStorage(initial: Record<string, string>) {
  const map = new Map(Object.entries(initial));
  return {
    map,
    get length() {
      return map.size;
    },
    key: (i: number) => [...map.keys()][i] ?? null,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
}

describe("spec 1 §4 Logout: the browser forgets the person's data", () => {
  it("removes per-user keys and the cart's address, card and splits, keeping the items and other browser values", () => {
    const cart = { items: [{ id: 1, quantity: 2 }], delivery_info: { address_id: 7 }, payment_info: { method: "stripe", selected_card: "pm_1", splits: [{ person_id: 3 }] } };
    const storage = memoryStorage({
      "shijo.user.addresses": "[1,2]",
      "shijo.user.friends": "[]",
      [SIGNED_IN_MARKER]: "1",
      [CART_STORAGE_KEY]: JSON.stringify(cart),
      "shijo.lastPlace": "{}",
      showQuiz: "[]",
    });
    expect(clearUserData(storage)).toBe(true);
    expect([...storage.map.keys()].sort()).toEqual([CART_STORAGE_KEY, "shijo.lastPlace", "showQuiz"].sort());
    const after = JSON.parse(storage.getItem(CART_STORAGE_KEY)!);
    expect(after.items).toEqual(cart.items);
    expect(after.payment_info).toMatchObject({ method: "cash", selected_card: null, splits: [] });
    expect(after.delivery_info.address_id ?? null).toBeNull();
  });

  it("leaves a missing or malformed cart alone", () => {
    expect(clearUserData(memoryStorage({}))).toBe(false);
    const broken = memoryStorage({ [CART_STORAGE_KEY]: "{not json" });
    expect(clearUserData(broken)).toBe(false);
    expect(broken.getItem(CART_STORAGE_KEY)).toBe("{not json");
  });
});

describe("spec 1 §4 Startup location: stored coordinates, else permitted device location, else Tirana", () => {
  it("the Tirana default is spec 1 §9's 41.32754, 19.81869", () => {
    expect(TIRANA).toEqual({ latitude: 41.32754, longitude: 19.81869 });
  });

  it("prefers the last stored place, then a device that is already permitted, else the default", () => {
    const stored = { latitude: 41.1, longitude: 19.4, formatted_address: "Durrës" };
    expect(locationSource(stored, "denied")).toBe("stored");
    expect(locationSource(null, "granted")).toBe("device");
    expect(locationSource(null, "prompt")).toBe("default");
    expect(locationSource(null, "denied")).toBe("default");
    expect(locationSource(null, "unknown")).toBe("default");
  });

  it("says 'Unable to retrieve your location…' only when the device was refused or failed", () => {
    expect(locationRefused("denied", false)).toBe(true);
    expect(locationRefused("granted", true)).toBe(true);
    expect(locationRefused("prompt", false)).toBe(false);
    expect(locationRefused("granted", false)).toBe(false);
  });

  it("reads a stored place defensively", () => {
    expect(parsePlace(JSON.stringify({ latitude: 41.3, longitude: 19.8, formatted_address: "Tiranë" }))).toEqual({ latitude: 41.3, longitude: 19.8, formatted_address: "Tiranë" });
    expect(parsePlace(JSON.stringify({ latitude: 141.3, longitude: 19.8 }))).toBeNull();
    expect(parsePlace(JSON.stringify({ latitude: "41", longitude: 19.8 }))).toBeNull();
    expect(parsePlace("nope")).toBeNull();
    expect(parsePlace(null)).toBeNull();
  });

  it("saves coordinates to the profile only when it has none", () => {
    expect(profileNeedsCoordinates({ latitude: null, longitude: null })).toBe(true);
    expect(profileNeedsCoordinates({})).toBe(true);
    expect(profileNeedsCoordinates({ latitude: 0, longitude: 0 })).toBe(true);
    expect(profileNeedsCoordinates({ latitude: 41.3, longitude: 19.8 })).toBe(false);
  });
});
