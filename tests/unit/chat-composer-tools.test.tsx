// The composer tools as the server renders them (no browser here): what a customer reads and what a screen reader
// names, in both languages. Recording, uploads and maps need a browser (e2e).
import { renderToStaticMarkup } from "react-dom/server";
import { WithMessages } from "./support/messages";
import { describe, expect, it } from "vitest";
import en from "@/messages/en.json";
import sq from "@/messages/sq.json";
import { ComposerTools } from "@/components/chat/composer-tools";
import { uploadPhotos, type UploadResult } from "@/components/chat/tools/upload";

const render = (locale: "sq" | "en", node: React.ReactNode) =>
  renderToStaticMarkup(
    <WithMessages locale={locale}>
      {node}
    </WithMessages>,
  );

describe("ComposerTools: a toolbar of named buttons (spec 3 §2 emoji, gallery, camera, voice recorder, location)", () => {
  const tools = (locale: "sq" | "en") => render(locale, <ComposerTools channelId="c1" onSend={async () => undefined} onEmoji={() => undefined} />);

  it("names every tool in Albanian and in English", () => {
    const html = tools("sq");
    expect(html).toContain('role="toolbar"');
    for (const key of ["emoji", "gallery", "camera", "voice", "location"] as const) {
      expect(html).toContain(`aria-label="${sq.chatTools[key]}"`);
      expect(tools("en")).toContain(`aria-label="${en.chatTools[key]}"`);
    }
  });

  it("the photo inputs accept jpeg and png only; the camera input asks for the back camera", () => {
    const inputs = tools("en").match(/<input[^>]*>/g) ?? [];
    expect(inputs).toHaveLength(2);
    for (const input of inputs) expect(input).toContain('accept="image/jpeg,image/png"');
    expect(inputs.filter((i) => i.includes('capture="environment"'))).toHaveLength(1);
    expect(inputs.filter((i) => i.includes("multiple"))).toHaveLength(1);
  });

  it("disabled: every tool waits", () => {
    const html = render("en", <ComposerTools channelId="c1" disabled onSend={async () => undefined} onEmoji={() => undefined} />);
    expect(html.match(/<button[^>]*disabled=""/g)).toHaveLength(5);
  });
});

describe("photos are all or nothing: a message never leaves with part of them", () => {
  const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46]).toString("base64");
  const TEXT = Buffer.from("just some text").toString("base64");
  const files = (n: number) => Array.from({ length: n }, (_, i) => new Blob([String(i)]));
  const fakeUpload = (fail?: number) => {
    const calls: string[] = [];
    const upload = async (image: string): Promise<UploadResult> => {
      calls.push(image);
      return calls.length === fail ? { ok: false, message: "Skedari është shumë i madh." } : { ok: true, url: `u${calls.length}` };
    };
    return { calls, upload };
  };

  it("every photo uploaded: their URLs in order", async () => {
    const { calls, upload } = fakeUpload();
    expect(await uploadPhotos(files(3), async () => JPEG, upload)).toEqual({ ok: true, urls: ["u1", "u2", "u3"] });
    expect(calls).toHaveLength(3);
  });

  it("the second upload refused: the server's (translated) message, and the third photo is not even sent", async () => {
    const { calls, upload } = fakeUpload(2);
    expect(await uploadPhotos(files(3), async () => JPEG, upload)).toEqual({ ok: false, reason: "upload", message: "Skedari është shumë i madh." });
    expect(calls).toHaveLength(2);
  });

  it("a file whose bytes are not a jpeg or png stops before its upload; an unreadable one too", async () => {
    const { calls, upload } = fakeUpload();
    let n = 0;
    expect(await uploadPhotos(files(2), async () => (n++ === 0 ? JPEG : TEXT), upload)).toEqual({ ok: false, reason: "type" });
    expect(calls).toHaveLength(1);
    const failing = async () => Promise.reject(new Error("read"));
    expect(await uploadPhotos(files(1), failing, upload)).toEqual({ ok: false, reason: "unreadable" });
  });
});
