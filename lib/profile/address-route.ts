// spec 3 §2 /profile/address: "add or edit an address; query is_edit=true for editing, from_cart=true or false".
// The edited address travels as id; saving from checkout (from_cart=true) returns there (spec 3 §7 "goes back").

export interface AddressRoute {
  id?: number | null;
  fromCart: boolean;
}

export function addressEditPath({ id, fromCart }: AddressRoute): string {
  const q = new URLSearchParams();
  if (id) {
    q.set("is_edit", "true");
    q.set("id", String(id));
  }
  q.set("from_cart", fromCart ? "true" : "false");
  return `/profile/address?${q}`;
}

type Query = Record<string, string | string[] | undefined>;
const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/** Reads the page's query: an edit needs is_edit=true and a valid id; anything but from_cart=true is false. */
export function readAddressRoute(query: Query): { editId: number | null; fromCart: boolean } {
  const id = one(query.id) ?? "";
  const editId = one(query.is_edit) === "true" && /^[1-9]\d{0,8}$/.test(id) ? Number(id) : null;
  return { editId, fromCart: one(query.from_cart) === "true" };
}

/** Where a saved address goes: back to checkout when it came from there, else the address list. */
export function afterAddressSave(fromCart: boolean): string {
  return fromCart ? "/checkout" : "/profile/addresses";
}
