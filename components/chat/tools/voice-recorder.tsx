"use client";

import { useCallback, useEffect, useRef, useState, type PointerEvent } from "react";
import { useTranslations } from "@/lib/i18n/client";
import { SendIcon } from "@/components/ui/icons/send-horizontal";
import { TrashIcon } from "@/components/ui/icons/trash";
import { MAX_VOICE_SECONDS, formatDuration, pickAudioFormat, slideCancels, type AudioKind } from "@/lib/chat/attachments";

/** Why recording could not start (spec 3 §5 "unavailable recorder shows an audio-not-supported alert"; §8 microphone). */
export type RecorderProblem = "notSupported" | "microphone";

export interface VoiceNote {
  blob: Blob;
  type: AudioKind;
  /** Whole seconds, at least 1. */
  duration: number;
}

/**
 * spec 3 §2 voice recorder: MediaRecorder in mp4 (else ogg), a running clock, cancel, and stop-and-send. Stops by
 * itself after MAX_VOICE_SECONDS. The microphone is released whenever recording ends, however it ends.
 */
export function useVoiceRecorder({ onNote, onProblem }: { onNote: (note: VoiceNote) => void; onProblem: (problem: RecorderProblem) => void }) {
  const [recording, setRecording] = useState(false);
  const [elapsed, setElapsed] = useState(0);
  const session = useRef<{ recorder: MediaRecorder; stream: MediaStream; started: number; keep: boolean; timer: number } | null>(null);
  const callbacks = useRef({ onNote, onProblem });
  useEffect(() => {
    callbacks.current = { onNote, onProblem };
  });

  // Bumped by every cancel: a microphone granted after the user cancelled or left the conversation is released at once.
  const generation = useRef(0);

  const finish = useCallback((keep: boolean) => {
    if (!keep) generation.current += 1;
    const current = session.current;
    if (!current) return;
    current.keep = keep;
    window.clearInterval(current.timer);
    if (current.recorder.state !== "inactive") return current.recorder.stop();
    // The recorder already ended on its own (an error): nothing to send, only the microphone to free.
    session.current = null;
    current.stream.getTracks().forEach((track) => track.stop());
    setRecording(false);
    setElapsed(0);
  }, []);

  const begin = useCallback(async () => {
    const format = typeof MediaRecorder === "undefined" ? null : pickAudioFormat((mime) => MediaRecorder.isTypeSupported(mime));
    if (!navigator.mediaDevices?.getUserMedia || !format) return callbacks.current.onProblem("notSupported");
    const ticket = generation.current;
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
      if (ticket !== generation.current) return stream.getTracks().forEach((track) => track.stop());
    } catch {
      // NotAllowedError (refused), NotFoundError (no microphone), NotReadableError (in use): the settings alert.
      return callbacks.current.onProblem("microphone");
    }
    let recorder: MediaRecorder;
    try {
      recorder = new MediaRecorder(stream, { mimeType: format.mime });
    } catch {
      stream.getTracks().forEach((track) => track.stop());
      return callbacks.current.onProblem("notSupported");
    }
    const chunks: Blob[] = [];
    recorder.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    };
    recorder.onstop = () => {
      const done = session.current;
      session.current = null;
      stream.getTracks().forEach((track) => track.stop());
      setRecording(false);
      setElapsed(0);
      if (!done?.keep) return;
      const duration = Math.min(MAX_VOICE_SECONDS, Math.round((Date.now() - done.started) / 1000));
      // A tap shorter than a second is a slip, not a message.
      if (duration < 1 || chunks.length === 0) return;
      callbacks.current.onNote({ blob: new Blob(chunks, { type: format.mime.split(";")[0] }), type: format.type, duration });
    };
    const started = Date.now();
    const timer = window.setInterval(() => {
      const seconds = (Date.now() - started) / 1000;
      setElapsed(seconds);
      if (seconds >= MAX_VOICE_SECONDS) finish(true);
    }, 250);
    session.current = { recorder, stream, started, keep: false, timer };
    recorder.start(1000);
    setRecording(true);
  }, [finish]);

  const starting = useRef(false);
  const start = useCallback(async () => {
    // A double tap while the browser asks for the microphone must not open two recordings.
    if (session.current || starting.current) return;
    starting.current = true;
    try {
      await begin();
    } finally {
      starting.current = false;
    }
  }, [begin]);

  // Leaving the conversation mid-recording drops the note and frees the microphone.
  useEffect(() => () => finish(false), [finish]);

  const cancel = useCallback(() => finish(false), [finish]);
  const stop = useCallback(() => finish(true), [finish]);
  return { recording, elapsed, start, cancel, stop };
}

/** The composer's row while recording: a red dot and the clock, cancel (or slide left on touch), stop-and-send. */
export function RecorderBar({ elapsed, onCancel, onStop }: { elapsed: number; onCancel: () => void; onStop: () => void }) {
  const t = useTranslations("chatTools");
  const slide = useRef<{ x: number; id: number } | null>(null);
  const [offset, setOffset] = useState(0);

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if (e.pointerType === "touch") slide.current = { x: e.clientX, id: e.pointerId };
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    if (!slide.current || slide.current.id !== e.pointerId) return;
    setOffset(Math.min(0, e.clientX - slide.current.x));
    if (slideCancels(slide.current.x, e.clientX)) {
      slide.current = null;
      setOffset(0);
      onCancel();
    }
  };
  const endSlide = () => {
    slide.current = null;
    setOffset(0);
  };

  return (
    <div
      className="flex w-full touch-pan-y items-center gap-3 rounded-full bg-red-50 px-3 py-1"
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={endSlide}
      onPointerCancel={endSlide}
    >
      <button type="button" className="icon-btn text-red-700" aria-label={t("cancelRecording")} onClick={onCancel}>
        <TrashIcon className="size-5" />
      </button>
      <span className="size-2.5 shrink-0 animate-pulse rounded-full bg-red-600" aria-hidden="true" />
      <span role="timer" aria-label={t("recording")} className="font-mono text-sm tabular-nums">
        {formatDuration(elapsed)}
      </span>
      <span className="min-w-0 flex-1 truncate text-sm text-gray-600 transition-transform" style={{ transform: `translateX(${offset}px)` }}>
        ‹ {t("slideToCancel")}
      </span>
      <button type="button" className="icon-btn bg-brand-700 text-white hover:bg-brand-800" aria-label={t("stopAndSend")} onClick={onStop} autoFocus>
        <SendIcon className="size-5" />
      </button>
    </div>
  );
}
