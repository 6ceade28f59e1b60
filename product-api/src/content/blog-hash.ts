// spec 1 §2: the blog detail is "loaded by a blog id derived from the hash". hash_id is the lower-case base-36 form of
// the id (1234 ↔ "ya"), the same scheme as the storefront's lib/blog/blog-id.ts, so a hash maps to exactly one id.
export function blogHash(id: number): string {
  return id.toString(36);
}

export function blogIdOf(hash: string): number | null {
  if (!/^[1-9a-z][0-9a-z]{0,9}$/.test(hash)) return null;
  const id = parseInt(hash, 36);
  return Number.isSafeInteger(id) && id <= 2_147_483_647 ? id : null;
}
