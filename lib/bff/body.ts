import "server-only";
import type { NextRequest } from "next/server";
import { readCapped } from "@/lib/http/read-capped";

// Issue 15 "Security findings": a write's body is read with a size cap (a huge body never reaches memory whole), and
// a body that could pollute prototypes or exhaust the stack is refused before any schema or handler sees it.

/** Default cap for a BFF write body: far above any form of the storefront, far below what hurts a server. */
export const DEFAULT_MAX_BODY = 256 * 1024;
/** Deepest nesting any BFF body needs is 4 (order → products → options); 16 leaves room and refuses bombs. */
export const MAX_DEPTH = 16;
const POISON = new Set(["__proto__", "constructor", "prototype"]);

export type BodyResult = { ok: true; value: unknown } | { ok: false; problem: "tooLarge" | "malformed" };

/** Reads JSON, a form, or JSON sent as text, refusing more than `max` bytes (by Content-Length and while reading). */
export async function readLimitedBody(request: NextRequest, max = DEFAULT_MAX_BODY): Promise<BodyResult> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (Number.isFinite(declared) && declared > max) return { ok: false, problem: "tooLarge" };
  const bytes = await readCapped(request.body, max);
  if (bytes === "tooLarge") return { ok: false, problem: "tooLarge" };
  const type = request.headers.get("content-type") ?? "";
  const text = new TextDecoder().decode(bytes);
  try {
    if (type.includes("application/x-www-form-urlencoded")) return { ok: true, value: Object.fromEntries(new URLSearchParams(text)) };
    if (type.includes("multipart/form-data")) {
      const form = await new Response(bytes, { headers: { "content-type": type } }).formData();
      return { ok: true, value: Object.fromEntries(form.entries()) };
    }
    return { ok: true, value: text ? (JSON.parse(text) as unknown) : {} };
  } catch {
    return { ok: false, problem: "malformed" };
  }
}


/**
 * The dotted path of the first key that could pollute a prototype (__proto__, constructor, prototype) or of the
 * first value nested deeper than MAX_DEPTH; null for a body that is safe to hand to a schema.
 */
export function unsafeBodyPath(value: unknown, path: string[] = [], depth = 0): string | null {
  if (depth > MAX_DEPTH) return path.join(".") || "_";
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = unsafeBodyPath(value[i], [...path, String(i)], depth + 1);
      if (found) return found;
    }
  } else if (value && typeof value === "object") {
    // Object.keys would skip an own "__proto__" made by JSON.parse on some engines: read own names directly.
    for (const key of Object.getOwnPropertyNames(value)) {
      if (POISON.has(key)) return [...path, key].join(".");
      const found = unsafeBodyPath((value as Record<string, unknown>)[key], [...path, key], depth + 1);
      if (found) return found;
    }
  }
  return null;
}
