import "server-only";
import { z } from "zod";
import { cachedRead, CACHE_KEYS } from "@/lib/cache";
import { CACHE_TTL } from "@/lib/cache/keys";
import { env, landingApiUrl } from "@/lib/env";
import type { Locale } from "@/lib/i18n/routing";
import { apiFetch, type ApiContext } from "./client";
import { publicApiContext } from "./context";
import { landingSchema, type LandingAction } from "./schemas/landing";

// spec 1 §7: the landing pages come from a second gateway with its own api-key header (LANDING_API_URL,
// LANDING_API_KEY; by default the local product API's /gateway/).
const gateway = () => ({ baseUrl: landingApiUrl(), headers: { "api-key": env.LANDING_API_KEY } });

/** A vendor hash as it may appear in a landing URL; anything else never reaches the gateway. */
export const LANDING_HASH = /^[0-9a-z]{6,32}$/;

/** GET /api/landing-page/{id}, cached per locale and vendor. */
export function getLanding(locale: Locale, hash: string) {
  return cachedRead(CACHE_KEYS.landing(locale, hash), CACHE_TTL.medium, () =>
    apiFetch(`api/landing-page/${hash}`, { schema: landingSchema, ctx: publicApiContext(locale), ...gateway() }),
  );
}

/** POST /api/landing-page/track: hashId, actionType (PAGE_VIEW with referrer). Its response is not used. */
export function trackLanding(ctx: ApiContext, event: { hashId: string; actionType: LandingAction; referrer?: string | null }) {
  return apiFetch("api/landing-page/track", {
    method: "POST",
    ctx: { locale: ctx.locale, deviceId: ctx.deviceId },
    body: event,
    schema: z.unknown(),
    timeoutMs: 5_000,
    ...gateway(),
  });
}
