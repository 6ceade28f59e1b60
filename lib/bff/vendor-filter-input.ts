import { z } from "zod";

/**
 * The /stores filters (spec 2 §2) as a BFF route takes them: the infinite list (/api/vendors) adds the place, the page
 * and the sort; the vendors map's points (/api/vendors/map-points, ADR 0032) take these alone. Routes `.strip()`
 * the rest, so nothing but the named filters goes up.
 */
export const vendorFilterInput = z.object({
  category: z.string().max(20).optional(),
  vendor_type: z.enum(["vendors", "grocery"]).optional(),
  order_type: z.string().max(20).optional(),
  searchTerm: z.string().max(100).optional(),
  is_meal: z.string().max(1).optional(),
  is_dietary: z.string().max(1).optional(),
  ongoing_offer: z.string().max(1).optional(),
  open_now: z.string().max(1).optional(),
  online_payment: z.string().max(1).optional(),
  delivery_by_shijo: z.string().max(1).optional(),
  low_fee: z.string().max(5).optional(),
  high_fee: z.string().max(5).optional(),
});
