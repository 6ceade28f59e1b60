import { NextResponse } from "next/server";
import { z } from "zod";
import { bffRoute } from "@/lib/bff/handler";
import { setVendorFavourite } from "@/lib/api/vendor-detail";

const input = z.object({ vendor_id: z.number().int().positive().max(2_147_483_647), favourite: z.union([z.literal(0), z.literal(1)]) });

// POST vendors/favourites (spec 2 §4 Favourite toggle): the page flips the heart only after this succeeds.
export const POST = bffRoute({ access: "verified", input }, async ({ input, api, session, t, fail }) => {
  if (!session.token) return NextResponse.json({ error: t("unauthenticated") }, { status: 401 });
  const result = await setVendorFavourite(api, input.vendor_id, input.favourite);
  if (!result.ok) return fail(result.error);
  return NextResponse.json({ isFav: input.favourite });
});
