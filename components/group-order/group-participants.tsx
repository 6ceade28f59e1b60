"use client";

import { useState } from "react";
import { ConfirmDialog } from "@/components/ui/alert-dialog";
import type { GroupOrder } from "@/lib/api/schemas/group-order";
import { useLocale, useTranslations } from "@/lib/i18n/client";
import { formatPrice } from "@/lib/format/price";

type Act = (path: string, method: "POST" | "PUT" | "DELETE", body?: unknown) => Promise<{ ok: boolean }>;

/** Issue 28: every line under its person's name, with each person's subtotal; a person edits only their own lines. */
export function GroupParticipants({ group, busy, onAct }: { group: GroupOrder; busy: boolean; onAct: Act }) {
  const t = useTranslations("groupOrder");
  const locale = useLocale();
  const [removing, setRemoving] = useState<{ id: number; name: string } | null>(null);
  const editable = group.status === "open";

  return (
    <section aria-labelledby="group-participants">
      <h2 id="group-participants" className="mb-2 text-lg font-semibold">
        {t("participants")}
      </h2>
      <ul className="space-y-3">
        {group.participants.map((p) => {
          const mine = p.user.id === group.me;
          const name = mine ? t("you", { name: p.user.full_name }) : p.user.full_name;
          return (
            <li key={p.user.id} className="rounded-lg border p-3" aria-label={p.user.full_name}>
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-semibold">{name}</span>
                {p.is_host && <span className="rounded-full bg-blue-50 px-2 py-0.5 text-xs">{t("hostBadge")}</span>}
                <span className={`rounded-full px-2 py-0.5 text-xs ${p.ready ? "bg-green-50 text-green-800" : "bg-gray-100"}`}>{p.ready ? t("ready") : t("choosing")}</span>
                {p.over_limit && group.spend_limit !== null && (
                  <span className="rounded-full bg-red-50 px-2 py-0.5 text-xs text-red-800">{t("overLimit", { limit: formatPrice(group.spend_limit, locale) })}</span>
                )}
                <span className="ms-auto text-sm">{t("subtotal", { amount: formatPrice(p.subtotal, locale) })}</span>
                {group.is_host && !p.is_host && (editable || group.status === "locked") && (
                  <button type="button" className="btn btn-outline btn-sm" disabled={busy} onClick={() => setRemoving({ id: p.user.id, name: p.user.full_name })}>
                    {t("removePerson", { name: p.user.full_name })}
                  </button>
                )}
              </div>
              {p.lines.length === 0 ? (
                <p className="mt-1 text-sm text-gray-500">{t("noLines")}</p>
              ) : (
                <ul className="mt-2 space-y-1">
                  {p.lines.map((line) => (
                    <li key={line.id} className="flex flex-wrap items-center gap-2 text-sm">
                      <span>
                        {line.qty} × {line.title}
                        {line.options.length > 0 && ` (${line.options.map((o) => o.title).join(", ")})`}
                      </span>
                      {line.item_instructions && <span className="text-gray-500">“{line.item_instructions}”</span>}
                      {!line.available && <span className="text-red-700">{t("offMenu")}</span>}
                      <span className="ms-auto">{formatPrice(line.line_total, locale)}</span>
                      {mine && editable && (
                        <span className="flex gap-1">
                          <button type="button" className="btn btn-outline btn-sm" aria-label={t("less", { title: line.title })} disabled={busy || line.qty <= 1}
                            onClick={() => void onAct(`lines/${line.id}`, "PUT", { qty: line.qty - 1 })}>
                            −
                          </button>
                          <button type="button" className="btn btn-outline btn-sm" aria-label={t("more", { title: line.title })} disabled={busy || line.qty >= 99}
                            onClick={() => void onAct(`lines/${line.id}`, "PUT", { qty: line.qty + 1 })}>
                            +
                          </button>
                          <button type="button" className="btn btn-outline btn-sm" aria-label={t("removeLine", { title: line.title })} disabled={busy}
                            onClick={() => void onAct(`lines/${line.id}`, "DELETE")}>
                            ×
                          </button>
                        </span>
                      )}
                    </li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ul>
      <p className="mt-2 font-semibold">{t("basketTotal", { amount: formatPrice(group.subtotal, locale) })}</p>
      <ConfirmDialog
        open={removing !== null}
        title={t("removeTitle", { name: removing?.name ?? "" })}
        message={t("removeMessage", { name: removing?.name ?? "" })}
        confirmLabel={t("removePerson", { name: removing?.name ?? "" })}
        destructive
        busy={busy}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          const target = removing;
          setRemoving(null);
          if (target) void onAct(`participants/${target.id}/remove`, "POST");
        }}
      />
    </section>
  );
}
