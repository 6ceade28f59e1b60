"use client";

import { useState } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "@/lib/i18n/client";
import { AddressForm, type PickedPlace } from "@/components/checkout/address-modals";
import { MapModal } from "@/components/checkout/map-modal";
import { AlertDialog } from "@/components/ui/alert-dialog";
import type { Address } from "@/lib/api/schemas/checkout";
import { saveAddress } from "@/lib/client/queries/checkout";
import { updateAddress } from "@/lib/client/queries/profile";
import { queryKeys } from "@/lib/client/query-keys";
import { useRouter } from "@/lib/i18n/navigation";
import { afterAddressSave } from "@/lib/profile/address-route";
import type { AddressPayload } from "@/lib/validation/address";

const placeOf = (a: Address): PickedPlace => ({
  lat: a.lat,
  lng: a.lng,
  country: a.country,
  city: a.city,
  street: a.street,
  building: a.building,
  formatted_address: a.formatted_address,
});

/**
 * spec 3 §2 /profile/address: add or edit an address with checkout's form and map picker (the same BFF calls), so
 * an address saved here is the one checkout offers. Saved, it goes back: to checkout when from_cart=true.
 */
export function AddressEditor({ editing, fromCart }: { editing: Address | null; fromCart: boolean }) {
  const tAll = useTranslations();
  const tc = useTranslations("checkout");
  const router = useRouter();
  const queryClient = useQueryClient();
  const [picked, setPicked] = useState<PickedPlace | null>(editing ? placeOf(editing) : null);
  const [mapOpen, setMapOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (address: AddressPayload) => (editing ? updateAddress({ id: editing.id, address: { ...address, id: undefined } }) : saveAddress(address)),
    onSuccess: (addresses) => {
      queryClient.setQueryData(queryKeys.addresses.all, addresses);
      router.push(afterAddressSave(fromCart));
    },
    // spec 3 §8: address save failure → error, checkout.something_is_wrong.
    onError: () => setError(tAll("checkout.something_is_wrong")),
  });

  return (
    <>
      <AddressForm picked={picked} onPick={setPicked} onFindOnMap={() => setMapOpen(true)} initial={editing} saving={save.isPending || save.isSuccess} onSave={(a) => save.mutate(a)} />
      {mapOpen && (
        <MapModal
          open
          start={picked?.lat != null && picked.lng != null ? { lat: picked.lat, lng: picked.lng } : null}
          onUse={(place) => {
            setPicked(place);
            setMapOpen(false);
          }}
          onClose={() => setMapOpen(false)}
        />
      )}
      <AlertDialog alert={error !== null ? { title: tc("errorTitle"), message: error } : null} onClose={() => setError(null)} />
    </>
  );
}
