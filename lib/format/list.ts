import type { Locale } from "@/lib/i18n/routing";

const AND: Record<Locale, string> = { sq: "dhe", en: "and" };

/**
 * "a, b dhe c" / "a, b and c": what Intl.ListFormat (conjunction) prints for sq-AL and en-GB, written out because
 * Chromium has no Albanian data (number.ts); tests/unit/format-number.test.ts compares the two.
 */
export function formatList(items: readonly string[], locale: Locale): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} ${AND[locale]} ${items[items.length - 1]}`;
}
