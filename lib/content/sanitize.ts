// Privacy and terms pages arrive as HTML from the product API (spec 1 §7 GET privacy / terms-condition) and are
// rendered with dangerouslySetInnerHTML, so they pass this allow-list first: known text-formatting tags only, a few
// attributes, http(s)/mailto/tel/relative links; scripts, styles, frames, event handlers and comments are dropped.
// Pure and dependency-free; the tests in tests/unit/sanitize.test.ts try the usual bypasses.

const ALLOWED: Record<string, readonly string[]> = {
  p: [], br: [], hr: [], h2: [], h3: [], h4: [], h5: [], h6: [],
  strong: [], b: [], em: [], i: [], u: [], s: [], small: [], sub: [], sup: [], mark: [], code: [], pre: [],
  blockquote: [], ul: [], ol: ["start"], li: [], dl: [], dt: [], dd: [],
  table: [], thead: [], tbody: [], tfoot: [], tr: [], th: ["colspan", "rowspan", "scope"], td: ["colspan", "rowspan"], caption: [],
  a: ["href", "title"], span: [], div: [], section: [], article: [],
};

/** The page has its own <h1>: a heading level 1 in the content becomes a level 2. */
const RENAMED: Record<string, string> = { h1: "h2" };

/** Dropped together with everything inside them. */
const DROP_WITH_CONTENT = new Set([
  "script", "style", "iframe", "frame", "frameset", "object", "embed", "applet", "noscript", "noembed", "noframes",
  "template", "svg", "math", "textarea", "select", "option", "title", "head", "xmp", "plaintext", "form", "button",
]);

const VOID = new Set(["br", "hr"]);

const NAMED_ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0", colon: ":", tab: "\t", newline: "\n" };

function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);?/gi, (match, body: string) => {
    if (body[0] === "#") {
      const code = body[1] === "x" || body[1] === "X" ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : "";
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? match;
  });
}

function escapeText(text: string): string {
  // An "&" that already starts an entity stays; any other "&", "<" and ">" is escaped.
  return text.replace(/&(?!(?:#x[0-9a-f]+|#\d+|[a-z][a-z0-9]*);)/gi, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** http(s), mailto, tel, a same-site path ("/…", not "//…") or a fragment; anything else is refused. */
export function safeHref(raw: string): string | null {
  // Browsers ignore control characters and whitespace inside a scheme ("java\tscript:"), so the check does too.
  const value = decodeEntities(raw).replace(/[\u0000-\u0020\u007f-\u009f]/g, "");
  if (!value) return null;
  if (/^(https?:|mailto:|tel:)/i.test(value)) return value;
  if (/^\/(?!\/)/.test(value) || value.startsWith("#")) return value;
  return null;
}

const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
const TAG = /^<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*\/?>/;

function attributesOf(tag: string, source: string): string {
  const allowed = ALLOWED[tag] ?? [];
  const out: string[] = [];
  for (const m of source.matchAll(ATTRIBUTE)) {
    const name = m[1].toLowerCase();
    if (!allowed.includes(name)) continue;
    const value = m[2] ?? m[3] ?? m[4] ?? "";
    if (name === "href") {
      const href = safeHref(value);
      if (href) out.push(`href="${escapeAttribute(href)}"`);
    } else if (name === "colspan" || name === "rowspan" || name === "start") {
      if (/^\d{1,3}$/.test(value)) out.push(`${name}="${value}"`);
    } else if (name === "scope") {
      if (/^(row|col|rowgroup|colgroup)$/i.test(value)) out.push(`scope="${value.toLowerCase()}"`);
    } else {
      out.push(`${name}="${escapeAttribute(decodeEntities(value))}"`);
    }
  }
  // Links leave the site without passing the page's context along.
  if (tag === "a" && out.some((a) => a.startsWith('href="http'))) out.push('rel="noopener noreferrer nofollow"');
  return out.length ? ` ${out.join(" ")}` : "";
}

export function sanitizeHtml(html: string): string {
  let out = "";
  let i = 0;
  const open: string[] = [];
  while (i < html.length) {
    const lt = html.indexOf("<", i);
    if (lt === -1) {
      out += escapeText(html.slice(i));
      break;
    }
    out += escapeText(html.slice(i, lt));
    const rest = html.slice(lt);
    if (rest.startsWith("<!--")) {
      const end = html.indexOf("-->", lt + 4);
      i = end === -1 ? html.length : end + 3;
      continue;
    }
    if (rest.startsWith("<!") || rest.startsWith("<?")) {
      const end = html.indexOf(">", lt);
      i = end === -1 ? html.length : end + 1;
      continue;
    }
    const m = TAG.exec(rest);
    if (!m) {
      out += "&lt;";
      i = lt + 1;
      continue;
    }
    i = lt + m[0].length;
    const closing = m[1] === "/";
    const name = m[2].toLowerCase();
    if (DROP_WITH_CONTENT.has(name)) {
      if (!closing) {
        const end = html.toLowerCase().indexOf(`</${name}`, i);
        if (end === -1) break;
        const gt = html.indexOf(">", end);
        i = gt === -1 ? html.length : gt + 1;
      }
      continue;
    }
    const tag = RENAMED[name] ?? name;
    if (!(tag in ALLOWED)) continue; // unknown tag: dropped, its text kept
    if (closing) {
      const at = open.lastIndexOf(tag);
      if (at === -1) continue;
      while (open.length > at) out += `</${open.pop()}>`;
      continue;
    }
    out += `<${tag}${attributesOf(tag, m[3])}>`;
    if (!VOID.has(tag)) open.push(tag);
  }
  while (open.length) out += `</${open.pop()}>`;
  return out;
}
