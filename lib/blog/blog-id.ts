/**
 * Spec 1 §2 Blog detail is "loaded by a blog id derived from the hash". Our scheme: hash_id is the lower-case
 * base-36 form of the positive integer id, without leading zeros (id 1234 ↔ "ya"), so every id has exactly one hash
 * and the route /blog/{hash}/{slug} needs no lookup. The product API must issue hash_id the same way.
 */
export function blogHashFromId(id: number): string {
  if (!Number.isSafeInteger(id) || id <= 0) throw new RangeError(`blog id must be a positive integer, got ${id}`);
  return id.toString(36);
}

export function blogIdFromHash(hash: string): number | null {
  if (!/^[1-9a-z][0-9a-z]*$/.test(hash)) return null;
  const id = parseInt(hash, 36);
  return Number.isSafeInteger(id) ? id : null;
}

export function blogPath(blog: { id: number; slug: string }): string {
  return `/blog/${blogHashFromId(blog.id)}/${encodeURIComponent(blog.slug)}`;
}

/** The post's address in each language: each language has its own slug when the API names them (issue 25). */
export function blogPaths(blog: { id: number; slug: string; slugs?: { sq: string; en: string } | null }): Record<"sq" | "en", string> {
  return {
    sq: blogPath({ id: blog.id, slug: blog.slugs?.sq ?? blog.slug }),
    en: blogPath({ id: blog.id, slug: blog.slugs?.en ?? blog.slug }),
  };
}
