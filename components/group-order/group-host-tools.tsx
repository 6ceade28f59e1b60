"use client";

import { useState } from "react";
import { ConfirmDialog } from "@/components/ui/alert-dialog";
import type { GroupOrder } from "@/lib/api/schemas/group-order";
import { useTranslations } from "@/lib/i18n/client";
import { minutesOf, tiraneDate, tiraneTime, wallToInstant } from "@/contract/tirane-time";

type Act = (path: string, method: "POST" | "PUT" | "DELETE", body?: unknown) => Promise<{ ok: boolean }>;

/** Tirana's wall clock "YYYY-MM-DDTHH:mm" of an instant, for a datetime-local input (the same on server and browser). */
const toLocalInput = (at: Date) => `${tiraneDate(at)}T${tiraneTime(at)}`;

/** The instant of a datetime-local value read as Tirana's wall clock (as the deadline is shown). */
const fromLocalInput = (value: string) => (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value) ? wallToInstant(value.slice(0, 10), minutesOf(value.slice(11))) : null);

/** Issue 28: the host sets a spending limit per person and a deadline, locks the basket, or cancels. */
export function GroupHostTools({ group, busy, onAct }: { group: GroupOrder; busy: boolean; onAct: Act }) {
  const t = useTranslations("groupOrder");
  const [limit, setLimit] = useState(group.spend_limit === null ? "" : String(group.spend_limit));
  const [cancelling, setCancelling] = useState(false);
  const [deadline, setDeadline] = useState(group.deadline ? toLocalInput(new Date(group.deadline)) : "");
  const parsed = limit.trim() === "" ? null : Number(limit);
  const valid = parsed === null || (Number.isInteger(parsed) && parsed >= 0 && parsed <= 1_000_000);

  return (
    <section aria-labelledby="group-host-tools" className="rounded-lg border p-4">
      <h2 id="group-host-tools" className="mb-2 text-lg font-semibold">
        {t("hostTools")}
      </h2>
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          if (valid) void onAct("", "PUT", { spend_limit: parsed });
        }}
      >
        <label className="text-sm font-medium">
          {t("spendLimit")}
          <input
            type="number"
            inputMode="numeric"
            min={0}
            max={1_000_000}
            step={1}
            value={limit}
            placeholder={t("noLimit")}
            aria-invalid={!valid}
            onChange={(e) => setLimit(e.target.value)}
            className="mt-1 block w-40 rounded border px-2 py-1"
          />
        </label>
        <button type="submit" className="btn btn-outline" disabled={busy || !valid}>
          {t("save")}
        </button>
      </form>
      <form
        className="mt-3 flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          void onAct("", "PUT", { deadline: deadline ? (fromLocalInput(deadline)?.toISOString() ?? null) : null });
        }}
      >
        <label className="text-sm font-medium">
          {t("deadline")}
          <input type="datetime-local" value={deadline} onChange={(e) => setDeadline(e.target.value)} className="mt-1 block rounded border px-2 py-1" />
        </label>
        <button type="submit" className="btn btn-outline" disabled={busy}>
          {t("saveDeadline")}
        </button>
      </form>
      <div className="mt-3 flex flex-wrap gap-2">
        <button type="button" className="btn btn-outline" disabled={busy} onClick={() => void onAct("", "PUT", { locked: group.status !== "locked" })}>
          {group.status === "locked" ? t("unlock") : t("lock")}
        </button>
        <button type="button" className="btn btn-outline text-red-700" disabled={busy} onClick={() => setCancelling(true)}>
          {t("cancel")}
        </button>
      </div>
      <ConfirmDialog
        open={cancelling}
        title={t("cancelTitle")}
        message={t("cancelMessage")}
        confirmLabel={t("cancel")}
        destructive
        busy={busy}
        onCancel={() => setCancelling(false)}
        onConfirm={() => {
          setCancelling(false);
          void onAct("cancel", "POST");
        }}
      />
    </section>
  );
}
