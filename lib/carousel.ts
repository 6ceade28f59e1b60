/**
 * Spec 2 §9 / spec 1 §9: the carousel shows 4 items up to 3000 px, 3 between 1024 and 2000, 2 between 766 and
 * 1024, 1 below 766. The spec leaves gaps and edges open; we read it as: below 766 → 1; 766 to below 1024 → 2;
 * 1024 up to and including 2000 → 3; above 2000 → 4 (also above 3000, where nothing larger is defined).
 */
export function carouselItemsForWidth(width: number): 1 | 2 | 3 | 4 {
  if (width < 766) return 1;
  if (width < 1024) return 2;
  if (width <= 2000) return 3;
  return 4;
}
