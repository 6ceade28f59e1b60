import { isBlank } from "./email";

export const ADDRESS_KEYS = ["add_new_address.please_enter_address", "add_new_address.enter_custom_label"] as const;
export type AddressKey = (typeof ADDRESS_KEYS)[number];

export type AddressType = "home" | "work" | "custom";

export interface Place {
  lat?: number | null;
  lng?: number | null;
  country?: string | null;
  city?: string | null;
  street?: string | null;
  building?: string | null;
  formatted_address?: string | null;
}

export interface AddressDraft {
  id?: number | null;
  address_type?: AddressType | null;
  custom_label?: string | null;
  notes?: string | null;
  street?: string | null;
  building?: string | null;
  floor?: string | null;
  apartment?: string | null;
}

export interface AddressPayload {
  id?: number;
  address_type: string; // home, work or the custom label
  notes: string;
  lat: number;
  lng: number;
  country: string;
  city: string;
  street: string;
  building: string;
  floor: string;
  apartment: string;
  formatted_address: string;
  favourite: 1;
}

export type AddressResult = { ok: true; address: AddressPayload } | { ok: false; key: AddressKey };

const text = (...values: Array<string | null | undefined>) => values.find((v) => !isBlank(v))?.trim() ?? "";
const coord = (...values: Array<number | null | undefined>): number | undefined =>
  values.find((v): v is number => typeof v === "number" && Number.isFinite(v));

/**
 * Spec 2 §5 / spec 3 §5 Address save: a picked place is required, and coordinates must be known (from it, else the
 * current location). Type defaults to home; a custom label must be non-empty; street defaults to the city;
 * country and city fall back to the current address. Saving always sets favourite 1.
 */
export function prepareAddress(draft: AddressDraft, picked: Place | null, current: Place | null): AddressResult {
  const lat = coord(picked?.lat, current?.lat);
  const lng = coord(picked?.lng, current?.lng);
  if (!picked || lat === undefined || lng === undefined) return { ok: false, key: "add_new_address.please_enter_address" };
  const type = draft.address_type ?? "home";
  if (type === "custom" && isBlank(draft.custom_label)) return { ok: false, key: "add_new_address.enter_custom_label" };
  const city = text(picked.city, current?.city);
  return {
    ok: true,
    address: {
      ...(draft.id ? { id: draft.id } : {}),
      address_type: type === "custom" ? text(draft.custom_label) : type,
      notes: text(draft.notes),
      lat,
      lng,
      country: text(picked.country, current?.country),
      city,
      street: text(draft.street, picked.street, city),
      building: text(draft.building, picked.building),
      floor: text(draft.floor),
      apartment: text(draft.apartment),
      formatted_address: text(picked.formatted_address),
      favourite: 1,
    },
  };
}

/** Spec 3 §4: a favourite (primary) address cannot be deleted. */
export function canDeleteAddress(address: { favourite?: number | null }): boolean {
  return Number(address.favourite) !== 1;
}
