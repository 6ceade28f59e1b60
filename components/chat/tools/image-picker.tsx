"use client";

import { useRef, type ChangeEvent } from "react";
import { useTranslations } from "@/lib/i18n/client";
import { CameraIcon } from "@/components/ui/icons/camera";
import { ImageIcon } from "@/components/ui/icons/image";
import { IMAGE_ACCEPT } from "@/lib/chat/attachments";

/**
 * spec 3 §2 camera and gallery: two hidden file inputs behind icon buttons, jpeg and png only. The camera input asks
 * for the back camera (`capture`); when the device has no camera at all we say so instead of opening a file picker.
 */
export function ImagePickerButtons({ disabled, onFiles, onNoCamera }: { disabled: boolean; onFiles: (files: File[]) => void; onNoCamera: () => void }) {
  const t = useTranslations("chatTools");
  const gallery = useRef<HTMLInputElement>(null);
  const camera = useRef<HTMLInputElement>(null);

  const picked = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    // Cleared at once: picking the same photo again must fire change again.
    event.target.value = "";
    if (files.length > 0) onFiles(files);
  };

  async function openCamera() {
    // Best effort: enumerateDevices lists kinds even before permission; no "videoinput" means no camera at all.
    try {
      const devices = await navigator.mediaDevices?.enumerateDevices?.();
      if (devices && !devices.some((device) => device.kind === "videoinput")) return onNoCamera();
    } catch {
      /* cannot tell: let the browser's own picker decide */
    }
    camera.current?.click();
  }

  return (
    <>
      <button type="button" className="icon-btn" aria-label={t("gallery")} title={t("gallery")} disabled={disabled} onClick={() => gallery.current?.click()}>
        <ImageIcon className="size-5" />
      </button>
      <button type="button" className="icon-btn" aria-label={t("camera")} title={t("camera")} disabled={disabled} onClick={openCamera}>
        <CameraIcon className="size-5" />
      </button>
      <input ref={gallery} type="file" accept={IMAGE_ACCEPT} multiple hidden tabIndex={-1} onChange={picked} />
      <input ref={camera} type="file" accept={IMAGE_ACCEPT} capture="environment" hidden tabIndex={-1} onChange={picked} />
    </>
  );
}
