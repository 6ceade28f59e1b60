// Issue 12, the composer's uploads end to end: the BFF routes /api/chat/upload-image and /api/chat/upload-audio
// against the local product API (chats/upload-image, chats/upload-audio, ADR 0013), and what a browser can then show.
import type { Page } from "@playwright/test";
import { silentOggOpus } from "../../product-api/src/seed/ogg";
import { BROWSER_LOCALE, DEMO, expect, flowsIn, type Lang, LANGS, logIn, messages, test, UNVERIFIED } from "./fixtures";

// A 1×1 PNG.
const PNG = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==";

function upload(page: Page, path: string, data: Record<string, string>, lang: Lang) {
  return page.request.post(path, { headers: { Origin: new URL(page.url()).origin, "x-shijo-locale": lang }, data });
}

/** Loads a URL as the chat would show it (an <img> or an <audio>), inside the page and its CSP. */
function loadIn(page: Page, kind: "img" | "audio", url: string) {
  return page.evaluate(
    ([kind, url]) =>
      new Promise<string>((resolve) => {
        document.addEventListener("securitypolicyviolation", (e) => resolve(`blocked by ${e.violatedDirective}`), { once: true });
        const el = kind === "img" ? new Image() : new Audio();
        if (el instanceof HTMLImageElement) el.onload = () => resolve("loaded");
        else el.onloadedmetadata = () => resolve("loaded");
        el.onerror = () => resolve("error");
        el.src = url;
        setTimeout(() => resolve("timeout"), 8000);
      }),
    [kind, url] as const,
  );
}

for (const lang of LANGS) {
  const flows = flowsIn(lang);
  const t = messages(lang).chatTools;

  test.describe(`chat uploads (${lang})`, () => {
    test.use({ locale: BROWSER_LOCALE[lang] });

    flows.test("a png photo is uploaded and shown; a file that is not a picture is refused in the user's language", async ({ page }) => {
      await logIn(page, DEMO);
      const ok = await upload(page, "/api/chat/upload-image", { image: `data:image/png;base64,${PNG}` }, lang);
      expect(ok.status()).toBe(200);
      const { url } = (await ok.json()) as { url: string };
      expect(url).toMatch(/\/images\/chat\/[0-9a-f]{24}\.png$/);
      expect(await loadIn(page, "img", url)).toBe("loaded");

      const renamed = await upload(page, "/api/chat/upload-image", { image: `data:image/jpeg;base64,${Buffer.from("not a picture at all").toString("base64")}` }, lang);
      expect(renamed.status()).toBe(415);
      expect(await renamed.json()).toEqual({ error: t.imageType });
    });
  });
}

test.describe("chat voice notes", () => {
  test.use({ locale: BROWSER_LOCALE.sq });

  test("an ogg voice note is uploaded; a type that does not match its bytes is refused", async ({ page }) => {
    await logIn(page, DEMO);
    const audio = silentOggOpus(1).toString("base64");
    const ok = await upload(page, "/api/chat/upload-audio", { audio, type: "ogg" }, "sq");
    expect(ok.status()).toBe(200);
    const { url } = (await ok.json()) as { url: string };
    expect(url).toMatch(/\/images\/chat\/[0-9a-f]{24}\.ogg$/);
    const wrong = await upload(page, "/api/chat/upload-audio", { audio, type: "mp4" }, "sq");
    expect(wrong.status()).toBe(415);
    expect(await wrong.json()).toEqual({ error: messages("sq").chatTools.audioType });
  });

  // The CSP's media-src names the product API's image host; without it default-src 'self' blocks the voice note.
  test("the bubble's <audio> can load an uploaded voice note under the page's CSP", async ({ page }) => {
    await logIn(page, DEMO);
    const ok = await upload(page, "/api/chat/upload-audio", { audio: silentOggOpus(1).toString("base64"), type: "ogg" }, "sq");
    const { url } = (await ok.json()) as { url: string };
    expect(await loadIn(page, "audio", url)).toBe("loaded");
  });

  test("only verified users upload", async ({ page }) => {
    await logIn(page, UNVERIFIED);
    const res = await upload(page, "/api/chat/upload-image", { image: PNG }, "sq");
    expect(res.status()).toBe(403);
  });
});
