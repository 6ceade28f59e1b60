// spec 1 §3 Blog filter: searchTerm, category_id; plus the page. It lives in the URL (/blog?searchTerm=…&category_id=…
// &page=…), so the list is server-rendered, shareable and survives reload and back.
export interface BlogFilter {
  searchTerm: string;
  categoryId: number | null;
  page: number;
}

type Params = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? "";

export function parseBlogFilter(params: Params): BlogFilter {
  const searchTerm = first(params.searchTerm).trim().slice(0, 100);
  const category = Number(first(params.category_id));
  const page = Number(first(params.page));
  return {
    searchTerm,
    categoryId: Number.isInteger(category) && category > 0 ? category : null,
    page: Number.isInteger(page) && page > 0 && page <= 1000 ? page : 1,
  };
}

/** The /blog URL of a filter; empty parts and page 1 are left out so each list has one canonical URL. */
export function blogListHref(filter: Partial<BlogFilter>): string {
  const q = new URLSearchParams();
  if (filter.searchTerm) q.set("searchTerm", filter.searchTerm);
  if (filter.categoryId) q.set("category_id", String(filter.categoryId));
  if (filter.page && filter.page > 1) q.set("page", String(filter.page));
  const query = q.toString();
  return query ? `/blog?${query}` : "/blog";
}

/** Page numbers to show: first, last, and the current one with a neighbour on each side; null marks a gap. */
export function paginationItems(current: number, last: number): Array<number | null> {
  const pages = new Set([1, last, current - 1, current, current + 1].filter((p) => p >= 1 && p <= last));
  const sorted = [...pages].sort((a, b) => a - b);
  const out: Array<number | null> = [];
  sorted.forEach((p, i) => {
    if (i > 0 && p - sorted[i - 1] > 1) out.push(null);
    out.push(p);
  });
  return out;
}
