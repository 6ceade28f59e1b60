import { NextResponse } from "next/server";
import { bffRoute } from "@/lib/bff/handler";
import { getVendorForUser, hasPastOrders, isVendorKey } from "@/lib/api/vendor-detail";
import type { VendorPersonalState } from "@/lib/api/schemas/vendor-detail";

const GUEST: VendorPersonalState = { loggedIn: false, isFav: 0, favouriteProductIds: [], hasPastOrders: false };

// The personal layer of the cached public vendor page (ARCHITECTURE "Data flow"): hearts and the past-orders link.
// GET vendors/{id} with the token for isFav, GET orders?vendor_id for past orders (a failure there hides the link).
export const GET = bffRoute({ access: "guest" }, async ({ params, api, session, t, fail }) => {
  const key = String(params.id ?? "");
  if (!isVendorKey(key)) return NextResponse.json({ error: t("badInput") }, { status: 400 });
  if (!session.token) return NextResponse.json(GUEST);
  const vendor = await getVendorForUser(api, key);
  if (!vendor.ok) return fail(vendor.error);
  const past = await hasPastOrders(api, vendor.data.vendor.id);
  if (!past.ok && past.error.status === 401) return fail(past.error);
  const state: VendorPersonalState = {
    loggedIn: true,
    isFav: vendor.data.vendor.isFav,
    favouriteProductIds: vendor.data.vendor.categories.flatMap((c) => c.products.filter((p) => p.isFav === 1).map((p) => p.id)),
    hasPastOrders: past.ok && past.data,
  };
  return NextResponse.json(state);
});
