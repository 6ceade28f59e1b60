"use client";
// Composer attachments (spec 3 §2 Conversation: emoji picker, camera/gallery images, voice recorder, location
// sharing) and how a message's attachments are shown (images 45 px with +N, audio player, location viewer).
// The conversation's composer mounts <ComposerTools>, each message bubble mounts <MessageAttachments>.
import { useEffect, useState } from "react";
import { useTranslations } from "@/lib/i18n/client";
import { AlertDialog, useAlert } from "@/components/ui/alert-dialog";
import { MicIcon } from "@/components/ui/icons/mic";
import { PinIcon } from "@/components/ui/icons/map-pin";
import { SmileIcon } from "@/components/ui/icons/face-slightly-smiling";
import { MAX_AUDIO_BYTES, MAX_IMAGE_BYTES, MAX_IMAGES_PER_MESSAGE, imageSelectionProblem } from "@/lib/chat/attachments";
import type { ChatDraft, ChatMapPoint } from "@/lib/chat/types";
import { EmojiPicker } from "./tools/emoji-picker";
import { ImagePickerButtons } from "./tools/image-picker";
import { LocationPicker } from "./tools/location-picker";
import { readBase64, uploadPhotos, uploadToChat } from "./tools/upload";
import { RecorderBar, useVoiceRecorder, type VoiceNote } from "./tools/voice-recorder";

export { MessageAttachments } from "./tools/message-attachments";

export interface ComposerToolsProps {
  channelId: string;
  /** Sends a message made of attachments; resolves when the server accepted it. */
  onSend(draft: ChatDraft): Promise<void>;
  /** Inserts an emoji into the text being typed (the emoji picker). */
  onEmoji(emoji: string): void;
  disabled?: boolean;
}

const MB = (bytes: number) => bytes / (1024 * 1024);

/** The row of attachment buttons beside the message field; while a voice note records, the recorder takes the row. */
export function ComposerTools({ channelId, onSend, onEmoji, disabled = false }: ComposerToolsProps) {
  const t = useTranslations("chatTools");
  const tl = useTranslations("location");
  const alerts = useAlert();
  const [panel, setPanel] = useState<"emoji" | "location" | null>(null);
  /** What is being sent: the status line says so and every tool waits. */
  const [sending, setSending] = useState<{ kind: "photos"; total: number } | { kind: "voice" } | { kind: "location" } | null>(null);
  const busy = disabled || sending !== null;

  // Sends one message; a refusal of the message itself (not of an upload) gets the generic "not sent" alert.
  async function send(draft: ChatDraft): Promise<boolean> {
    try {
      await onSend(draft);
      return true;
    } catch {
      alerts.sorry(t("sendFailed"));
      return false;
    }
  }

  async function sendPhotos(files: File[]) {
    const problem = imageSelectionProblem(files);
    if (problem === "type") return alerts.attention(t("imageType"));
    if (problem === "size") return alerts.attention(t("imageSize", { mb: MB(MAX_IMAGE_BYTES) }));
    if (problem === "count") return alerts.attention(t("imageCount", { max: MAX_IMAGES_PER_MESSAGE }));
    setSending({ kind: "photos", total: files.length });
    try {
      const result = await uploadPhotos(files);
      if (result.ok) await send({ images: result.urls });
      else if (result.reason === "type") alerts.attention(t("imageType"));
      else alerts.sorry((result.reason === "upload" && result.message) || t("uploadFailed"));
    } finally {
      setSending(null);
    }
  }

  async function sendVoice(note: VoiceNote) {
    if (note.blob.size > MAX_AUDIO_BYTES) return alerts.attention(t("audioSize", { mb: MB(MAX_AUDIO_BYTES) }));
    setSending({ kind: "voice" });
    try {
      let audio: string;
      try {
        audio = await readBase64(note.blob);
      } catch {
        return alerts.sorry(t("uploadFailed"));
      }
      const uploaded = await uploadToChat("/api/chat/upload-audio", { audio, type: note.type });
      if (!uploaded.ok) return alerts.sorry(uploaded.message ?? t("uploadFailed"));
      await send({ audio: { url: uploaded.url, duration: note.duration, fileSize: note.blob.size } });
    } finally {
      setSending(null);
    }
  }

  async function sendLocation(map: ChatMapPoint) {
    setSending({ kind: "location" });
    try {
      if (await send({ map })) setPanel(null);
    } finally {
      setSending(null);
    }
  }

  const recorder = useVoiceRecorder({
    onNote: (note) => void sendVoice(note),
    onProblem: (problem) => alerts.attention(problem === "microphone" ? t("microphoneUnavailable") : t("audioNotSupported")),
  });

  // Another conversation opened mid-recording: that note was meant for the previous one, so it is dropped.
  const { cancel } = recorder;
  useEffect(() => cancel, [channelId, cancel]);

  return (
    <div className="flex min-w-0 flex-col gap-1">
      {recorder.recording ? (
        <RecorderBar elapsed={recorder.elapsed} onCancel={recorder.cancel} onStop={recorder.stop} />
      ) : (
        <div role="toolbar" aria-label={t("tools")} className="flex items-center gap-0.5">
          <button type="button" className="icon-btn" aria-label={t("emoji")} title={t("emoji")} disabled={disabled} onClick={() => setPanel("emoji")}>
            <SmileIcon className="size-5" />
          </button>
          <ImagePickerButtons disabled={busy} onFiles={(files) => void sendPhotos(files)} onNoCamera={() => alerts.attention(t("noCamera"))} />
          <button type="button" className="icon-btn" aria-label={t("voice")} title={t("voice")} disabled={busy} onClick={() => void recorder.start()}>
            <MicIcon className="size-5" />
          </button>
          <button type="button" className="icon-btn" aria-label={t("location")} title={t("location")} disabled={busy} onClick={() => setPanel("location")}>
            <PinIcon className="size-5" />
          </button>
        </div>
      )}
      <p role="status" className={sending && sending.kind !== "location" ? "text-xs text-gray-600" : "sr-only"}>
        {sending?.kind === "photos" ? t("uploadingPhotos", { total: sending.total }) : sending?.kind === "voice" ? t("uploadingVoice") : ""}
      </p>
      <EmojiPicker
        open={panel === "emoji"}
        onClose={() => setPanel(null)}
        onPick={(emoji) => {
          onEmoji(emoji);
          setPanel(null);
        }}
      />
      <LocationPicker
        open={panel === "location"}
        busy={sending !== null}
        onClose={() => setPanel(null)}
        onShare={(map) => void sendLocation(map)}
        onUnavailable={() => {
          setPanel(null);
          alerts.attention(tl("unavailable"));
        }}
      />
      <AlertDialog alert={alerts.alert} onClose={alerts.close} />
    </div>
  );
}
