// Issue 29: the small browser helpers of the PWA — the kept page's title the offline page lists, and the VAPID key
// as the bytes PushManager.subscribe wants.
import webpush from "web-push";
import { describe, expect, it } from "vitest";
import { keptPageTitle } from "@/lib/pwa/caches";
import { applicationServerKey } from "@/lib/push/client";

describe("keptPageTitle", () => {
  it("reads the page's title without the site's suffix, entities decoded", () => {
    expect(keptPageTitle("<html><head><title>Pizza Napoli · Shijo</title></head></html>")).toBe("Pizza Napoli");
    expect(keptPageTitle("<title>Fish &amp; Chips · Shijo</title>")).toBe("Fish & Chips");
    expect(keptPageTitle("<title>Shporta</title>")).toBe("Shporta");
    expect(keptPageTitle("<p>no title</p>")).toBeNull();
    expect(keptPageTitle("<title> · Shijo</title>")).toBeNull();
  });
});

describe("applicationServerKey", () => {
  it("turns a base64url VAPID public key into its 65 bytes (an uncompressed P-256 point)", () => {
    const { publicKey } = webpush.generateVAPIDKeys();
    const bytes = applicationServerKey(publicKey);
    expect(bytes).toHaveLength(65);
    expect(bytes[0]).toBe(4);
    expect(Buffer.from(bytes).toString("base64url")).toBe(publicKey);
  });
});
