"use client";

import dynamic from "next/dynamic";
import { useCallback, useId, useState } from "react";
import { useTranslations } from "next-intl";
import { Modal } from "@/components/vendor/modal";
import { CloseIcon } from "@/components/ui/icons";
import { placeFromGeo, type PickedPlace } from "./address-modals";
import { bff } from "./fetch-json";

// Map code only on this page, and only once the find-on-map modal opens (ARCHITECTURE "Maps ... dynamic import").
const MapPicker = dynamic(() => import("./map-picker").then((m) => m.MapPicker), { ssr: false });

// spec 2 §9: default location Tirana (41.32754, 19.81869).
const TIRANA = { lat: 41.32754, lng: 19.81869 };

/** spec 2 §2 find-on-map modal: move the map under the pin; the place is reverse-geocoded when the map stops. */
export function MapModal({ open, start, onUse, onClose }: { open: boolean; start: { lat: number; lng: number } | null; onUse: (place: PickedPlace) => void; onClose: () => void }) {
  const t = useTranslations("checkout");
  const tc = useTranslations("common");
  const titleId = useId();
  const [place, setPlace] = useState<PickedPlace | null>(null);
  const [looking, setLooking] = useState(false);
  const origin = start ?? TIRANA;

  const locate = useCallback(async (lat: number, lng: number) => {
    setLooking(true);
    try {
      const { place: found } = await bff<{ place: { name: string; formatted_address: string; latitude: number; longitude: number; country: string } | null }>(
        `/api/geo/reverse?lat=${lat.toFixed(6)}&lng=${lng.toFixed(6)}`,
      );
      // The pin's own point, with the reverse-geocoded names around it.
      setPlace(found ? { ...placeFromGeo(found), lat, lng } : { lat, lng, formatted_address: `${lat.toFixed(5)}, ${lng.toFixed(5)}` });
    } catch {
      setPlace({ lat, lng, formatted_address: `${lat.toFixed(5)}, ${lng.toFixed(5)}` });
    } finally {
      setLooking(false);
    }
  }, []);

  return (
    <Modal open={open} onClose={onClose} labelledBy={titleId} className="w-[min(48rem,calc(100vw-1.5rem))]">
      <div className="p-6">
        <div className="flex items-center justify-between gap-4">
          <h2 id={titleId} className="text-lg font-bold">
            {t("findOnMap")}
          </h2>
          <button type="button" className="icon-btn" aria-label={tc("close")} onClick={onClose}>
            <CloseIcon className="size-5" />
          </button>
        </div>
        <div className="mt-4 h-80 overflow-hidden rounded-2xl bg-gray-100">{open && <MapPicker latitude={origin.lat} longitude={origin.lng} label={t("map")} onMoveEnd={locate} />}</div>
        <p className="mt-3 min-h-6 text-sm text-gray-700" role="status">
          {looking ? tc("loading") : place ? place.formatted_address : t("moveMap")}
        </p>
        <div className="mt-4 flex justify-end">
          <button type="button" className="btn btn-primary" disabled={!place || looking} onClick={() => place && onUse(place)}>
            {t("useLocation")}
          </button>
        </div>
      </div>
    </Modal>
  );
}
