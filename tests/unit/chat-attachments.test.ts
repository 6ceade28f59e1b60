import { describe, expect, it } from "vitest";
import {
  CHAT_MAX_WIDTH, MAX_IMAGE_BYTES, MAX_IMAGES_PER_MESSAGE, base64Bytes, base64Head, base64Limit, bareBase64, formatDuration,
  imageFileProblem, imageSelectionProblem, pickAudioFormat, slideCancels, sniffAudio, sniffImage, thumbnailLayout,
} from "@/lib/chat/attachments";

const b64 = (bytes: number[]) => Buffer.from(bytes).toString("base64");
const JPEG = [0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52];

describe('spec 3 §9 "Image thumbnails 45 px with 5 px gaps and a +N overflow tile. Maximum chat width 450 px minus 130"', () => {
  it("the widest row is 320 px: six 45 px thumbnails with five 5 px gaps (295 px) fit, a seventh would not", () => {
    expect(CHAT_MAX_WIDTH).toBe(320);
    expect(thumbnailLayout(6)).toEqual({ visible: 6, overflow: 0 });
  });

  it("with more photos than slots the last slot becomes +N, N counting every photo not shown", () => {
    expect(thumbnailLayout(7)).toEqual({ visible: 5, overflow: 2 });
    expect(thumbnailLayout(20)).toEqual({ visible: 5, overflow: 15 });
  });

  it("few photos: all shown, no tile; none: nothing", () => {
    expect(thumbnailLayout(1)).toEqual({ visible: 1, overflow: 0 });
    expect(thumbnailLayout(0)).toEqual({ visible: 0, overflow: 0 });
  });

  it("a narrower bubble holds fewer thumbnails (95 px: two, 94 px: one)", () => {
    expect(thumbnailLayout(3, 95)).toEqual({ visible: 1, overflow: 2 });
    expect(thumbnailLayout(2, 95)).toEqual({ visible: 2, overflow: 0 });
    expect(thumbnailLayout(3, 10)).toEqual({ visible: 0, overflow: 3 });
  });
});

describe('spec 3 §2 "Image file picker accepts jpeg and png" (and our 5 MB cap)', () => {
  it("jpeg and png pass; gif, webp, heic and untyped files are refused by type", () => {
    expect(imageFileProblem({ type: "image/jpeg", size: 1000 })).toBeNull();
    expect(imageFileProblem({ type: "image/png", size: 1000 })).toBeNull();
    for (const type of ["image/gif", "image/webp", "image/heic", ""]) expect(imageFileProblem({ type, size: 1000 })).toBe("type");
  });

  it("an empty file or one over 5 MB is refused by size", () => {
    expect(imageFileProblem({ type: "image/png", size: MAX_IMAGE_BYTES })).toBeNull();
    expect(imageFileProblem({ type: "image/png", size: MAX_IMAGE_BYTES + 1 })).toBe("size");
    expect(imageFileProblem({ type: "image/png", size: 0 })).toBe("size");
  });

  it("a selection is all or nothing: one bad file, or too many files, refuses it", () => {
    const good = { type: "image/jpeg", size: 10 };
    expect(imageSelectionProblem([good, good])).toBeNull();
    expect(imageSelectionProblem([good, { type: "image/gif", size: 10 }])).toBe("type");
    expect(imageSelectionProblem(Array.from({ length: MAX_IMAGES_PER_MESSAGE + 1 }, () => good))).toBe("count");
  });

  it("the real type comes from the first bytes: a text file renamed .jpg is not a picture", () => {
    expect(sniffImage(JPEG)).toBe("jpeg");
    expect(sniffImage(PNG)).toBe("png");
    expect(sniffImage([...Buffer.from("hello world")])).toBeNull();
    expect(sniffImage([0xff, 0xd8])).toBeNull();
  });
});

describe('spec 3 §9 "Audio file type is mp4 or ogg"', () => {
  it("mp4 when the recorder can make it, else ogg, else no recorder at all", () => {
    expect(pickAudioFormat((m) => m === "audio/mp4" || m.startsWith("audio/ogg"))).toEqual({ mime: "audio/mp4", type: "mp4" });
    expect(pickAudioFormat((m) => m === "audio/ogg;codecs=opus")).toEqual({ mime: "audio/ogg;codecs=opus", type: "ogg" });
    expect(pickAudioFormat((m) => m === "audio/ogg")).toEqual({ mime: "audio/ogg", type: "ogg" });
    // Only webm (an old Chrome): the spec's formats are not available.
    expect(pickAudioFormat((m) => m === "audio/webm")).toBeNull();
    expect(
      pickAudioFormat(() => {
        throw new Error("unknown");
      }),
    ).toBeNull();
  });

  it("the file's first bytes say mp4 (ftyp box) or ogg (OggS)", () => {
    expect(sniffAudio([0, 0, 0, 0x1c, ...Buffer.from("ftypM4A ")])).toBe("mp4");
    expect(sniffAudio([...Buffer.from("OggS"), 0, 2])).toBe("ogg");
    expect(sniffAudio([0x1a, 0x45, 0xdf, 0xa3, 0, 0, 0, 0])).toBeNull(); // webm
  });
});

describe("base64 bodies (the upload contract: base64, optionally a data: URL)", () => {
  it("strips a data: URL prefix and refuses what is not base64", () => {
    expect(bareBase64(`data:image/png;base64,${b64(PNG)}`)).toBe(b64(PNG));
    expect(bareBase64(`data:audio/ogg;codecs=opus;base64,${b64([1, 2, 3])}`)).toBe("AQID");
    expect(bareBase64(b64(JPEG))).toBe(b64(JPEG));
    expect(bareBase64("not base64!")).toBeNull();
    expect(bareBase64("")).toBeNull();
  });

  it("counts decoded bytes and reads the head without decoding everything", () => {
    for (const n of [1, 2, 3, 4, 5, 18]) expect(base64Bytes(b64(JPEG.slice(0, n)))).toBe(n);
    expect(sniffImage(base64Head(b64(JPEG)))).toBe("jpeg");
    expect(sniffImage(base64Head(b64(PNG)))).toBe("png");
    expect([...base64Head(b64([1, 2]))]).toEqual([1, 2]);
  });

  it("the BFF's text limit holds the largest allowed file with its prefix", () => {
    const prefix = "data:image/jpeg;base64,";
    expect(Math.ceil(MAX_IMAGE_BYTES / 3) * 4 + prefix.length).toBeLessThanOrEqual(base64Limit(MAX_IMAGE_BYTES));
    expect(base64Limit(MAX_IMAGE_BYTES)).toBeLessThan(7.1 * 1024 * 1024);
  });
});

describe("voice recorder: the running timer as mm:ss and slide-left-to-cancel", () => {
  it("formats seconds as mm:ss, whole seconds, never negative", () => {
    expect(formatDuration(0)).toBe("00:00");
    expect(formatDuration(7.9)).toBe("00:07");
    expect(formatDuration(65)).toBe("01:05");
    expect(formatDuration(300)).toBe("05:00");
    expect(formatDuration(-3)).toBe("00:00");
    expect(formatDuration(Number.NaN)).toBe("00:00");
  });

  it("cancels once the finger moved 80 px to the left, not before, and never to the right", () => {
    expect(slideCancels(300, 221)).toBe(false);
    expect(slideCancels(300, 220)).toBe(true);
    expect(slideCancels(100, 400)).toBe(false);
  });
});
