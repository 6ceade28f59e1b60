"use client";

import { useId, useState } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "@/lib/i18n/client";
import { AlertDialog, type Alert } from "@/components/ui/alert-dialog";
import { Modal, ModalHeader } from "@/components/ui/modal";
import { useSnackbar } from "@/components/ui/snackbar";
import type { MapSetting, MapVisibleType } from "@/lib/api/schemas/social";
import { mapSettingQuery, saveMapSetting, type MapSettingInput } from "@/lib/client/queries/social";
import { queryKeys } from "@/lib/client/query-keys";
import { FriendChooser } from "./friend-chooser";

const TYPES: Array<{ type: MapVisibleType; label: "mapAllFriends" | "mapExceptFriends" | "mapOnlyFriends" }> = [
  { type: "all_friend", label: "mapAllFriends" },
  { type: "except_friend", label: "mapExceptFriends" },
  { type: "only_friend", label: "mapOnlyFriends" },
];

const formOf = (s: MapSetting): MapSettingInput => ({ visible: s.map_visible, hide: s.hide_as_shijoer, type: s.map_visible_type, filter_ids: s.map_visible_details });

/**
 * spec 3 §2/§4 the map settings modal: offline (map_visible 0), hide as shijoer, and who sees my location — all
 * friends, all except the chosen ones, or only the chosen ones (a multi-select of accepted friends, no maximum).
 * Its helper text states the model of ADR 0015: exact only to allowed friends, an area of about 1 km at most to
 * everyone else, nothing while offline, hidden, "only …", or to the friends left out.
 * Failures: spec 3 §8 "friend-map settings" — the error title and the generic message.
 */
export function MapSettingsModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useTranslations("social");
  const te = useTranslations("errors");
  const titleId = useId();
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const [alert, setAlert] = useState<Alert | null>(null);
  const setting = useQuery({ ...mapSettingQuery(), enabled: open });
  const [choosing, setChoosing] = useState(false);
  // The user's edits over the saved setting (null: nothing changed yet).
  const [edit, setForm] = useState<MapSettingInput | null>(null);
  const form = edit ?? (setting.data && !setting.isFetching ? formOf(setting.data) : null);
  const failed = { title: t("errorTitle"), message: te("generic") };
  const loadErrorAt = setting.isError ? setting.errorUpdatedAt : 0;
  const [dismissedLoadError, setDismissedLoadError] = useState(0);
  const shown = alert ?? (open && loadErrorAt > dismissedLoadError ? failed : null);

  const save = useMutation({
    mutationFn: saveMapSetting,
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKeys.social.mapSetting, saved);
      void queryClient.invalidateQueries({ queryKey: queryKeys.social.maps });
      close();
      snackbar.show({ message: t("mapSaved"), severity: "success" });
    },
    onError: () => setAlert(failed),
  });

  function close() {
    setForm(null);
    onClose();
  }


  return (
    <>
      <Modal open={open} onClose={close} labelledBy={titleId}>
        <form
          className="flex max-h-[min(90dvh,48rem)] flex-col p-6"
          aria-busy={!form || save.isPending}
          onSubmit={(event) => {
            event.preventDefault();
            if (form) save.mutate(form);
          }}
        >
          <ModalHeader id={titleId} title={t("mapSettings")} onClose={close} />
          {!form ? (
            <p className="mt-4 text-sm text-gray-700">{t("mapLoading")}</p>
          ) : (
            <div className="mt-4 grid gap-4 overflow-y-auto">
              <section aria-labelledby={`${titleId}-privacy`} className="rounded-2xl bg-brand-50 p-4 text-sm text-gray-800" data-map-privacy-help="">
                <h3 id={`${titleId}-privacy`} className="font-semibold text-ink">
                  {t("mapPrivacyTitle")}
                </h3>
                <ul className="mt-2 grid list-disc gap-1 pl-5">
                  <li>{t("mapPrivacyExact")}</li>
                  <li>{t("mapPrivacyArea")}</li>
                  <li>{t("mapPrivacyNothing")}</li>
                </ul>
              </section>
              <label className="flex items-center gap-3">
                <input type="checkbox" className="size-5 accent-brand-700" checked={!form.visible} onChange={(e) => setForm({ ...form, visible: !e.target.checked })} />
                <span>{t("mapOffline")}</span>
              </label>
              <label className="flex items-center gap-3">
                <input type="checkbox" className="size-5 accent-brand-700" checked={form.hide} onChange={(e) => setForm({ ...form, hide: e.target.checked })} />
                <span>{t("mapHide")}</span>
              </label>
              <fieldset className="grid gap-2">
                <legend className="mb-1 font-semibold">{t("mapWhoSees")}</legend>
                {TYPES.map(({ type, label }) => (
                  <label key={type} className="flex items-center gap-3">
                    <input type="radio" name="map_visible_type" className="size-5 accent-brand-700" checked={form.type === type} onChange={() => setForm({ ...form, type })} />
                    <span>{t(label)}</span>
                  </label>
                ))}
              </fieldset>
              {form.type !== "all_friend" && (
                <div className="flex flex-wrap items-center gap-3">
                  <span className="font-semibold">{t("mapChosenFriends")}:</span>
                  <span aria-live="polite">{t("chosenFriends", { count: form.filter_ids.length })}</span>
                  <button type="button" className="btn btn-outline" onClick={() => setChoosing(true)}>
                    {t("chooseFriends")}
                  </button>
                </div>
              )}
            </div>
          )}
          <div className="mt-6 flex justify-end">
            <button type="submit" className="btn btn-primary min-w-28" disabled={!form || save.isPending} aria-busy={save.isPending || undefined}>
              {t("save")}
            </button>
          </div>
        </form>
      </Modal>
      {choosing && form && (
        <FriendChooser
          open
          multiple
          initial={form.filter_ids}
          title={t("chooseFriends")}
          onSave={(friends) => {
            setForm({ ...form, filter_ids: friends.map((f) => Number(f.id)) });
            setChoosing(false);
          }}
          onClose={() => setChoosing(false)}
        />
      )}
      <AlertDialog
        alert={shown}
        onClose={() => {
          setAlert(null);
          setDismissedLoadError(loadErrorAt);
        }}
      />
    </>
  );
}
