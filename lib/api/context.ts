import "server-only";
import { cookies } from "next/headers";
import { readSession } from "@/lib/session";
import { DEVICE_COOKIE } from "@/lib/session/config";
import { validDeviceId } from "@/lib/security/device-id";
import { requestLocale } from "@/lib/i18n/page";
import type { Locale } from "@/lib/i18n/routing";
import type { ApiContext } from "./client";

/** Context for server components: token from the session, device id cookie, request locale. */
export async function serverApiContext(opts: { withToken?: boolean } = {}): Promise<ApiContext> {
  const [session, store, locale] = await Promise.all([readSession(), cookies(), requestLocale()]);
  return {
    token: opts.withToken === false ? undefined : session.token,
    deviceId: validDeviceId(store.get(DEVICE_COOKIE)?.value),
    locale,
  };
}

/** Context for public, cacheable reads: never carries a token. */
export function publicApiContext(locale: Locale): ApiContext {
  return { locale };
}
