"use client";

import { onDemand } from "@/lib/client/on-demand";
import { useCallback, useEffect, useRef, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "@/lib/i18n/client";
import { MapGroupModal, MapPersonModal } from "@/components/social/map-people-modals";
import { MapSettingsModal } from "@/components/social/map-settings-modal";
import { AlertDialog, type Alert } from "@/components/ui/alert-dialog";
import type { MapGroup, MapUser } from "@/lib/api/schemas/social";
import { mapDataQuery, type MapRequest } from "@/lib/client/queries/social";
import { fetchedFor, mapRequestFor, shouldRefetch, type LastFetch, type MapView } from "@/lib/map-rules/grouping";
import type { FriendsMapImplProps } from "./friends-map-types";

// Map code loads only on the friends map and only in the browser (ARCHITECTURE: maps are never in the shared bundle).
const MapImpl = onDemand<FriendsMapImplProps>(() => import("./friends-map-maplibre"), { ssr: false }).View;

/**
 * spec 3 §2 Friends map. The map reports its view after every move or zoom; the data is fetched only when
 * shouldRefetch says so (spec 3 §4 and issue 24: the group level changed, or the view is no longer inside what was
 * fetched), with group_size = groupLevel(zoom). A view reported while a request loads is not sent (spec 3 §4) but
 * kept, and judged when that request ends, so the map never stays on an older view's data.
 * Failures: spec 3 §8 — the error title and generic message.
 */
export function FriendsMap({ center }: { center: { latitude: number; longitude: number } }) {
  const t = useTranslations("social");
  const te = useTranslations("errors");
  const [request, setRequest] = useState<MapRequest | null>(null);
  const last = useRef<LastFetch | null>(null);
  const data = useQuery(mapDataQuery(request));
  const loading = useRef(false);
  const waiting = useRef<Required<MapView> | null>(null);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [person, setPerson] = useState<MapUser | null>(null);
  const [group, setGroup] = useState<MapGroup | null>(null);
  const [dismissedError, setDismissedError] = useState(0);
  const alert: Alert | null = data.isError && data.errorUpdatedAt !== dismissedError ? { title: t("errorTitle"), message: te("generic") } : null;

  // The zoom of the view last reported (data-map-zoom: what the map shows, for tests and tools).
  const [zoom, setZoom] = useState<number | null>(null);
  const onView = useCallback((view: Required<MapView>) => {
    setZoom(view.zoom);
    if (loading.current) {
      waiting.current = view;
      return;
    }
    waiting.current = null;
    if (!shouldRefetch(last.current, view, false)) return;
    last.current = fetchedFor(view);
    setRequest(mapRequestFor(view));
  }, []);
  useEffect(() => {
    loading.current = data.isFetching;
    if (!data.isFetching && waiting.current) onView(waiting.current);
  }, [data.isFetching, onView]);

  return (
    <div className="relative size-full overflow-hidden bg-[#f6f1e7]" data-map-state={data.isFetching || !request ? "loading" : "ready"} data-map-zoom={zoom ?? undefined}>
      <p aria-hidden="true" className="absolute inset-0 grid place-items-center text-sm text-gray-600">
        {t("mapLoading")}
      </p>
      <div className="absolute inset-0">
        <MapImpl
          center={center}
          data={data.data}
          labels={{
            map: t("mapLabel"),
            you: t("mapYou"),
            youHere: t("mapYouHere"),
            group: (count) => t("mapGroup", { count }),
            area: (count, name) => (count === 1 ? t("mapAreaPerson", { name }) : t("mapArea", { count })),
            // A template for the map to fill (not the raw message: messages are precompiled, next.config.ts).
            vendor: t("mapVendor", { title: "{title}" }),
            vendorGroup: (count) => t("mapVendorGroup", { count }),
          }}
          onView={onView}
          onPerson={setPerson}
          onGroup={setGroup}
        />
      </div>
      <button type="button" className="btn btn-primary absolute top-3 left-3 z-10 shadow-md" onClick={() => setSettingsOpen(true)}>
        {t("mapSettings")}
      </button>
      <MapSettingsModal open={settingsOpen} onClose={() => setSettingsOpen(false)} />
      <MapPersonModal person={person} onClose={() => setPerson(null)} />
      <MapGroupModal group={group} onClose={() => setGroup(null)} />
      <AlertDialog alert={alert} onClose={() => setDismissedError(data.errorUpdatedAt)} />
    </div>
  );
}
