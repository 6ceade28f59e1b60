// spec 2 §3 Vendor.distance and spec 1 §9: metres / 1000 with 2 decimals in Km, shown only if above 0.
export function formatDistance(metres: number | string | null | undefined): string | null {
  const n = Number(metres);
  if (metres === null || metres === undefined || !Number.isFinite(n) || !(n > 0)) return null;
  return `${(n / 1000).toFixed(2)} Km`;
}
