import { NextResponse } from "next/server";
import { bffRoute } from "@/lib/bff/handler";
import { subscribeNewsletter } from "@/lib/api/content";
import { newsletterInput } from "@/lib/content/form-schemas";

// spec 1 §7 POST /invite-earn/subscribe: email. The page shows success even when this fails (spec 1 §7), so the
// failure is only logged; a bad e-mail is still a 400.
export const POST = bffRoute(
  { access: "guest", input: newsletterInput, rateLimit: [{ name: "newsletter-ip", points: 20, duration: 600, key: (_i, ip) => ip }] },
  async ({ input, api, fail }) => {
    const result = await subscribeNewsletter(api, input.email, input.source);
    if (!result.ok) return fail(result.error);
    return NextResponse.json({ ok: true });
  },
);
