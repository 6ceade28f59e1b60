import type { Locale } from "./routing";

/** spec 3 §5 Language: "only en or sq; anything else resets to sq" (spec 1 §1: default sq). */
export function normalizeLanguage(value: unknown): Locale {
  return value === "en" ? "en" : "sq";
}
