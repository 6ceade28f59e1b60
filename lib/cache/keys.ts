// Cache key prefixes for public reads live here, so invalidation and reads agree (Next.js Commerce habit).
export const CACHE_KEYS = {
  foodCategories: (locale: string) => `food-categories:${locale}`,
  aboutUs: (locale: string) => `about-us:${locale}`,
  vendors: (locale: string, query: string) => `vendors:${locale}:${query}`,
  featureBlocks: (locale: string, query: string) => `feature-blocks:${locale}:${query}`,
  vendorMapPoints: (locale: string, query: string) => `vendor-map-points:${locale}:${query}`,
  searchSuggestions: (locale: string, term: string) => `search-suggestions:${locale}:${term}`,
  vendor: (locale: string, hash: string, query: string) => `vendor:${locale}:${hash}:${query}`,
  blogs: (locale: string, query: string) => `blogs:${locale}:${query}`,
  blog: (locale: string, id: string) => `blog:${locale}:${id}`,
  landing: (locale: string, hash: string) => `landing:${locale}:${hash}`,
  pages: (locale: string, page: string) => `page:${locale}:${page}`,
} as const;

/**
 * Seconds a public read is kept. At most 30: a public page is kept up to 30 s more (lib/page-cache/rules.ts), so a
 * change in the product API shows on every page within 60 s (issue 14, ADR 0014; tests/unit/page-cache.test.ts).
 */
export const CACHE_TTL = {
  /** Lists change with opening hours: keep them short. */
  short: 20,
  medium: 30,
  long: 30,
} as const;
