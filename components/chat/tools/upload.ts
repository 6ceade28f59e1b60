import { bffRequest } from "@/lib/client/bff";
import { bareBase64, base64Head, sniffImage } from "@/lib/chat/attachments";

/** A file's bytes as bare base64 (the upload contract of ADR 0013). */
export function readBase64(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const bare = typeof reader.result === "string" ? bareBase64(reader.result) : null;
      if (bare) resolve(bare);
      else reject(new Error("unreadable file"));
    };
    reader.onerror = () => reject(reader.error ?? new Error("unreadable file"));
    reader.readAsDataURL(blob);
  });
}

export type UploadResult = { ok: true; url: string } | { ok: false; message: string | null };

/** Uploads through the BFF (the browser never talks to the product API); the failure text is already translated. */
export async function uploadToChat(path: "/api/chat/upload-image" | "/api/chat/upload-audio", body: Record<string, string>): Promise<UploadResult> {
  const result = await bffRequest<{ url?: unknown }>(path, { method: "POST", body });
  if (result.ok && typeof result.data?.url === "string" && result.data.url) return { ok: true, url: result.data.url };
  return { ok: false, message: result.ok ? null : result.error };
}

export type PhotosResult = { ok: true; urls: string[] } | { ok: false; reason: "type" | "unreadable" } | { ok: false; reason: "upload"; message: string | null };

/**
 * Uploads the picked photos one after the other, all or nothing: the first unreadable file, file that is not really
 * a jpeg or png (by its bytes), or refused upload stops the rest, and the caller sends no message at all.
 */
export async function uploadPhotos(
  files: readonly Blob[],
  read: (file: Blob) => Promise<string> = readBase64,
  upload: (image: string) => Promise<UploadResult> = (image) => uploadToChat("/api/chat/upload-image", { image }),
): Promise<PhotosResult> {
  const urls: string[] = [];
  for (const file of files) {
    let image: string;
    try {
      image = await read(file);
    } catch {
      return { ok: false, reason: "unreadable" };
    }
    if (!sniffImage(base64Head(image))) return { ok: false, reason: "type" };
    const uploaded = await upload(image);
    if (!uploaded.ok) return { ok: false, reason: "upload", message: uploaded.message };
    urls.push(uploaded.url);
  }
  return { ok: true, urls };
}
