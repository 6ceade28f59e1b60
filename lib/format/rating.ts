// spec 2 §3 Vendor.rating_interval: shown halved, one decimal (the API rates out of 10, the UI out of 5).
export function formatRating(ratingInterval: number | string | null | undefined): string {
  const n = Number(ratingInterval);
  if (ratingInterval === null || ratingInterval === undefined || !Number.isFinite(n)) return "0.0";
  return (n / 2).toFixed(1);
}
