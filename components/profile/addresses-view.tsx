"use client";

import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "@/lib/i18n/client";
import { ActionList, type ItemAction } from "@/components/ui/action-list";
import { Link } from "@/lib/i18n/navigation";
import type { Address } from "@/lib/api/schemas/checkout";
import { bffErrorMessage } from "@/lib/client/bff";
import { addressesQuery, deleteAddress, makeAddressPrimary } from "@/lib/client/queries/checkout";
import { queryKeys } from "@/lib/client/query-keys";
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
  const failed = (e: unknown) => bffErrorMessage(e, tAll("checkout.something_is_wrong"));
  const primary: ItemAction<Address> = { run: (a) => makeAddressPrimary(a.id), failed };
  const remove: ItemAction<Address> = { run: (a) => deleteAddress(a.id), failed };

  return (
    <ActionList
      queryKey={queryKeys.addresses.all}
      items={list.data ?? []}
      keyOf={(a) => a.id}
      add={{ href: addressEditPath({ fromCart: false }), label: t("add") }}
      labels={{
        list: t("listLabel"),
        empty: t("empty"),
        delete: t("delete"),
        deleteLabel: (address) => t("deleteLabel", { address }),
        deleteTitle: t("deleteTitle"),
        deleteMessage: (address) => t("deleteMessage", { address }),
        cancel: t("cancel"),
        errorTitle: tc("errorTitle"),
      }}
      remove={remove}
      // spec 3 §8 "Deleting a favourite address": 'You can not delete a favorite address'.
      canRemove={(a) => (canDeleteAddress(a) ? null : t("cannotDeletePrimary"))}
      row={(a, act, pending) => ({
        name: line(a),
        title: title(a, tc),
        badge: a.favourite === 1 ? t("primary") : null,
        detail: line(a),
        actions: (
          <>
            <Link href={addressEditPath({ id: a.id, fromCart: false })} className="btn btn-ghost" aria-label={t("editLabel", { address: line(a) })}>
              {t("edit")}
            </Link>
            {a.favourite !== 1 && (
              <button type="button" className="btn btn-secondary" disabled={pending} onClick={() => act(primary, a)} aria-label={t("makePrimaryLabel", { address: line(a) })}>
                {t("makePrimary")}
              </button>
            )}
          </>
        ),
      })}
    />
  );
}
