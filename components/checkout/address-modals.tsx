"use client";

import { useEffect, useId, useState } from "react";
import { useMutation } from "@tanstack/react-query";
import { useTranslations } from "@/lib/i18n/client";
import { AlertDialog } from "@/components/ui/alert-dialog";
import { Combobox } from "@/components/ui/combobox";
import { Modal, ModalHeader } from "@/components/ui/modal";
import type { Address } from "@/lib/api/schemas/checkout";
import { bffErrorMessage } from "@/lib/client/bff";
import { deleteAddress, makeAddressPrimary, saveAddress } from "@/lib/client/queries/checkout";
import { autocompletePlaces } from "@/lib/client/queries/geo";
import { countryCode } from "@/lib/geo/country";
import { canDeleteAddress, prepareAddress, type AddressPayload, type AddressType, type Place } from "@/lib/validation/address";
import { useCheckout } from "./checkout-state";
import { addressLabel } from "./step-delivery";

const field = "h-11 w-full rounded-full border border-gray-300 px-4 focus:border-brand-500 focus:outline-none";

export interface PickedPlace extends Place {
  name?: string | null;
}

/** A geocoder place (lib/geo) as an address place: its name is the street, the town the city. */
export function placeFromGeo(p: { name: string; formatted_address: string; latitude: number; longitude: number; country: string }): PickedPlace {
  const parts = p.formatted_address.split(",").map((s) => s.trim()).filter(Boolean);
  return {
    lat: p.latitude,
    lng: p.longitude,
    name: p.name,
    street: p.name,
    city: parts.length > 2 ? parts[parts.length - 2] : (parts[0] ?? null),
    country: countryCode(p.country) ?? "AL",
    formatted_address: p.formatted_address,
  };
}

const placeKey = (p: PickedPlace) => `${p.lat},${p.lng},${p.formatted_address}`;

/** spec 2 §4: choosing an address marks it primary (favourite=1), saves it, reloads the list and goes back. */
export function AddressesModal({ open, onClose, onNew }: { open: boolean; onClose: () => void; onNew: () => void }) {
  const t = useTranslations("checkout");
  const tAll = useTranslations();
  const co = useCheckout();
  const titleId = useId();
  const [error, setError] = useState<string | null>(null);
  const choose = useMutation({
    mutationFn: (a: Address) => makeAddressPrimary(a.id),
    onSuccess: async (addresses, a) => {
      co.setAddresses(addresses);
      co.update((c) => ({ ...c, delivery_info: { ...c.delivery_info, address: { id: a.id, lat: a.lat, lng: a.lng, notes: a.notes ?? "" } } }));
      await co.refetchAddresses();
      onClose();
    },
    onError: () => setError(tAll("checkout.something_is_wrong")),
  });
  const remove = useMutation({
    mutationFn: (a: Address) => deleteAddress(a.id),
    onSuccess: (addresses) => {
      co.setAddresses(addresses);
      void co.refetchAddresses();
    },
    onError: (e) => setError(bffErrorMessage(e, tAll("checkout.something_is_wrong"))),
  });

  return (
    <Modal open={open} onClose={onClose} labelledBy={titleId}>
      <div className="max-h-[min(90dvh,48rem)] overflow-y-auto p-6">
        <ModalHeader id={titleId} title={t("addresses")} onClose={onClose} />
        <ul className="mt-4 grid gap-2">
          {co.addresses.data?.map((a) => (
            <li key={a.id} className="flex items-center gap-2">
              <button
                type="button"
                disabled={choose.isPending}
                aria-pressed={co.cart.delivery_info.address?.id === a.id}
                onClick={() => choose.mutate(a)}
                className="flex-1 rounded-2xl border border-gray-200 px-4 py-3 text-left hover:border-brand-500 aria-pressed:border-brand-700 aria-pressed:bg-brand-50"
              >
                <span className="block font-semibold">
                  {a.address_type === "home" || a.address_type === "work" ? t(`type_${a.address_type}`) : a.address_type}
                  {a.favourite === 1 ? ` · ${t("primary")}` : ""}
                </span>
                <span className="block text-sm text-gray-600">{addressLabel(a)}</span>
              </button>
              {canDeleteAddress(a) && (
                <button type="button" className="btn btn-ghost" aria-label={t("deleteAddress", { address: addressLabel(a) })} onClick={() => remove.mutate(a)}>
                  ×
                </button>
              )}
            </li>
          ))}
        </ul>
        <button type="button" className="btn btn-secondary mt-4" onClick={onNew}>
          {t("addAddress")}
        </button>
      </div>
      <AlertDialog alert={error !== null ? { title: t("errorTitle"), message: error } : null} onClose={() => setError(null)} />
    </Modal>
  );
}

