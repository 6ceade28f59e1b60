export const WORDS_PER_MINUTE = 200;

/** Words of a blog body (HTML tags and entities dropped); sent as blog_word_count to ai/suggest-quiz (spec 1 §7). */
export function wordCount(content: string): number {
  const text = content.replace(/<[^>]*>/g, " ").replace(/&[a-z#0-9]+;/gi, " ");
  return text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

/** Minutes to read: the blog's time_read when the server gives one, else words / 200 rounded up, at least 1. */
export function readingMinutes(blog: { time_read?: number | null; content?: string | null }): number {
  const given = Number(blog.time_read);
  if (Number.isFinite(given) && given > 0) return Math.round(given);
  return Math.max(1, Math.ceil(wordCount(blog.content ?? "") / WORDS_PER_MINUTE));
}
