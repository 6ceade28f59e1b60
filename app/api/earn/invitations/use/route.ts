import { NextResponse } from "next/server";
import { z } from "zod";
import { takeEarnInvitation } from "@/lib/api/earn";
import { bffRoute } from "@/lib/bff/handler";

const input = z.union([
  z.object({ invitation_code: z.string().trim().min(1).max(40) }),
  z.object({ invitation_id: z.coerce.number().int().positive().max(2_147_483_647) }),
]);

// POST invite-earn/earninvitation (spec 3 §7): the receiver takes a code into use; expired, used and in-use codes
// are refused by the product API with their notice (spec 3 §4, §8).
export const POST = bffRoute(
  { access: "verified", input, rateLimit: [{ name: "earn-use-ip", points: 20, duration: 60, key: (_i, ip) => ip }] },
  async ({ input, api, fail }) => {
    const result = await takeEarnInvitation(api, input);
    if (!result.ok) return fail(result.error);
    return NextResponse.json({ invitation: result.data.invitation });
  },
);
