import { NextResponse } from "next/server";
import { z } from "zod";
import { getShijoers } from "@/lib/api/social";
import { bffRoute } from "@/lib/bff/handler";

const input = z.object({ name: z.string().trim().max(60).optional(), page: z.coerce.number().int().min(1).max(10_000).default(1) });

// GET users/shijoers (spec 3 §2 Directory): the next page for the infinite scroll.
export const GET = bffRoute({ access: "verified", input }, async ({ input, api, fail }) => {
  const result = await getShijoers(api, input);
  if (!result.ok) return fail(result.error);
  return NextResponse.json(result.data.shijoers);
});
