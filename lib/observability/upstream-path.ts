// Issue 30: the product-API path a call belongs to, as a template ("orders/{id}/review"), for the upstream metrics'
// `path` label and the client span's name: ids, hashes and provider names never become a label of their own.
// Pure; the collections are the product API's (spec 1–3 §7 tables) whose next segment is an id unless listed here.
import { brandPaths } from "@/lib/brand";

const COLLECTIONS = new Map<string, readonly string[]>([
  ["addresses", ["default"]],
  ["api/landing-page", ["track"]],
  ["blogs", ["categories"]],
  ["check-vendor-open", []],
  ["login", ["legacy"]],
  ["orders", ["get-faqs", "get-support-tags", "increase-clicks-faqs", "increase-clicks-tags"]],
  ["stripe/payment-methods", ["create"]],
  ["vendors", ["favourites", "food-categories", "mobile-feature-blocks"]],
  ["chats/channels", []],
  ["chats/channels/{id}/messages", []],
  [brandPaths.users, []],
]);

export function upstreamPathTemplate(path: string): string {
  const out: string[] = [];
  for (const segment of path.split(/[?#]/, 1)[0].split("/").filter(Boolean)) {
    const statics = COLLECTIONS.get(out.join("/"));
    const isId = (statics !== undefined && !statics.includes(segment)) || /\d/.test(segment);
    out.push(isId ? "{id}" : segment);
  }
  return out.join("/");
}
