"use client";

import { useId, useState, type KeyboardEvent } from "react";
import { formatCoordinates } from "@/lib/format/number";
import { useLocale, useTranslations } from "@/lib/i18n/client";
import { ApiImage } from "@/components/ui/api-image";
import { ChevronLeftIcon } from "@/components/ui/icons/chevron-left";
import { ChevronRightIcon } from "@/components/ui/icons/chevron-right";
import { PinIcon } from "@/components/ui/icons/map-pin";
import { Modal, ModalHeader } from "@/components/ui/modal";
import { THUMB_GAP, THUMB_SIZE, formatDuration, thumbnailLayout } from "@/lib/chat/attachments";
import { openStreetMapUrl } from "@/lib/content/map";
import type { ChatAudio, ChatMapPoint, ChatMessage } from "@/lib/chat/types";
import { ChatMap } from "./chat-map";

/** Zoom of the location viewer: the street around the shared point (the picker opens on the whole city, spec 3 §9). */
const VIEWER_ZOOM = 15;

/** A message's photos, voice note and location as its bubble shows them; nothing when it has none. */
export function MessageAttachments({ message }: { message: ChatMessage }) {
  const images = message.images ?? [];
  if (images.length === 0 && !message.audio && !message.map) return null;
  return (
    <div className="flex flex-col gap-2">
      {images.length > 0 && <ImageThumbnails images={images} />}
      {message.audio && <VoiceNotePlayer audio={message.audio} />}
      {message.map && <LocationCard point={message.map} />}
    </div>
  );
}

/** spec 3 §9: 45 px thumbnails with 5 px gaps, then a "+N" tile; any of them opens the photos full size. */
function ImageThumbnails({ images }: { images: string[] }) {
  const t = useTranslations("chatTools");
  const [open, setOpen] = useState<number | null>(null);
  const { visible, overflow } = thumbnailLayout(images.length);
  const tile = { width: THUMB_SIZE, height: THUMB_SIZE };
  return (
    <>
      <ul className="flex flex-wrap" style={{ gap: THUMB_GAP }} aria-label={t("photos")}>
        {images.slice(0, visible).map((src, i) => (
          <li key={`${i}-${src}`}>
            <button type="button" className="block overflow-hidden rounded-md focus-visible:outline-2 focus-visible:outline-brand-500" style={tile} aria-label={t("photo", { index: i + 1, total: images.length })} onClick={() => setOpen(i)}>
              <ApiImage src={src} alt="" width={THUMB_SIZE} height={THUMB_SIZE} sizes={`${THUMB_SIZE}px`} className="size-full object-cover" />
            </button>
          </li>
        ))}
        {overflow > 0 && (
          <li>
            <button type="button" className="grid place-items-center rounded-md bg-gray-800 text-sm font-bold text-white focus-visible:outline-2 focus-visible:outline-brand-500" style={tile} aria-label={t("morePhotos", { count: overflow })} onClick={() => setOpen(visible)}>
              +{overflow}
            </button>
          </li>
        )}
      </ul>
      <Lightbox images={images} index={open} onIndex={setOpen} />
    </>
  );
}

function Lightbox({ images, index, onIndex }: { images: string[]; index: number | null; onIndex: (i: number | null) => void }) {
  const t = useTranslations("chatTools");
  const titleId = useId();
  const at = index ?? 0;
  const go = (step: number) => onIndex((at + step + images.length) % images.length);
  const onKeyDown = (e: KeyboardEvent) => {
    if (images.length < 2) return;
    if (e.key === "ArrowLeft") go(-1);
    else if (e.key === "ArrowRight") go(1);
  };
  return (
    <Modal open={index !== null} onClose={() => onIndex(null)} labelledBy={titleId} className="w-[min(56rem,calc(100vw-1.5rem))]">
      <div className="p-4" onKeyDown={onKeyDown}>
        <ModalHeader id={titleId} title={t("photo", { index: at + 1, total: images.length })} onClose={() => onIndex(null)} />
        <div className="mt-3 grid place-items-center">
          <ApiImage src={images[at]} alt={t("photo", { index: at + 1, total: images.length })} width={1200} height={1200} sizes="(min-width: 57.5rem) 54rem, calc(100vw - 3.5rem)" className="max-h-[70dvh] w-auto max-w-full rounded-xl object-contain" />
        </div>
        {images.length > 1 && (
          <div className="mt-3 flex justify-between">
            <button type="button" className="icon-btn" aria-label={t("previous")} onClick={() => go(-1)}>
              <ChevronLeftIcon className="size-6" />
            </button>
            <button type="button" className="icon-btn" aria-label={t("next")} onClick={() => go(1)}>
              <ChevronRightIcon className="size-6" />
            </button>
          </div>
        )}
      </div>
    </Modal>
  );
}

/** A voice note: the browser's own player (keyboard accessible) and its length. */
function VoiceNotePlayer({ audio }: { audio: ChatAudio }) {
  const t = useTranslations("chatTools");
  const duration = formatDuration(audio.duration);
  return (
    <div className="flex items-center gap-2">
      <audio controls preload="metadata" src={audio.url} aria-label={t("voiceNote", { duration })} className="h-10 w-60 max-w-full" />
      <span className="text-xs text-gray-600 tabular-nums" aria-hidden="true">
        {duration}
      </span>
    </div>
  );
}

/** spec 3 §2 location viewer: a card in the bubble (no map code in the list); the map loads when it opens. */
function LocationCard({ point }: { point: ChatMapPoint }) {
  const t = useTranslations("chatTools");
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const locale = useLocale();
  const { latitude, longitude } = point.coords;
  return (
    <>
      <button type="button" className="flex w-60 max-w-full items-center gap-3 rounded-xl border border-gray-200 bg-white p-3 text-left text-ink hover:bg-gray-50" aria-label={t("openLocation")} onClick={() => setOpen(true)}>
        <span className="grid size-10 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-700">
          <PinIcon className="size-5" />
        </span>
        <span className="min-w-0">
          <span className="block font-semibold">{t("sharedLocation")}</span>
          <span className="block truncate text-xs text-gray-600">{point.type === "current" ? t("currentLocation") : t("pinnedPlace")}</span>
        </span>
      </button>
      <Modal open={open} onClose={() => setOpen(false)} labelledBy={titleId} className="w-[min(48rem,calc(100vw-1.5rem))]">
        <div className="p-6">
          <ModalHeader id={titleId} title={t("sharedLocation")} onClose={() => setOpen(false)} />
          <div className="mt-4 h-80 overflow-hidden rounded-2xl bg-gray-100">
            {open && <ChatMap latitude={latitude} longitude={longitude} zoom={VIEWER_ZOOM} label={t("sharedLocation")} />}
          </div>
          <p className="mt-3 flex flex-wrap items-center justify-between gap-2 text-sm text-gray-700">
            <span className="tabular-nums">
              {formatCoordinates(latitude, longitude, locale)}
            </span>
            <a className="font-semibold text-brand-700 underline" href={openStreetMapUrl(latitude, longitude)} target="_blank" rel="noopener noreferrer">
              {t("openInOsm")}
            </a>
          </p>
        </div>
      </Modal>
    </>
  );
}
