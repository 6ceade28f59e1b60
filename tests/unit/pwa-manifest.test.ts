// Issue 29: "A web app manifest per language (name Shijo, short name, lang, start_url, scope, display: standalone,
// theme and background colours, icons 192 and 512 px plus a maskable one, a few shortcuts: Stores, Orders, Chat)".
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { manifestPath, webManifest } from "@/lib/pwa/manifest";
import { isOfflineKeepable } from "@/lib/pwa/offline-rules";

const messages = (lang: "sq" | "en") =>
  (JSON.parse(readFileSync(path.join(process.cwd(), "messages", `${lang}.json`), "utf8")) as { pwa: Record<string, string> }).pwa;

/** The width and height a PNG's IHDR chunk says. */
function pngSize(file: string): [number, number] {
  const bytes = readFileSync(path.join(process.cwd(), "public", file));
  expect(bytes.subarray(1, 4).toString("latin1")).toBe("PNG");
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
}

describe("the web app manifest", () => {
  it.each(["sq", "en"] as const)("%s: installable fields, in its language", (locale) => {
    const t = messages(locale);
    const m = webManifest(locale, (key) => t[key]);
    const prefix = locale === "en" ? "/en" : "";
    expect(m).toMatchObject({
      name: "Shijo",
      short_name: "Shijo",
      lang: locale,
      start_url: prefix || "/",
      id: prefix || "/",
      scope: "/",
      display: "standalone",
      theme_color: "#f0642a",
      background_color: "#ffffff",
    });
    expect(m.description).toBe(t.description);
    expect(m.shortcuts.map((s) => [s.name, s.url])).toEqual([
      [t.shortcutStores, `${prefix}/stores`],
      [t.shortcutOrders, `${prefix}/orders`],
      [t.shortcutChat, `${prefix}/social/chat`],
    ]);
    expect(manifestPath(locale)).toBe(`${prefix}/manifest.webmanifest`);
  });

  it("the shortcuts read in Albanian in the Albanian manifest", () => {
    const t = messages("sq");
    const m = webManifest("sq", (key) => t[key]);
    expect(m.shortcuts.map((s) => s.name)).toEqual(["Lokalet", "Porositë", "Bisedat"]);
  });

  it("names icons of 192 and 512 px and a maskable one, each a PNG of the size it claims", () => {
    const t = messages("sq");
    const { icons } = webManifest("sq", (key) => t[key]);
    expect(icons.some((i) => i.sizes === "192x192" && i.purpose === "any")).toBe(true);
    expect(icons.some((i) => i.sizes === "512x512" && i.purpose === "any")).toBe(true);
    expect(icons.some((i) => i.purpose === "maskable")).toBe(true);
    for (const icon of icons) {
      const [w, h] = pngSize(icon.src);
      expect(`${w}x${h}`, icon.src).toBe(icon.sizes);
    }
  });
});

describe("what the service worker may keep (X-Shijo-Offline)", () => {
  it("public pages, the cart and the offline page", () => {
    for (const p of ["/", "/stores", "/restaurant/abc123/pizza-napoli", "/store/abc123/market/delivery", "/blog/x1/post", "/cart", "/offline"]) {
      expect(isOfflineKeepable(p), p).toBe(true);
    }
  });
  it("never a signed-in page or a page that shows the visitor's search", () => {
    for (const p of ["/orders", "/order/41", "/profile", "/settings", "/social/chat", "/social/chat/abc", "/checkout", "/favorites", "/search", "/login", "/profile/wallet"]) {
      expect(isOfflineKeepable(p), p).toBe(false);
    }
  });
});
