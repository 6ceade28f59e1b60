import { NextResponse } from "next/server";
import { getServerTime } from "@/lib/api/checkout";
import { bffRoute } from "@/lib/bff/handler";

// spec 3 §7 GET server-time → { time } (ms since the epoch, the product API's clock): the checkout builds its time
// slots by it (lib/time/server-clock.ts). The product API asks for a signed-in user.
export const GET = bffRoute({ access: "user" }, async ({ api, fail }) => {
  const result = await getServerTime(api);
  if (!result.ok) return fail(result.error);
  return NextResponse.json({ time: result.data.data.time });
});
