import { randomBytes } from "node:crypto";
import type { Db } from "../db/client";
import { uploads } from "../db/schema";

// spec 3 §7 chats/upload-image and chats/upload-audio: base64 in, a URL out. The bytes are kept in the uploads table
// and served keyless under /images/chat/ like the other images (routes/images.ts).

export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const AUDIO_MAX_BYTES = 5 * 1024 * 1024;

export type UploadKind = "image" | "mp4" | "ogg";

export interface Decoded {
  ok: true;
  kind: "image" | "audio";
  mime: "image/jpeg" | "image/png" | "audio/mp4" | "audio/ogg";
  ext: "jpg" | "png" | "m4a" | "ogg";
  bytes: Buffer;
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** The type a file's first bytes say it is (its magic number), whatever the client claimed. */
export function sniff(bytes: Uint8Array): Decoded["mime"] | null {
  const starts = (sig: number[], at = 0) => sig.every((b, i) => bytes[at + i] === b);
  if (starts([0xff, 0xd8, 0xff])) return "image/jpeg";
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (starts([0x4f, 0x67, 0x67, 0x53])) return "audio/ogg"; // "OggS"
  if (starts([0x66, 0x74, 0x79, 0x70], 4)) return "audio/mp4"; // "ftyp" box
  return null;
}

/**
 * Decodes base64 (optionally a data: URL) and checks type and size: an image must be jpeg or png (spec 3 §2 "Image
 * file picker accepts jpeg and png"), a voice note the mp4 or ogg it says it is (§9 "Audio file type is mp4 or ogg").
 */
export function decodeUpload(input: string, expected: UploadKind): Decoded | { ok: false; reason: "type" | "size" } {
  const body = input.replace(/^data:[\w.+/-]+(;[\w=.+-]+)*;base64,/i, "").replace(/\s+/g, "");
  if (!BASE64.test(body) || body.length === 0) return { ok: false, reason: "type" };
  const limit = expected === "image" ? IMAGE_MAX_BYTES : AUDIO_MAX_BYTES;
  if (Math.floor((body.length * 3) / 4) - (body.endsWith("==") ? 2 : body.endsWith("=") ? 1 : 0) > limit) return { ok: false, reason: "size" };
  const bytes = Buffer.from(body, "base64");
  const mime = sniff(bytes);
  if (expected === "image" && (mime === "image/jpeg" || mime === "image/png")) return { ok: true, kind: "image", mime, ext: mime === "image/png" ? "png" : "jpg", bytes };
  if (expected === "ogg" && mime === "audio/ogg") return { ok: true, kind: "audio", mime, ext: "ogg", bytes };
  if (expected === "mp4" && mime === "audio/mp4") return { ok: true, kind: "audio", mime, ext: "m4a", bytes };
  return { ok: false, reason: "type" };
}

/** Stores the upload; answers its path relative to the API's base ("images/chat/<id>.<ext>"). */
export async function storeUpload(db: Db, userId: number | null, file: Decoded, at: Date): Promise<string> {
  const id = randomBytes(12).toString("hex");
  await db.insert(uploads).values({ id, userId, kind: file.kind, mime: file.mime, dataBase64: file.bytes.toString("base64"), createdAt: at });
  return `images/chat/${id}.${file.ext}`;
}
