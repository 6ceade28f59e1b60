import { NextResponse } from "next/server";
import { z } from "zod";
import { sendEarnInvitation } from "@/lib/api/earn";
import { bffRoute } from "@/lib/bff/handler";

// POST invite-earn/send-earninvitation { receiver_id } → { invitation_code } (spec 3 §7). The product API allows one
// invitation per cycle; the limit here only stops a runaway client.
export const POST = bffRoute(
  {
    access: "verified",
    input: z.object({ receiver_id: z.coerce.number().int().positive().max(2_147_483_647) }),
    rateLimit: [{ name: "earn-send-ip", points: 10, duration: 60, key: (_i, ip) => ip }],
  },
  async ({ input, api, fail }) => {
    const result = await sendEarnInvitation(api, input.receiver_id);
    if (!result.ok) return fail(result.error);
    return NextResponse.json({ invitation_code: result.data.invitation_code });
  },
);
