// The chat composer's attachment rules (spec 3 §2 Conversation, §9 limits) as pure functions: shared by the browser
// (checks before an upload) and the BFF upload routes (the same checks again, never trusting the browser).

/** spec 3 §9: "Image thumbnails 45 px with 5 px gaps and a +N overflow tile". */
export const THUMB_SIZE = 45;
export const THUMB_GAP = 5;
/** spec 3 §9: "Maximum chat width 450 px minus 130": the widest a bubble's thumbnail row gets. */
export const CHAT_MAX_WIDTH = 450 - 130;
/** spec 3 §9: "chat map default zoom 12 centred on the capital". */
export const CHAT_MAP_ZOOM = 12;

/** spec 3 §2: "Image file picker accepts jpeg and png". */
export const IMAGE_TYPES = ["image/jpeg", "image/png"] as const;
export const IMAGE_ACCEPT = IMAGE_TYPES.join(",");
/** Our cap for one photo: 5 MB, i.e. under 7 MB of base64 text, well under the product API's 12 MB body limit. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** Photos in one message: one message, one row of thumbnails and a +N tile; more is a second message. */
export const MAX_IMAGES_PER_MESSAGE = 10;
/** A voice note's cap: recording stops by itself at 5 minutes, and its file may not pass 5 MB. */
export const MAX_VOICE_SECONDS = 5 * 60;
export const MAX_AUDIO_BYTES = 5 * 1024 * 1024;
/** Base64 text the BFF accepts for a file of `bytes` (4 characters per 3 bytes) plus a data: URL prefix. */
export const base64Limit = (bytes: number) => Math.ceil(bytes / 3) * 4 + 64;

/** How many thumbnails a row shows and what the "+N" tile says (0: no tile). */
export interface ThumbnailLayout {
  visible: number;
  overflow: number;
}

/**
 * spec 3 §9: as many 45 px thumbnails with 5 px gaps as fit the chat's width; when there are more, the last slot
 * becomes a "+N" tile counting the photos not shown.
 */
export function thumbnailLayout(count: number, width = CHAT_MAX_WIDTH): ThumbnailLayout {
  const total = Math.max(0, Math.floor(count));
  const slots = Math.max(1, Math.floor((width + THUMB_GAP) / (THUMB_SIZE + THUMB_GAP)));
  if (total <= slots) return { visible: total, overflow: 0 };
  const visible = slots - 1;
  return { visible, overflow: total - visible };
}

export type FileProblem = "type" | "size" | "count";

/** spec 3 §2: jpeg or png only, and our size cap; null when the picked file may be uploaded. */
export function imageFileProblem(file: { type: string; size: number }): FileProblem | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return "type";
  if (file.size <= 0 || file.size > MAX_IMAGE_BYTES) return "size";
  return null;
}

/** The first problem among the picked photos (all or nothing: a message never leaves with part of them). */
export function imageSelectionProblem(files: ReadonlyArray<{ type: string; size: number }>): FileProblem | null {
  if (files.length > MAX_IMAGES_PER_MESSAGE) return "count";
  for (const file of files) {
    const problem = imageFileProblem(file);
    if (problem) return problem;
  }
  return null;
}

export type ImageKind = "jpeg" | "png";

/** The picture's real type from its first bytes (JPEG FF D8 FF, PNG's 8-byte signature): a renamed file is refused. */
export function sniffImage(bytes: ArrayLike<number>): ImageKind | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= 8 && png.every((b, i) => bytes[i] === b)) return "png";
  return null;
}

export type AudioKind = "mp4" | "ogg";

/** spec 3 §9 "Audio file type is mp4 or ogg", from the first bytes: an MP4 box "ftyp" at offset 4, or "OggS". */
export function sniffAudio(bytes: ArrayLike<number>): AudioKind | null {
  const at = (offset: number, text: string) => [...text].every((c, i) => bytes[offset + i] === c.charCodeAt(0));
  if (bytes.length >= 8 && at(4, "ftyp")) return "mp4";
  if (bytes.length >= 4 && at(0, "OggS")) return "ogg";
  return null;
}

const DATA_URL = /^data:([a-z0-9.+/-]+)(;[a-z0-9=.+-]+)*;base64,/i;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** The bare base64 of a string that may start with a data: URL prefix; null when it is not base64 at all. */
export function bareBase64(value: string): string | null {
  const bare = value.replace(DATA_URL, "").replace(/\s+/g, "");
  if (!bare || bare.length % 4 === 1 || !BASE64.test(bare)) return null;
  return bare;
}

/** Bytes a bare base64 string decodes to. */
export function base64Bytes(bare: string): number {
  const padding = bare.endsWith("==") ? 2 : bare.endsWith("=") ? 1 : 0;
  return Math.floor((bare.length * 3) / 4) - padding;
}

/** The first `count` bytes of a bare base64 string, enough to sniff its type without decoding all of it. */
export function base64Head(bare: string, count = 16): Uint8Array {
  const chunk = bare.slice(0, Math.ceil(count / 3) * 4);
  const binary = atob(chunk.length % 4 === 0 ? chunk : chunk.slice(0, chunk.length - (chunk.length % 4)));
  return Uint8Array.from(binary.slice(0, count), (c) => c.charCodeAt(0));
}

/** spec 3 §9 "Audio file type is mp4 or ogg": the recorder's format, mp4 first (Safari, Chrome), else ogg (Firefox). */
export function pickAudioFormat(isTypeSupported: (mime: string) => boolean): { mime: string; type: AudioKind } | null {
  for (const [mime, type] of [["audio/mp4", "mp4"], ["audio/ogg;codecs=opus", "ogg"], ["audio/ogg", "ogg"]] as const) {
    try {
      if (isTypeSupported(mime)) return { mime, type };
    } catch {
      /* an old browser throwing on an unknown type: try the next */
    }
  }
  return null;
}

/** A recording's running time and a voice note's length as mm:ss (65 s → "01:05"); never negative. */
export function formatDuration(seconds: number): string {
  const total = Number.isFinite(seconds) ? Math.max(0, Math.floor(seconds)) : 0;
  const mm = Math.floor(total / 60);
  return `${String(mm).padStart(2, "0")}:${String(total % 60).padStart(2, "0")}`;
}

/** Slide-left-to-cancel on touch: the finger moved this far left of where it started. */
export const SLIDE_CANCEL_PX = 80;
export function slideCancels(startX: number, x: number, threshold = SLIDE_CANCEL_PX): boolean {
  return startX - x >= threshold;
}
