// The profile area's writes (issue 13): the edit-profile modal and the saved cards list. Addresses and the card
// form share checkout's calls (lib/client/queries/checkout.ts), so an address or card is the same object everywhere.
import type { Address, SavedCard } from "@/lib/api/schemas/checkout";
import type { EditProfileValues } from "@/lib/validation/profile";
import { bff } from "../bff";

/** PUT /api/profile: `next` is the verification page when a new phone number must be verified again. */
export const updateProfile = (values: EditProfileValues & { photo?: string }) =>
  bff<{ ok: true; next: string | null }>("/api/profile", { method: "PUT", body: values });

/** PUT /api/cards/{id}: the card becomes the profile's default_card_id (spec 3 §7 PUT users). */
export const makeCardDefault = (id: string) => bff<{ ok: true }>(`/api/cards/${encodeURIComponent(id)}`, { method: "PUT" });

export const deleteCard = (id: string) => bff<{ success: 1 }>(`/api/cards/${encodeURIComponent(id)}`, { method: "DELETE" });

export type { SavedCard };

/** PUT /api/addresses/{id}: an edited address (spec 3 §4 saving sets favourite 1); answers the whole list. */
export const updateAddress = ({ id, address }: { id: number; address: Record<string, unknown> }) =>
  bff<{ addresses: Address[] }>(`/api/addresses/${id}`, { method: "PUT", body: address }).then((d) => d.addresses);
