// Spec 2 §9 / §7: fastest, highest rating, closest, most popular; ordering_order 1 by default, -1 for rating and popular.
export const SORT_KEYS = ["fastest", "rating", "closest", "popular"] as const;
export type SortKey = (typeof SORT_KEYS)[number];

export interface SortOrder {
  ordering_attribute: string;
  ordering_order: 1 | -1;
}

export const SORT_OPTIONS: Record<SortKey, SortOrder> = {
  fastest: { ordering_attribute: "maximum_delivery_time", ordering_order: 1 },
  rating: { ordering_attribute: "rating_interval", ordering_order: -1 },
  closest: { ordering_attribute: "distance", ordering_order: 1 },
  popular: { ordering_attribute: "total_ratings", ordering_order: -1 },
};

export const SORT_LABEL_KEYS = ["vendors.sort_fastest", "vendors.sort_rating", "vendors.sort_closest", "vendors.sort_popular"] as const;
export type SortLabelKey = (typeof SORT_LABEL_KEYS)[number];

export function sortLabelKey(sort: SortKey): SortLabelKey {
  return `vendors.sort_${sort}`;
}

export function isSortKey(value: string | null | undefined): value is SortKey {
  return (SORT_KEYS as readonly string[]).includes(value ?? "");
}
