import { NextResponse } from "next/server";
import { z } from "zod";
import { bffRoute } from "@/lib/bff/handler";
import { vendorFilterInput } from "@/lib/bff/vendor-filter-input";
import { listVendors } from "@/lib/api/vendors";
import { toVendorCard } from "@/lib/vendors/card";
import { canFetchVendors, vendorFilterFromQuery, vendorsApiQuery } from "@/lib/vendors/filter";

// The /stores query (spec 2 §2) plus the page; unknown keys are dropped, so nothing but the named filters goes up.
const input = vendorFilterInput
  .extend({
    page: z.coerce.number().int().min(1).max(1000).default(1),
    latitude: z.coerce.number().min(-90).max(90),
    longitude: z.coerce.number().min(-180).max(180),
    formatted_address: z.string().max(300).optional(),
    sort: z.string().max(20).optional(),
  })
  .strip();

// GET /api/vendors?{stores query}&page=N → one page of vendor cards for the infinite list (spec 2 §4 Vendor list
// loading): GET vendors with page size 15, public and cached like the server-rendered first page.
export const GET = bffRoute({ access: "guest", input, personal: false }, async ({ input, locale, fail }) => {
  const { page, latitude, longitude, ...rest } = input;
  const filter = vendorFilterFromQuery({ ...rest, latitude: String(latitude), longitude: String(longitude) });
  if (!canFetchVendors(filter)) return NextResponse.json({ vendors: [], page, lastPage: page, total: 0 });
  const result = await listVendors(locale, vendorsApiQuery(filter, page));
  if (!result.ok) return fail(result.error);
  const { data, current_page, last_page, total } = result.data.vendors;
  const response = NextResponse.json({ vendors: data.map((v) => toVendorCard(v, locale)), page: current_page, lastPage: last_page, total });
  response.headers.set("Cache-Control", "public, max-age=30");
  return response;
});
