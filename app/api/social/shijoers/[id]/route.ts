import { NextResponse } from "next/server";
import { getShijoer } from "@/lib/api/social";
import { bffRoute } from "@/lib/bff/handler";

// GET users/shijoers/{id} (spec 3 §2 Friends map: the shijoer profile modal's friendship state and up to 10
// suggested users). The product API leaves out the coordinates of anyone who does not share them with the viewer.
export const GET = bffRoute({ access: "verified" }, async ({ params, api, fail, t }) => {
  const id = Number(params.id);
  if (!/^\d{1,10}$/.test(String(params.id)) || !Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) {
    return NextResponse.json({ error: t("badInput") }, { status: 404 });
  }
  const result = await getShijoer(api, id);
  if (!result.ok) return fail(result.error);
  return NextResponse.json(result.data.shijoer);
});
