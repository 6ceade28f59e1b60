import { NextResponse } from "next/server";
import { z } from "zod";
import { bffRoute } from "@/lib/bff/handler";
import { LANDING_HASH, trackLanding } from "@/lib/api/landing";
import { LANDING_ACTIONS } from "@/lib/api/schemas/landing";
import { log } from "@/lib/log";

// spec 1 §7 POST /api/landing-page/track on the landing gateway: hashId, actionType, and the referrer of a page
// view. The page fires it and forgets it (sendBeacon); the answer is 202 whatever the gateway says, and a gateway
// failure is only logged (spec 1 §8: "Landing page load failure: logged or tracked only").
const input = z.object({
  hashId: z.string().regex(LANDING_HASH),
  actionType: z.enum(LANDING_ACTIONS),
  referrer: z.string().max(500).nullish(),
});

export const POST = bffRoute(
  { access: "guest", input, rateLimit: [{ name: "landing-track-ip", points: 120, duration: 60, key: (_i, ip) => ip }] },
  async ({ input, api }) => {
    const referrer = input.actionType === "PAGE_VIEW" ? safeReferrer(input.referrer) : null;
    const result = await trackLanding(api, { hashId: input.hashId, actionType: input.actionType, referrer });
    if (!result.ok) log.warn({ area: "landing", action: input.actionType, kind: result.error.kind, status: result.error.status }, "track failed");
    return new NextResponse(null, { status: 202 });
  },
);

/** Only an http(s) URL's origin and path: no query strings (they may carry personal data) reach the gateway. */
function safeReferrer(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:" ? `${url.origin}${url.pathname}`.slice(0, 500) : null;
  } catch {
    return null;
  }
}
