import "server-only";
import { headers } from "next/headers";
import { env } from "@/lib/env";

const HOST = /^[a-z0-9.-]+(:\d{1,5})?$/i;

/**
 * The public origin for absolute URLs (QR codes, canonical links). PUBLIC_SITE_URL in production;
 * otherwise the request's host, accepted only when it looks like a host name.
 */
export async function siteOrigin(): Promise<string> {
  if (env.PUBLIC_SITE_URL) return new URL(env.PUBLIC_SITE_URL).origin;
  const h = await headers();
  const host = (h.get("x-forwarded-host") ?? h.get("host") ?? "").split(",")[0].trim();
  if (!HOST.test(host)) return "http://localhost:3000";
  const forwarded = h.get("x-forwarded-proto")?.split(",")[0].trim();
  const proto = forwarded === "https" || forwarded === "http" ? forwarded : /^(localhost|127\.|\[::1\])/.test(host) ? "http" : "https";
  return `${proto}://${host}`;
}
