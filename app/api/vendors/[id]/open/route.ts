import { NextResponse } from "next/server";
import { bffRoute } from "@/lib/bff/handler";
import { checkVendorOpen, isVendorKey } from "@/lib/api/vendor-detail";

// GET check-vendor-open/{id} → { vendor_open }: the cart re-checks before offering checkout (spec 2 §4).
export const GET = bffRoute({ access: "guest", personal: false }, async ({ params, api, t, fail }) => {
  const key = String(params.id ?? "");
  if (!isVendorKey(key)) return NextResponse.json({ error: t("badInput") }, { status: 400 });
  const result = await checkVendorOpen({ ...api, token: undefined }, key);
  if (!result.ok) return fail(result.error);
  const response = NextResponse.json({ vendor_open: result.data.vendor_open });
  response.headers.set("Cache-Control", "no-store");
  return response;
});
