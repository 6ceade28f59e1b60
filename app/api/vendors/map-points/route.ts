import { NextResponse } from "next/server";
import { bffRoute } from "@/lib/bff/handler";
import { vendorFilterInput } from "@/lib/bff/vendor-filter-input";
import { vendorMapPoints } from "@/lib/api/vendors";
import { mapPointsApiQuery, vendorFilterFromQuery } from "@/lib/vendors/filter";
import { vendorPoints } from "@/lib/vendors/map-points";

// The vendors map's filters (spec 2 §2, the /stores query without a place or a sort); unknown keys are dropped.
const input = vendorFilterInput.strip();

// GET /api/vendors/map-points?{filters} → a GeoJSON FeatureCollection of every vendor the filters match (issue 26 §4,
// ADR 0032), for MapLibre to fetch and cluster in its worker. Public: the same for everyone, cached like the list.
export const GET = bffRoute({ access: "guest", input, personal: false }, async ({ input, locale, fail }) => {
  const filter = vendorFilterFromQuery(input);
  const result = await vendorMapPoints(locale, mapPointsApiQuery(filter));
  if (!result.ok) return fail(result.error);
  const response = NextResponse.json(vendorPoints(result.data.data, filter.order_type || null));
  response.headers.set("Cache-Control", "public, max-age=60");
  return response;
});
