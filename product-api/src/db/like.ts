/** A user's search text as an ILIKE "contains" pattern: %, _ and \ are searched as themselves, not as wildcards. */
export function likePattern(text: string): string {
  return `%${text.replace(/[%_\\]/g, (m) => `\\${m}`)}%`;
}
