import "server-only";
import { env } from "@/lib/env";

/**
 * The public origin for absolute URLs (canonical, Open Graph, JSON-LD, sitemap, robots, QR codes): PUBLIC_SITE_URL,
 * or for `npm start` on this machine http://localhost:$PORT. Never the request's Host or X-Forwarded-Host: those are
 * the client's to choose, and a page or sitemap kept by a shared cache would carry them to everyone (issue 9 #6).
 */
export async function siteOrigin(): Promise<string> {
  return configuredOrigin();
}

export function configuredOrigin(): string {
  if (env.PUBLIC_SITE_URL) return new URL(env.PUBLIC_SITE_URL).origin;
  const port = Number(process.env.PORT ?? 3000);
  return `http://localhost:${Number.isInteger(port) && port > 0 ? port : 3000}`;
}
