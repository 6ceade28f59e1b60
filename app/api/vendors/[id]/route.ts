import { NextResponse } from "next/server";
import { bffRoute } from "@/lib/bff/handler";
import { getPublicVendor, isVendorKey } from "@/lib/api/vendor-detail";

// GET vendors/{id} → the public menu (no personal flags), for the cart page's suggestions and link back.
export const GET = bffRoute({ access: "guest", personal: false }, async ({ params, locale, t, fail }) => {
  const key = String(params.id ?? "");
  if (!isVendorKey(key)) return NextResponse.json({ error: t("badInput") }, { status: 400 });
  const result = await getPublicVendor(locale, key);
  if (!result.ok) return fail(result.error);
  const response = NextResponse.json({ vendor: result.data });
  response.headers.set("Cache-Control", "public, max-age=30");
  return response;
});
