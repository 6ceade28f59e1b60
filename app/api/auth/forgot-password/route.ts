import { NextResponse } from "next/server";
import { z } from "zod";
import { forgotPassword } from "@/lib/api/auth";
import { LIMITS } from "@/lib/bff/account-limits";
import { bffRoute } from "@/lib/bff/handler";

const input = z.object({ email: z.string().trim().min(1).max(254).email() });

// spec 1 §7 POST forgot-password. The answer is the same whether the e-mail has an account or not (upstream too).
export const POST = bffRoute(
  {
    access: "guest",
    input,
    rateLimit: [
      { ...LIMITS.forgotEmail, key: (i) => i.email.toLowerCase() },
      { ...LIMITS.forgotIp, key: (_i, ip) => ip },
    ],
  },
  async ({ input, api, fail }) => {
    const result = await forgotPassword(api, input.email);
    if (!result.ok) return fail(result.error);
    return NextResponse.json({ ok: true });
  },
);
