"use client";

import { useState } from "react";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useTranslations } from "@/lib/i18n/client";
import { AlertDialog, ConfirmDialog } from "@/components/ui/alert-dialog";
import { Link } from "@/lib/i18n/navigation";
import type { Address } from "@/lib/api/schemas/checkout";
import { bffErrorMessage } from "@/lib/client/bff";
import { addressesQuery, deleteAddress, makeAddressPrimary } from "@/lib/client/queries/checkout";
import { addressEditPath } from "@/lib/profile/address-route";
import { canDeleteAddress } from "@/lib/validation/address";

const title = (a: Address, t: (key: "type_home" | "type_work") => string) => (a.address_type === "home" || a.address_type === "work" ? t(`type_${a.address_type}`) : a.address_type);
const line = (a: Address) => a.formatted_address || [a.street, a.city].filter(Boolean).join(", ");

/**
 * spec 3 §2 /profile/addresses: the address list with add, edit, make primary and delete. spec 3 §4: make primary
 * sets favourite=1; a favourite address cannot be deleted (the product API refuses too, §8).
 */
export function AddressesView({ initial }: { initial: Address[] }) {
  const t = useTranslations("profile.addresses");
  const tc = useTranslations("checkout");
  const tAll = useTranslations();
  const list = useQuery(addressesQuery(initial));
  const [error, setError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Address | null>(null);
  const failed = (e: unknown) => setError(bffErrorMessage(e, tAll("checkout.something_is_wrong")));
  const primary = useMutation({ mutationFn: (a: Address) => makeAddressPrimary(a.id), onSuccess: () => void list.refetch(), onError: failed });
  const remove = useMutation({
    mutationFn: (a: Address) => deleteAddress(a.id),
    onSuccess: () => {
      setDeleting(null);
      void list.refetch();
    },
    onError: (e) => {
      setDeleting(null);
      failed(e);
    },
  });

  function askDelete(a: Address) {
    // spec 3 §8 "Deleting a favourite address": 'You can not delete a favorite address'.
    if (!canDeleteAddress(a)) setError(t("cannotDeletePrimary"));
    else setDeleting(a);
  }

  const addresses = list.data ?? [];
  return (
    <>
      <div className="mt-4 flex justify-end">
        <Link href={addressEditPath({ fromCart: false })} className="btn btn-primary">
          {t("add")}
        </Link>
      </div>
      {addresses.length === 0 ? (
        <p className="mt-4 text-gray-700">{t("empty")}</p>
      ) : (
        <ul className="mt-4 grid gap-3" aria-label={t("listLabel")}>
          {addresses.map((a) => (
            <li key={a.id} aria-label={line(a)} className="flex flex-wrap items-center gap-3 rounded-2xl border border-gray-200 p-4">
              <div className="min-w-0 flex-1">
                <p className="font-semibold">
                  {title(a, tc)}
                  {a.favourite === 1 && <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-800">{t("primary")}</span>}
                </p>
                <p className="text-sm text-gray-600">{line(a)}</p>
              </div>
              <div className="flex flex-wrap gap-2">
                <Link href={addressEditPath({ id: a.id, fromCart: false })} className="btn btn-ghost" aria-label={t("editLabel", { address: line(a) })}>
                  {t("edit")}
                </Link>
                {a.favourite !== 1 && (
                  <button type="button" className="btn btn-secondary" disabled={primary.isPending} onClick={() => primary.mutate(a)} aria-label={t("makePrimaryLabel", { address: line(a) })}>
                    {t("makePrimary")}
                  </button>
                )}
                <button type="button" className="btn btn-ghost text-red-700" onClick={() => askDelete(a)} aria-label={t("deleteLabel", { address: line(a) })}>
                  {t("delete")}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t("deleteTitle")}
        message={deleting ? t("deleteMessage", { address: line(deleting) }) : ""}
        confirmLabel={t("delete")}
        cancelLabel={t("cancel")}
        destructive
        busy={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting)}
        onCancel={() => setDeleting(null)}
      />
      <AlertDialog alert={error !== null ? { title: tc("errorTitle"), message: error } : null} onClose={() => setError(null)} />
    </>
  );
}
