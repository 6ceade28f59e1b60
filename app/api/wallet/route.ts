import { NextResponse } from "next/server";
import { z } from "zod";
import { getWalletPage } from "@/lib/api/earn";
import { bffRoute } from "@/lib/bff/handler";

const input = z.object({ page: z.coerce.number().int().min(1).max(100_000).default(1) });

// GET wallet-transactions?page&per_page=10 (spec 3 §7): the next page of the wallet's infinite scroll.
export const GET = bffRoute({ access: "verified", input }, async ({ input, api, fail }) => {
  const result = await getWalletPage(api, input.page);
  if (!result.ok) return fail(result.error);
  return NextResponse.json(result.data);
});
