// Where a page's HTML bytes go (issue 26 §3, ADR 0026): the visible markup, the RSC flight data Next inlines as
// `self.__next_f.push(…)` scripts, the JSON-LD, and the rest. Used by `npm run bench` (the vendor page's HTML size
// and bytes per product) and by the e2e check that the vendor page carries its menu once in the flight data.
// Node built-ins only.
import { gzipSync } from "node:zlib";

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;

/** The flight data's text: the strings of every `self.__next_f.push([1, "…"])`, joined as React reads them. */
export function flightText(html) {
  let text = "";
  for (const [, , body] of html.matchAll(SCRIPT)) {
    const push = /^self\.__next_f\.push\((\[[\s\S]*\])\)$/.exec(body.trim());
    if (!push) continue;
    try {
      const chunk = JSON.parse(push[1]);
      if (chunk[0] === 1 && typeof chunk[1] === "string") text += chunk[1];
    } catch {
      // Not a JSON array (Next writes only JSON here); nothing to count.
    }
  }
  return text;
}

/** The text of every `<script type="application/ld+json">`. */
export function jsonLdText(html) {
  return [...html.matchAll(SCRIPT)].filter(([, attrs]) => /type="application\/ld\+json"/.test(attrs)).map(([, , body]) => body).join("\n");
}

/** The HTML without any script element: what a visitor sees, with its attributes. */
export function markupOf(html) {
  return html.replace(SCRIPT, "");
}

/** Occurrences of `needle` in `text` (non-overlapping). */
export function occurrences(text, needle) {
  return needle ? text.split(needle).length - 1 : 0;
}

const gz = (text) => gzipSync(Buffer.from(text)).length;

/**
 * Bytes of a page and of its parts, raw and gzip (zlib's default level), and the menu's product cards it shows
 * (`data-product-id`, components/vendor-page/menu-list.tsx).
 */
export function htmlBreakdown(html) {
  const scripts = [...html.matchAll(SCRIPT)];
  const flightScripts = scripts.filter(([, , body]) => body.trimStart().startsWith("self.__next_f.push")).map(([s]) => s).join("");
  const ldScripts = scripts.filter(([, attrs]) => /type="application\/ld\+json"/.test(attrs)).map(([s]) => s).join("");
  const markup = markupOf(html);
  return {
    bytes: Buffer.byteLength(html),
    gzipBytes: gz(html),
    markupBytes: Buffer.byteLength(markup),
    flightBytes: Buffer.byteLength(flightScripts),
    flightGzipBytes: gz(flightScripts),
    jsonLdBytes: Buffer.byteLength(ldScripts),
    products: occurrences(markup, "data-product-id="),
  };
}
