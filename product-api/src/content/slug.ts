/** "Tavë kosi & Byrek" → "tave-kosi-byrek": Albanian letters folded, cosmetic only (ARCHITECTURE: slugs). */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/ë/g, "e")
    .replace(/ç/g, "c")
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}
