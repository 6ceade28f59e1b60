// Privacy, terms and blog pages arrive as HTML from the product API and are rendered with dangerouslySetInnerHTML,
// so they pass this allow-list first, on the server, through sanitize-html (a maintained parser, not a hand-written
// one: issue 9 #10): known text-formatting tags only, a few attributes, http(s)/mailto/tel links and same-site paths
// checked by the one shared path check (lib/http/safe-redirect.ts); scripts, styles, frames, event handlers and
// comments are dropped.
import "server-only";
import sanitize from "sanitize-html";
import { isSafeRelativePath } from "@/lib/http/safe-redirect";

const TAGS = [
  "p", "br", "hr", "h2", "h3", "h4", "h5", "h6",
  "strong", "b", "em", "i", "u", "s", "small", "sub", "sup", "mark", "code", "pre",
  "blockquote", "ul", "ol", "li", "dl", "dt", "dd",
  "table", "thead", "tbody", "tfoot", "tr", "th", "td", "caption",
  "a", "span", "div", "section", "article",
];

/** Dropped together with everything inside them. */
const DROP_WITH_CONTENT = [
  "script", "style", "iframe", "frame", "frameset", "object", "embed", "applet", "noscript", "noembed", "noframes",
  "template", "svg", "math", "textarea", "select", "option", "title", "head", "xmp", "plaintext", "form", "button",
];

/** http(s), mailto, tel, a same-site path (the shared check: not `//…`, not `/\…`) or a fragment; else null. */
export function safeHref(raw: string): string | null {
  // Browsers ignore control characters and whitespace inside a scheme ("java\tscript:"), so the check does too.
  const value = raw.replace(/[\u0000-\u0020\u007f-\u009f]/g, "");
  if (!value) return null;
  if (/^(https?:|mailto:|tel:)/i.test(value)) return /^https?:\/\/[^/\\]/i.test(value) || !/^https?:/i.test(value) ? value : null;
  if (value.startsWith("#")) return value;
  if (value.startsWith("/") && isSafeRelativePath(value)) return value;
  return null;
}

const OPTIONS: sanitize.IOptions = {
  allowedTags: TAGS,
  allowedAttributes: { a: ["href", "title", "rel"], ol: ["start"], th: ["colspan", "rowspan", "scope"], td: ["colspan", "rowspan"] },
  // The scheme and path checks are safeHref's (below); sanitize-html's own scheme filter is a second net.
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowProtocolRelative: false,
  nonTextTags: DROP_WITH_CONTENT,
  disallowedTagsMode: "discard",
  transformTags: {
    // The page has its own <h1>: a heading level 1 in the content becomes a level 2.
    h1: "h2",
    a: (tagName, attribs) => {
      const out: Record<string, string> = {};
      const href = attribs.href === undefined ? null : safeHref(attribs.href);
      if (href) out.href = href;
      if (attribs.title) out.title = attribs.title;
      if (href && /^https?:/i.test(href)) out.rel = "noopener noreferrer nofollow";
      return { tagName, attribs: out };
    },
  },
};

export function sanitizeHtml(html: string): string {
  return sanitize(html, OPTIONS);
}
