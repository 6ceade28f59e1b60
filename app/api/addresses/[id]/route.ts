import { NextResponse } from "next/server";
import { deleteAddress, updateAddress } from "@/lib/api/addresses";
import { bffRoute } from "@/lib/bff/handler";
import { addressPatchInput } from "../input";

const addressId = (raw: unknown) => (typeof raw === "string" && /^[1-9]\d{0,8}$/.test(raw) ? Number(raw) : null);

// PUT addresses/{id} (with favourite 1: make primary, spec 3 §4); DELETE addresses/{id} (never the primary one).
export const PUT = bffRoute({ access: "verified", input: addressPatchInput }, async ({ input, params, api, t, fail }) => {
  const id = addressId(params.id);
  if (id === null) return NextResponse.json({ error: t("badInput") }, { status: 400 });
  const result = await updateAddress(api, id, input);
  if (!result.ok) return fail(result.error);
  return NextResponse.json(result.data);
});

export const DELETE = bffRoute({ access: "verified" }, async ({ params, api, t, fail }) => {
  const id = addressId(params.id);
  if (id === null) return NextResponse.json({ error: t("badInput") }, { status: 400 });
  const result = await deleteAddress(api, id);
  if (!result.ok) return fail(result.error);
  return NextResponse.json(result.data);
});