interface NewAddressProps {
  open: boolean;
  picked: PickedPlace | null;
  onPick: (place: PickedPlace) => void;
  onFindOnMap: () => void;
  /** After saving: spec 2 §4 "saves it as favourite, reloads the list and goes back twice". */
  onSaved: () => void;
  onClose: () => void;
}

/** spec 2 §4 new address inside checkout: the shared AddressForm in a modal; the saved address is the order's. */
export function NewAddressModal({ open, picked, onPick, onFindOnMap, onSaved, onClose }: NewAddressProps) {
  const t = useTranslations("checkout");
  const tAll = useTranslations();
  const co = useCheckout();
  const titleId = useId();
  const [error, setError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: saveAddress,
    onSuccess: async (addresses) => {
      const saved = addresses.find((a) => a.favourite === 1) ?? addresses.at(-1);
      co.setAddresses(addresses);
      if (saved) co.update((c) => ({ ...c, delivery_info: { ...c.delivery_info, address: { id: saved.id, lat: saved.lat, lng: saved.lng, notes: saved.notes ?? "" } } }));
      await co.refetchAddresses();
      onSaved();
    },
    // spec 3 §8: address save failure → error, checkout.something_is_wrong.
    onError: () => setError(tAll("checkout.something_is_wrong")),
  });

  return (
    <Modal open={open} onClose={onClose} labelledBy={titleId}>
      <div className="max-h-[min(90dvh,48rem)] overflow-y-auto p-6">
        <ModalHeader id={titleId} title={t("newAddress")} onClose={onClose} />
        <AddressForm picked={picked} onPick={onPick} onFindOnMap={onFindOnMap} saving={save.isPending} onSave={(address) => save.mutate(address)} />
      </div>
      <AlertDialog alert={error !== null ? { title: t("errorTitle"), message: error } : null} onClose={() => setError(null)} />
    </Modal>
  );
}

interface AddressFormProps {
  picked: PickedPlace | null;
  onPick: (place: PickedPlace) => void;
  onFindOnMap: () => void;
  /** An address being edited (spec 3 §2 /profile/address?is_edit=true): its fields fill the form. */
  initial?: Address | null;
  saving: boolean;
  onSave: (address: AddressPayload) => void;
}

const TYPES = ["home", "work"] as const;

/**
 * spec 2 §5 / spec 3 §5 Address: a located place (search or the map), type home/work/custom (custom label
 * required), street defaulting to the place, then the city. Checkout's modal and the profile's address page share it.
 */
