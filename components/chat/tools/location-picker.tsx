"use client";

import { useId, useState } from "react";
import { formatCoordinates } from "@/lib/format/number";
import { useLocale, useTranslations } from "@/lib/i18n/client";
import { Modal, ModalHeader } from "@/components/ui/modal";
import { CrosshairIcon } from "@/components/ui/icons/locate-fixed";
import { PinIcon } from "@/components/ui/icons/map-pin";
import { TIRANA } from "@/lib/brand";
import { CHAT_MAP_ZOOM } from "@/lib/chat/attachments";
import type { ChatMapPoint } from "@/lib/chat/types";
import { GEOLOCATION_TIMEOUT_MS } from "@/lib/location/startup";
import { ChatMap } from "./chat-map";

export interface LocationPickerProps {
  open: boolean;
  busy: boolean;
  onClose: () => void;
  /** Sends the point; the modal closes once it was sent. */
  onShare: (map: ChatMapPoint) => void;
  /** spec 3 §5: "unavailable location shows a location-unavailable alert". */
  onUnavailable: () => void;
}

/** spec 3 §2 location sharing options: the current location, or a pin placed on the map. */
export function LocationPicker({ open, busy, onClose, onShare, onUnavailable }: LocationPickerProps) {
  const t = useTranslations("chatTools");
  const titleId = useId();
  const [step, setStep] = useState<"choose" | "map">("choose");
  const [locating, setLocating] = useState(false);
  // spec 3 §9: "chat map default zoom 12 centred on the capital … Default location Tirana".
  const [pin, setPin] = useState<{ latitude: number; longitude: number }>(TIRANA);
  const [centre, setCentre] = useState<{ latitude: number; longitude: number }>(TIRANA);

  const close = () => {
    setStep("choose");
    setPin(TIRANA);
    setCentre(TIRANA);
    onClose();
  };

  function sendCurrent() {
    if (!navigator.geolocation) return onUnavailable();
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        onShare({ coords: { latitude: position.coords.latitude, longitude: position.coords.longitude }, type: "current" });
      },
      () => {
        setLocating(false);
        onUnavailable();
      },
      { enableHighAccuracy: true, timeout: GEOLOCATION_TIMEOUT_MS, maximumAge: 60_000 },
    );
  }

  const locale = useLocale();
  const round = (n: number) => Number(n.toFixed(6));

  return (
    <Modal open={open} onClose={close} labelledBy={titleId} className={step === "map" ? "w-[min(48rem,calc(100vw-1.5rem))]" : "w-[min(26rem,calc(100vw-1.5rem))]"}>
      <div className="p-6">
        <ModalHeader id={titleId} title={step === "map" ? t("pickOnMap") : t("location")} onClose={close} />
        {step === "choose" ? (
          <div className="mt-5 grid gap-3">
            <button type="button" className="btn btn-secondary justify-start gap-3" onClick={sendCurrent} disabled={busy || locating} aria-busy={locating || undefined}>
              <CrosshairIcon className="size-5" />
              {locating ? t("locating") : t("sendCurrent")}
            </button>
            <button type="button" className="btn btn-secondary justify-start gap-3" onClick={() => setStep("map")} disabled={busy || locating}>
              <PinIcon className="size-5" />
              {t("pickOnMap")}
            </button>
          </div>
        ) : (
          <>
            <p className="mt-3 text-sm text-gray-700">{t("pickHint")}</p>
            <div className="mt-3 h-80 overflow-hidden rounded-2xl bg-gray-100">
              {open && <ChatMap latitude={pin.latitude} longitude={pin.longitude} zoom={CHAT_MAP_ZOOM} label={t("map")} onPick={(latitude, longitude) => setPin({ latitude, longitude })} onCentre={(latitude, longitude) => setCentre({ latitude, longitude })} />}
            </div>
            <p className="mt-3 min-h-6 text-sm text-gray-700" role="status">
              {t("pinAt", { coordinates: formatCoordinates(pin.latitude, pin.longitude, locale) })}
            </p>
            <div className="mt-4 flex flex-wrap justify-between gap-3">
              <button type="button" className="btn btn-secondary" onClick={() => setStep("choose")} disabled={busy}>
                {t("back")}
              </button>
              <button type="button" className="btn btn-secondary" onClick={() => setPin(centre)} disabled={busy}>
                {t("pinToCentre")}
              </button>
              <button
                type="button"
                className="btn btn-primary"
                disabled={busy}
                aria-busy={busy || undefined}
                onClick={() => onShare({ coords: { latitude: round(pin.latitude), longitude: round(pin.longitude) }, type: "pin" })}
              >
                {t("send")}
              </button>
            </div>
          </>
        )}
      </div>
    </Modal>
  );
}
