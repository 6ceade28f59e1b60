import { hasLocale } from "next-intl";
import { getTranslations } from "next-intl/server";
import { routing } from "@/lib/i18n/routing";
import { webManifest } from "@/lib/pwa/manifest";

// Issue 29 / ADR 0021: /manifest.webmanifest (Albanian) and /en/manifest.webmanifest, built once per language.
export const dynamic = "force-static";

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return new Response("Not Found", { status: 404 });
  const t = await getTranslations({ locale, namespace: "pwa" });
  return new Response(JSON.stringify(webManifest(locale, (key) => t(key))), {
    headers: { "Content-Type": "application/manifest+json; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
