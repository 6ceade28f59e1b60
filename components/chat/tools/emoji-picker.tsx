"use client";

import { useId, useRef, useState, type KeyboardEvent } from "react";
import { useTranslations } from "@/lib/i18n/client";
import { Modal, ModalHeader } from "@/components/ui/modal";

// spec 3 §2 emoji picker: a small built-in set (faces and food), no emoji library in the bundle.
export const EMOJI = [
  "😀", "😂", "😊", "😍", "😘", "😎", "🤔", "😋", "🤤", "😅", "😢", "😮", "😡", "👍", "👎", "👏", "🙏", "❤️", "🔥", "🎉",
  "🍕", "🍔", "🍟", "🌭", "🌮", "🌯", "🥙", "🍣", "🍜", "🍝", "🥗", "🍗", "🥩", "🍰", "🍦", "🍩", "☕", "🍺", "🍷", "🥤",
] as const;
const COLUMNS = 8;

/** A grid of emoji buttons: arrow keys move between them (one tab stop), Enter or a click inserts one. */
export function EmojiPicker({ open, onPick, onClose }: { open: boolean; onPick: (emoji: string) => void; onClose: () => void }) {
  const t = useTranslations("chatTools");
  const titleId = useId();
  const grid = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(0);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const buttons = [...(grid.current?.querySelectorAll("button") ?? [])];
    const at = active;
    const step = { ArrowRight: 1, ArrowLeft: -1, ArrowDown: COLUMNS, ArrowUp: -COLUMNS, Home: -at, End: buttons.length - 1 - at }[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const next = Math.min(buttons.length - 1, Math.max(0, at + step));
    setActive(next);
    buttons[next]?.focus();
  }

  return (
    <Modal open={open} onClose={onClose} labelledBy={titleId} className="w-[min(24rem,calc(100vw-1.5rem))]">
      <div className="p-5">
        <ModalHeader id={titleId} title={t("emojiTitle")} onClose={onClose} />
        <div ref={grid} role="group" aria-labelledby={titleId} onKeyDown={onKeyDown} className="mt-4 grid grid-cols-8 gap-1">
          {EMOJI.map((emoji, i) => (
            <button
              key={emoji}
              type="button"
              tabIndex={i === active ? 0 : -1}
              autoFocus={i === 0}
              className="grid aspect-square place-items-center rounded-lg text-2xl hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-brand-600"
              onFocus={() => setActive(i)}
              onClick={() => onPick(emoji)}
            >
              {emoji}
            </button>
          ))}
        </div>
      </div>
    </Modal>
  );
}
