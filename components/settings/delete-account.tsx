"use client";

import { useState } from "react";
import { useMutation } from "@tanstack/react-query";
import { useTranslations } from "@/lib/i18n/client";
import { deleteAccount } from "@/lib/client/queries/settings";
import { AlertDialog, ConfirmDialog, useAlert } from "@/components/ui/alert-dialog";
import { goToNext } from "@/components/account/signed-in";

// spec 3 §4 Account deletion: asked once more in a confirmation; the account is deactivated at once and the session
// ends, so the notice says what happens next and Ok loads home as a guest. §8 "deletion failure: something is wrong".
export function DeleteAccount() {
  const t = useTranslations();
  const alerts = useAlert();
  const [asking, setAsking] = useState(false);
  const [home, setHome] = useState<string | null>(null);
  const remove = useMutation({
    mutationFn: deleteAccount,
    onSuccess: (data) => {
      setAsking(false);
      setHome(data.next);
    },
    onError: () => {
      setAsking(false);
      alerts.sorry(t("errors.somethingWrong"));
    },
  });

  return (
    <>
      <button type="button" className="btn btn-danger" onClick={() => setAsking(true)}>
        {t("settings.deleteAccount")}
      </button>
      <ConfirmDialog
        open={asking}
        title={t("settings.deleteTitle")}
        message={t("settings.deleteText")}
        confirmLabel={remove.isPending ? t("settings.deleting") : t("settings.deleteConfirm")}
        onConfirm={() => remove.mutate()}
        onCancel={() => setAsking(false)}
        busy={remove.isPending}
        destructive
      />
      <AlertDialog alert={home ? { title: t("settings.deletedTitle"), message: t("settings.deletedText") } : null} onClose={() => goToNext(home)} />
      <AlertDialog alert={alerts.alert} onClose={alerts.close} />
    </>
  );
}
