import "server-only";
import { z } from "zod";
import { apiFetch, type ApiContext } from "./client";
import { flag } from "./schemas/primitives";

// ADR 0013 product API contract: chat photos and voice notes are uploaded as base64 and come back as a URL that a
// message then carries (spec 3 §3 Message images[] and audio.url).

/** `{ success, url }`: only an answer with a URL is a success. */
export const chatUploadSchema = z.object({ success: flag.optional(), url: z.string().trim().min(1) });
export type ChatUpload = z.infer<typeof chatUploadSchema>;

/** POST chats/upload-image { image } (bare base64 jpeg/png): 415 other types, 413 too large. */
export function uploadChatImage(ctx: ApiContext, image: string) {
  return apiFetch("chats/upload-image", { method: "POST", ctx, schema: chatUploadSchema, body: { image } });
}

/** POST chats/upload-audio { audio, type } (bare base64; spec 3 §9 "Audio file type is mp4 or ogg"). */
export function uploadChatAudio(ctx: ApiContext, audio: string, type: "mp4" | "ogg") {
  return apiFetch("chats/upload-audio", { method: "POST", ctx, schema: chatUploadSchema, body: { audio, type } });
}
