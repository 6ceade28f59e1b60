"use client";

import { useState } from "react";
import { useMutation } from "@tanstack/react-query";
import { useTranslations } from "@/lib/i18n/client";
import { NOTIFICATION_KEYS, restoreAfterFailure, type NotificationFlags, type NotificationKey } from "@/lib/account/settings";
import { saveNotification } from "@/lib/client/queries/settings";
import { AlertDialog, useAlert } from "@/components/ui/alert-dialog";

const LABEL = { push_notis: "push", promo_notis: "promotions", blog_notifications: "blog", email_notis: "email" } as const;

// spec 3 §2 Settings: each toggle is saved at once (§5 "toggles send 0 or 1"); a failure puts the toggle back and
// says so in the user's language.
export function NotificationToggles({ initial }: { initial: NotificationFlags }) {
  const t = useTranslations("settings");
  const alerts = useAlert();
  const [flags, setFlags] = useState(initial);
  const save = useMutation({
    mutationFn: ({ key, on }: { key: NotificationKey; on: boolean }) => saveNotification(key, on),
    onError: (_error, { key, on }) => {
      setFlags((current) => restoreAfterFailure(current, key, on));
      alerts.sorry(t("toggleFailed"));
    },
  });

  function toggle(key: NotificationKey) {
    const on = !flags[key];
    setFlags((current) => ({ ...current, [key]: on }));
    save.mutate({ key, on });
  }

  return (
    <>
      <ul className="divide-y divide-gray-100">
        {NOTIFICATION_KEYS.filter((key) => flags[key] !== undefined).map((key) => {
          const on = flags[key] === true;
          const busy = save.isPending && save.variables?.key === key;
          return (
            <li key={key} className="flex items-center justify-between gap-4 py-3">
              <span id={`setting-${key}`} className="text-base text-ink">
                {t(LABEL[key])}
              </span>
              <button
                type="button"
                role="switch"
                aria-checked={on}
                aria-labelledby={`setting-${key}`}
                aria-busy={busy || undefined}
                disabled={busy}
                onClick={() => toggle(key)}
                className="relative inline-flex h-7 w-12 shrink-0 items-center rounded-full bg-gray-300 transition-colors aria-checked:bg-brand-700 disabled:opacity-70"
              >
                <span aria-hidden="true" className={`inline-block size-5 rounded-full bg-white shadow transition-transform ${on ? "translate-x-6" : "translate-x-1"}`} />
              </button>
            </li>
          );
        })}
      </ul>
      <AlertDialog alert={alerts.alert} onClose={alerts.close} />
    </>
  );
}
