/** Spec 2 §4 Vendor list loading: the first page resets the list; later pages append vendors not already present. */
export function mergeVendorPage<T extends { id: number | string }>(current: readonly T[], incoming: readonly T[], page: number): T[] {
  const base = page <= 1 ? [] : [...current];
  const seen = new Set(base.map((v) => v.id));
  for (const v of incoming) {
    if (seen.has(v.id)) continue;
    seen.add(v.id);
    base.push(v);
  }
  return base;
}
