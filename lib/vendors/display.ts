/** Spec 2 §3 / §9: rating shown as rating_interval divided by 2, one decimal. */
export function displayRating(ratingInterval: number | null | undefined): string {
  const n = Number(ratingInterval);
  return (Number.isFinite(n) ? n / 2 : 0).toFixed(1);
}

/** Spec 2 §3 / §9: distance in metres shown in Km with 2 decimals, only if above 0 (else null: hide it). */
export function displayDistanceKm(metres: number | null | undefined): string | null {
  const n = Number(metres);
  return Number.isFinite(n) && n > 0 ? (n / 1000).toFixed(2) : null;
}

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
