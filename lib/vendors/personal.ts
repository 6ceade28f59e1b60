import type { VendorPersonalState } from "@/lib/api/schemas/vendor-detail";

/** A guest's state at a vendor (and anyone's when GET /api/vendors/{hash}/me fails): no hearts, no past orders. */
export const GUEST_STATE: VendorPersonalState = { loggedIn: false, isFav: 0, favouriteProductIds: [], hasPastOrders: false };
