import { NextResponse } from "next/server";
import { z } from "zod";
import { openOrderSupport } from "@/lib/api/chat";
import { userId } from "@/lib/bff/chat";
import { bffRoute } from "@/lib/bff/handler";

// POST chats/order-support { order_id }: spec 3 §4 Order-support chat, for the order's customer.
export const POST = bffRoute({ access: "verified", input: z.object({ order_id: userId }) }, async ({ input, api, fail }) => {
  const result = await openOrderSupport(api, input.order_id);
  if (!result.ok) return fail(result.error);
  return NextResponse.json(result.data, { status: result.data.created ? 201 : 200 });
});