export function AddressForm({ picked, onPick, onFindOnMap, initial = null, saving, onSave }: AddressFormProps) {
  const t = useTranslations("checkout");
  const tAll = useTranslations();
  const [query, setQuery] = useState(initial ? addressLabel(initial) : "");
  // The text to look places up for: set by typing only, so a picked place's address does not search again.
  const [lookup, setLookup] = useState<string | null>(null);
  const [results, setResults] = useState<PickedPlace[]>([]);
  const initialType = initial ? ((TYPES as readonly string[]).includes(initial.address_type) ? (initial.address_type as AddressType) : "custom") : "home";
  const [type, setType] = useState<AddressType>(initialType);
  const [label, setLabel] = useState(initialType === "custom" ? (initial?.address_type ?? "") : "");
  // Untouched, the street follows the picked place (spec 2 §5: street defaults to the place, then the city).
  const [typedStreet, setStreet] = useState<string | null>(initial?.street ?? null);
  const street = typedStreet ?? picked?.street ?? "";
  const [building, setBuilding] = useState(initial?.building ?? "");
  const [floor, setFloor] = useState(initial?.floor ?? "");
  const [apartment, setApartment] = useState(initial?.apartment ?? "");
  const [notes, setNotes] = useState(initial?.notes ?? "");
  const [attention, setAttention] = useState<string | null>(null);
  useEffect(() => {
    const q = lookup?.trim() ?? "";
    if (q.length < 2) return;
    // Only the answer for the text still in the field is shown: a newer text makes an older answer stale.
    let stale = false;
    const timer = window.setTimeout(async () => {
      try {
        const places = await autocompletePlaces(q);
        if (!stale) setResults(places.map(placeFromGeo));
      } catch {
        if (!stale) setResults([]);
      }
    }, 250);
    return () => {
      stale = true;
      window.clearTimeout(timer);
    };
  }, [lookup]);

  function submit() {
    const prepared = prepareAddress({ address_type: type, custom_label: label, street, building, floor, apartment, notes }, picked, null);
    if (!prepared.ok) {
      setAttention(tAll(prepared.key));
      return;
    }
    onSave(prepared.address);
  }

  return (
    <>
      <div className="mt-4 grid gap-4">
        <div>
          <Combobox
            label={t("searchPlace")}
            labelClassName="font-medium"
            inputClassName={`${field} mt-1`}
            listLabel={t("searchResults")}
            value={query}
            onValueChange={(value) => {
              setQuery(value);
              setLookup(value);
              if (value.trim().length < 2) setResults([]);
            }}
            options={results.map((p) => ({ id: placeKey(p), label: p.formatted_address ?? p.name ?? "" }))}
            onPick={(option) => {
              const p = results.find((r) => placeKey(r) === option.id);
              if (!p) return;
              onPick(p);
              setResults([]);
              setLookup(null);
              setQuery(p.formatted_address ?? "");
            }}
          />
          <button type="button" className="btn btn-outline mt-2" onClick={onFindOnMap}>
            {t("findOnMap")}
          </button>
          <p className="mt-2 text-sm text-gray-700" role="status">
            {picked ? t("pickedPlace", { place: picked.formatted_address ?? picked.name ?? "" }) : t("noPlaceYet")}
          </p>
        </div>

        <fieldset>
          <legend className="font-medium">{t("addressType")}</legend>
          <div className="mt-1 flex flex-wrap gap-2">
            {(["home", "work", "custom"] as const).map((value) => (
              <label key={value} className="cursor-pointer rounded-full border px-4 py-2 text-sm has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50">
                <input type="radio" name="address-type" className="sr-only" checked={type === value} onChange={() => setType(value)} />
                {t(`type_${value}`)}
              </label>
            ))}
          </div>
          {type === "custom" && (
            <label className="mt-2 block">
              <span className="sr-only">{t("customLabel")}</span>
              <input className={field} placeholder={t("customLabel")} maxLength={40} value={label} onChange={(e) => setLabel(e.target.value)} />
            </label>
          )}
        </fieldset>

        <div className="grid gap-3 sm:grid-cols-2">
          <label className="grid gap-1 sm:col-span-2">
            <span className="font-medium">{t("street")}</span>
            <input className={field} maxLength={200} value={street} onChange={(e) => setStreet(e.target.value)} />
          </label>
          <label className="grid gap-1">
            <span className="font-medium">{t("building")}</span>
            <input className={field} maxLength={60} value={building} onChange={(e) => setBuilding(e.target.value)} />
          </label>
          <label className="grid gap-1">
            <span className="font-medium">{t("floor")}</span>
            <input className={field} maxLength={20} value={floor} onChange={(e) => setFloor(e.target.value)} />
          </label>
          <label className="grid gap-1">
            <span className="font-medium">{t("apartment")}</span>
            <input className={field} maxLength={20} value={apartment} onChange={(e) => setApartment(e.target.value)} />
          </label>
          <label className="grid gap-1 sm:col-span-2">
            <span className="font-medium">{t("addressNotes")}</span>
            <input className={field} maxLength={500} value={notes} onChange={(e) => setNotes(e.target.value)} />
          </label>
        </div>
        <div className="flex justify-end">
          <button type="button" className="btn btn-primary h-11 px-6" disabled={saving} onClick={submit}>
            {t("saveAddress")}
          </button>
        </div>
      </div>
      <AlertDialog alert={attention !== null ? { title: tAll("errors.attention"), message: attention } : null} onClose={() => setAttention(null)} />
    </>
  );
}
