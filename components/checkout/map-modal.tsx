"use client";

import { Component, useCallback, useId, useState, type ComponentProps, type ReactNode } from "react";
import { useQuery } from "@tanstack/react-query";
import { formatCoordinates } from "@/lib/format/number";
import { useLocale, useTranslations } from "@/lib/i18n/client";
import { Modal, ModalHeader } from "@/components/ui/modal";
import { reversePlaceQuery } from "@/lib/client/queries/geo-query";
import { placeFromGeo, type PickedPlace } from "./address-modals";
import { onDemand } from "@/lib/client/on-demand";
import type { MapPicker as MapPickerView } from "./map-picker";

// Map code only on this page, and only once the find-on-map modal opens (ARCHITECTURE "Maps ... dynamic import").
const MapPicker = onDemand<ComponentProps<typeof MapPickerView>>(() => import("./map-picker").then((m) => ({ default: m.MapPicker })), { ssr: false }).View;

/** Without WebGL MapLibre cannot draw: the modal then says so instead of taking the page down. */
class MapBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

// spec 2 §9: default location Tirana (41.32754, 19.81869).
const TIRANA = { lat: 41.32754, lng: 19.81869 };

/** spec 2 §2 find-on-map modal: move the map under the pin; the place is reverse-geocoded when the map stops. */
export function MapModal({ open, start, onUse, onClose }: { open: boolean; start: { lat: number; lng: number } | null; onUse: (place: PickedPlace) => void; onClose: () => void }) {
  const t = useTranslations("checkout");
  const tc = useTranslations("common");
  const locale = useLocale();
  const titleId = useId();
  const [center, setCenter] = useState(start ?? TIRANA);
  const [mapFailed, setMapFailed] = useState(false);
  // The place under the pin: the starting point at once, then wherever the map stops (rounded to ~1 m).
  const lat = Number(center.lat.toFixed(5));
  const lng = Number(center.lng.toFixed(5));
  const place = useQuery({
    ...reversePlaceQuery(lat, lng),
    // The pin's own point, with the reverse-geocoded names around it.
    select: (found): PickedPlace => (found ? { ...placeFromGeo(found), lat, lng } : { lat, lng, formatted_address: formatCoordinates(lat, lng, locale) }),
    enabled: open,
  });
  const onMoveEnd = useCallback((la: number, ln: number) => setCenter({ lat: la, lng: ln }), []);

  return (
    <Modal open={open} onClose={onClose} labelledBy={titleId} className="w-[min(48rem,calc(100vw-1.5rem))]">
      <div className="p-6">
        <ModalHeader id={titleId} title={t("findOnMap")} onClose={onClose} />
        <div className="mt-4 h-80 overflow-hidden rounded-2xl bg-gray-100">
          {open && (
            <MapBoundary fallback={<MapUnavailable text={t("mapUnavailable")} />}>
              {mapFailed ? <MapUnavailable text={t("mapUnavailable")} /> : <MapPicker latitude={center.lat} longitude={center.lng} label={t("map")} onMoveEnd={onMoveEnd} onError={() => setMapFailed(true)} />}
            </MapBoundary>
          )}
        </div>
        <p className="mt-3 min-h-6 text-sm text-gray-700" role="status">
          {place.isFetching ? tc("loading") : place.data ? place.data.formatted_address : t("moveMap")}
        </p>
        <div className="mt-4 flex justify-end">
          <button type="button" className="btn btn-primary" disabled={!place.data || place.isFetching} onClick={() => place.data && onUse(place.data)}>
            {t("useLocation")}
          </button>
        </div>
      </div>
    </Modal>
  );
}

function MapUnavailable({ text }: { text: string }) {
  return <p className="grid h-full place-items-center p-6 text-center text-gray-700">{text}</p>;
}
