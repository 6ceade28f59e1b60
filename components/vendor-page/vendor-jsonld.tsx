"use client";

import { KEEP_SERVER_HTML, useHydratingServerHtml } from "@/lib/client/served-html";
import { serializeJsonLd, withMenu, type Json } from "@/lib/seo/vendor-jsonld";
import { useVendor } from "./vendor-context";

/**
 * The vendor page's JSON-LD (issue 4 "Search engines and shared links"): the business and breadcrumb built on the
 * server (vendorJsonLdWithoutMenu), the whole menu added here from the copy the page's client parts already hold.
 * Written in the first HTML like any server-rendered element; the RSC payload carries the menu once, as that data,
 * rather than again inside this script's text (docs/adr/0026-vendor-page-html.md). The browser keeps the script the
 * server wrote rather than writing ~100 KB of JSON again for a 300-product menu only to find it the same (ADR 0031).
 */
export function VendorJsonLd({ data, menuName, vendorType, nonce }: { data: Json; menuName: string; vendorType: string; nonce?: string }) {
  const { categories } = useVendor();
  const hydrating = useHydratingServerHtml();
  const json = hydrating ? null : serializeJsonLd(withMenu(data, { categories, name: menuName, vendorType }));
  return <script type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={json === null ? KEEP_SERVER_HTML : { __html: json }} suppressHydrationWarning={hydrating} />;
}
