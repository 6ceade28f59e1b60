import { NextResponse } from "next/server";
import { z } from "zod";
import { validateInvitationCode } from "@/lib/api/checkout";
import { bffRoute } from "@/lib/bff/handler";

// POST /invite-earn/validate-earninvitation-code (spec 2 §7) → { is_valid }.
export const POST = bffRoute(
  {
    access: "verified",
    input: z.object({ promo_code: z.string().trim().min(1).max(40) }),
    rateLimit: [{ name: "invite-code-ip", points: 20, duration: 60, key: (_i, ip) => ip }],
  },
  async ({ input, api, fail }) => {
    const result = await validateInvitationCode(api, input.promo_code);
    if (!result.ok) return fail(result.error);
    return NextResponse.json({ is_valid: result.data.is_valid });
  },
);
