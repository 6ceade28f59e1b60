import { NextResponse } from "next/server";
import { z } from "zod";
import { openGroupOrder } from "@/lib/api/group-orders";
import { bffRoute } from "@/lib/bff/handler";
import { GROUP_LIMITS, byIp } from "@/lib/bff/group-order";

// Issue 28: POST /api/group-orders { vendor_id, method } → 201 { code, url } (200 with the host's active one there).
const input = z.object({ vendor_id: z.number().int().positive().max(2_147_483_647), method: z.enum(["delivery", "pickup"]) });

export const POST = bffRoute({ access: "verified", input, rateLimit: [byIp(GROUP_LIMITS.openIp)] }, async ({ input, api, fail, locale }) => {
  const result = await openGroupOrder(api, input);
  if (!result.ok) return fail(result.error);
  const url = `${locale === "en" ? "/en" : ""}/group/${result.data.code}`;
  return NextResponse.json({ code: result.data.code, url, group_order: result.data.group_order }, { status: result.status === 201 ? 201 : 200 });
});
