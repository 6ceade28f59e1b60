import { NextResponse } from "next/server";
import { createAddress, listAddresses } from "@/lib/api/addresses";
import { bffRoute } from "@/lib/bff/handler";
import { addressInput } from "./input";

// GET addresses; POST addresses (spec 3 §7): saving makes the new address the primary one (spec 3 §4).
export const GET = bffRoute({ access: "verified" }, async ({ api, fail }) => {
  const result = await listAddresses(api);
  if (!result.ok) return fail(result.error);
  return NextResponse.json(result.data);
});

export const POST = bffRoute({ access: "verified", input: addressInput }, async ({ input, api, fail }) => {
  const result = await createAddress(api, input);
  if (!result.ok) return fail(result.error);
  return NextResponse.json(result.data, { status: 201 });
});
