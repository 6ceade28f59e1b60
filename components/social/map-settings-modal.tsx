"use client";

import { useId, useState } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "@/lib/i18n/client";
import { AlertDialog } from "@/components/ui/alert-dialog";
import { Modal, ModalHeader } from "@/components/ui/modal";
import { useSnackbar } from "@/components/ui/snackbar";
import { useBffForm } from "@/components/ui/use-bff-form";
import { useWatch } from "@/components/ui/use-form";
import type { MapSetting, MapVisibleType } from "@/lib/api/schemas/social";
import { mapSettingQuery, saveMapSetting } from "@/lib/client/queries/social";
import { queryKeys } from "@/lib/client/query-keys";
import { FriendChooser } from "./friend-chooser";

const TYPES: Array<{ type: MapVisibleType; label: "mapAllFriends" | "mapExceptFriends" | "mapOnlyFriends" }> = [
  { type: "all_friend", label: "mapAllFriends" },
  { type: "except_friend", label: "mapExceptFriends" },
  { type: "only_friend", label: "mapOnlyFriends" },
];

/** The form's values: the checkbox says "offline" (map_visible 0); the chosen friends travel in a hidden field. */
interface MapSettingValues {
  offline: boolean;
  hide: boolean;
  type: MapVisibleType;
  filter_ids: number[];
}

const ids = { setValueAs: (text: string) => (text ? text.split(",").map(Number) : []) };

/**
 * spec 3 §2/§4 the map settings modal: offline (map_visible 0), hide as shijoer, and who sees my location — all
 * friends, all except the chosen ones, or only the chosen ones (a multi-select of accepted friends, no maximum).
 * Its helper text states the model of ADR 0015: exact only to allowed friends, an area of about 1 km at most to
 * everyone else, nothing while offline, hidden, "only …", or to the friends left out.
 * Failures: spec 3 §8 "friend-map settings" — the error title and the generic message.
 * A form of useBffForm: each opening edits the setting loaded after it opened (its controls start from it; a later
 * refetch does not replace what was changed), and closing forgets the changes.
 */
export function MapSettingsModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useTranslations("social");
  const te = useTranslations("errors");
  const titleId = useId();
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const setting = useQuery({ ...mapSettingQuery(), enabled: open });
  const [editing, setEditing] = useState<MapSetting | null>(null);
  const loaded = open && setting.data && !setting.isFetching ? setting.data : null;
  if (loaded && !editing) setEditing(loaded);
  const [choosing, setChoosing] = useState(false);
  const failed = { title: t("errorTitle"), message: te("generic") };
  const loadErrorAt = setting.isError ? setting.errorUpdatedAt : 0;
  const [dismissedLoadError, setDismissedLoadError] = useState(0);

  const { form, onSubmit, busy, alert, closeAlert } = useBffForm<MapSettingValues, MapSetting>({
    defaultValues: {},
    rule: () => null,
    send: ({ offline, hide, type, filter_ids }) => saveMapSetting({ visible: !offline, hide, type, filter_ids }),
    onSent: (saved) => {
      queryClient.setQueryData(queryKeys.social.mapSetting, saved);
      void queryClient.invalidateQueries({ queryKey: queryKeys.social.maps });
      close();
      snackbar.show({ message: t("mapSaved"), severity: "success" });
    },
    failed: () => failed,
  });
  // Until its controls mount, the form holds nothing yet: the loaded setting is what they will show.
  const type = useWatch({ control: form.control, name: "type" }) ?? editing?.map_visible_type;
  const chosen = useWatch({ control: form.control, name: "filter_ids" }) ?? editing?.map_visible_details ?? [];
  const shown = alert ?? (open && loadErrorAt > dismissedLoadError ? failed : null);

  function close() {
    setEditing(null);
    form.reset({});
    onClose();
  }

  return (
    <>
      <Modal open={open} onClose={close} labelledBy={titleId}>
        <form method="post" noValidate className="flex max-h-[min(90dvh,48rem)] flex-col p-6" aria-busy={!editing || busy} onSubmit={onSubmit}>
          <ModalHeader id={titleId} title={t("mapSettings")} onClose={close} />
          {!editing ? (
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
                <input type="checkbox" className="size-5 accent-brand-700" defaultChecked={!editing.map_visible} {...form.register("offline")} />
                <span>{t("mapOffline")}</span>
              </label>
              <label className="flex items-center gap-3">
                <input type="checkbox" className="size-5 accent-brand-700" defaultChecked={editing.hide_as_shijoer} {...form.register("hide")} />
                <span>{t("mapHide")}</span>
              </label>
              <fieldset className="grid gap-2">
                <legend className="mb-1 font-semibold">{t("mapWhoSees")}</legend>
                {TYPES.map(({ type: option, label }) => (
                  <label key={option} className="flex items-center gap-3">
                    <input type="radio" value={option} className="size-5 accent-brand-700" defaultChecked={editing.map_visible_type === option} {...form.register("type")} />
                    <span>{t(label)}</span>
                  </label>
                ))}
              </fieldset>
              <input type="hidden" defaultValue={editing.map_visible_details.join(",")} {...form.register("filter_ids", ids)} />
              {type !== "all_friend" && (
                <div className="flex flex-wrap items-center gap-3">
                  <span className="font-semibold">{t("mapChosenFriends")}:</span>
                  <span aria-live="polite">{t("chosenFriends", { count: chosen.length })}</span>
                  <button type="button" className="btn btn-outline" onClick={() => setChoosing(true)}>
                    {t("chooseFriends")}
                  </button>
                </div>
              )}
            </div>
          )}
          <div className="mt-6 flex justify-end">
            <button type="submit" className="btn btn-primary min-w-28" disabled={!editing || busy} aria-busy={busy || undefined}>
              {t("save")}
            </button>
          </div>
        </form>
      </Modal>
      {choosing && editing && (
        <FriendChooser
          open
          multiple
          initial={chosen}
          title={t("chooseFriends")}
          onSave={(friends) => {
            form.setValue("filter_ids", friends.map((f) => Number(f.id)));
            setChoosing(false);
          }}
          onClose={() => setChoosing(false)}
        />
      )}
      <AlertDialog
        alert={shown}
        onClose={() => {
          closeAlert();
          setDismissedLoadError(loadErrorAt);
        }}
      />
    </>
  );
}
