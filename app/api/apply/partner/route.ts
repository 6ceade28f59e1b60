import { NextResponse } from "next/server";
import { bffRoute } from "@/lib/bff/handler";
import { applyPartner } from "@/lib/api/content";
import { partnerInput } from "@/lib/content/form-schemas";

// spec 1 §7 POST apply-partner: the partner fields.
export const POST = bffRoute(
  { access: "guest", input: partnerInput, rateLimit: [{ name: "apply-ip", points: 20, duration: 600, key: (_i, ip) => ip }] },
  async ({ input, api, fail }) => {
    const result = await applyPartner(api, input);
    return result.ok ? NextResponse.json({ ok: true }) : fail(result.error);
  },
);
