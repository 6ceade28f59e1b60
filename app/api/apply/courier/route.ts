import { NextResponse } from "next/server";
import { bffRoute } from "@/lib/bff/handler";
import { applyCourier } from "@/lib/api/content";
import { courierInput } from "@/lib/content/form-schemas";

// spec 1 §7 POST apply-courier: the courier fields plus the derived birthdate (month 1-based).
export const POST = bffRoute(
  { access: "guest", input: courierInput, rateLimit: [{ name: "apply-ip", points: 20, duration: 600, key: (_i, ip) => ip }] },
  async ({ input, api, fail }) => {
    const result = await applyCourier(api, input);
    return result.ok ? NextResponse.json({ ok: true }) : fail(result.error);
  },
);
