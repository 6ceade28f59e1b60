// Issue 30: the route template a request URL belongs to, as Next names it ("/[locale]/store/[vendor_hash]/…",
// "/api/orders/[id]"): the `route` label of the request metrics. Pure; unit-tested against the app/ folder.
import { METADATA_TEMPLATES, ROUTE_TEMPLATES } from "./route-table";

interface Compiled {
  template: string;
  segments: string[];
  statics: number;
}

const LOCALES = new Set(["sq", "en"]);
const dynamic = (segment: string) => segment.startsWith("[") && segment.endsWith("]");

const COMPILED: Compiled[] = [...ROUTE_TEMPLATES, ...METADATA_TEMPLATES]
  .map((template) => {
    const segments = template.split("/").filter(Boolean);
    return { template, segments, statics: segments.filter((s) => !dynamic(s)).length };
  })
  // Next prefers a static segment over a dynamic one: the most specific template is tried first.
  .sort((a, b) => b.statics - a.statics || a.segments.length - b.segments.length);

function segmentMatches(pattern: string, segment: string): boolean {
  if (pattern === "[locale]") return LOCALES.has(segment);
  if (dynamic(pattern)) return segment.length > 0;
  if (pattern.startsWith("[") && pattern.endsWith("].xml")) return segment.endsWith(".xml");
  // Generated images are served as …/opengraph-image-<hash> too.
  if (pattern === "opengraph-image" || pattern === "twitter-image") return segment === pattern || segment.startsWith(`${pattern}-`);
  return pattern === segment;
}

function matches(compiled: Compiled, segments: string[]): boolean {
  if (compiled.segments.length !== segments.length) return false;
  return compiled.segments.every((pattern, i) => segmentMatches(pattern, segments[i]));
}

/** The template of `pathname` (a query string is ignored); "static file" or "unmatched" when no route has it. */
export function routeTemplate(pathname: string): string {
  const path = pathname.split(/[?#]/, 1)[0];
  if (path.startsWith("/_next/static/")) return "/_next/static";
  if (path === "/_next/image") return "/_next/image";
  if (path.startsWith("/_next/")) return "/_next";
  // The optimizer's source pictures (app/api/media/[...path]): one label, whatever the picture.
  if (path.startsWith("/api/media/")) return "/api/media/[...path]";
  let segments: string[];
  try {
    segments = path.split("/").filter(Boolean).map((s) => decodeURIComponent(s));
  } catch {
    return "unmatched";
  }
  // Albanian pages have no prefix: /stores is /[locale]/stores with locale sq.
  const tries = segments[0] === "api" || LOCALES.has(segments[0] ?? "") ? [segments] : [segments, ["sq", ...segments]];
  for (const attempt of tries) {
    const found = COMPILED.find((compiled) => matches(compiled, attempt));
    if (found) return found.template;
  }
  return /\.[a-z0-9]{1,8}$/i.test(path) ? "static file" : "unmatched";
}
