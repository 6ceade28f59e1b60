import { NextResponse } from "next/server";
import { bffRoute } from "@/lib/bff/handler";
import { contactUs } from "@/lib/api/content";
import { contactInput } from "@/lib/content/form-schemas";

// spec 1 §7 POST contact-us: name, email, subject, message, subscribe (1 or 0).
export const POST = bffRoute(
  { access: "guest", input: contactInput, rateLimit: [{ name: "contact-ip", points: 20, duration: 600, key: (_i, ip) => ip }] },
  async ({ input, api, fail }) => {
    const result = await contactUs(api, { ...input, subscribe: input.subscribe ? 1 : 0 });
    return result.ok ? NextResponse.json({ ok: true }) : fail(result.error);
  },
);
