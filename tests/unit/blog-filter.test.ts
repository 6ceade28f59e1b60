import { describe, expect, it } from "vitest";
import { blogListHref, paginationItems, parseBlogFilter } from "@/lib/blog/filter";

describe("spec 1 §3 Blog filter (searchTerm, category_id) and the page live in the URL", () => {
  it("reads the query, ignoring junk", () => {
    expect(parseBlogFilter({ searchTerm: "  byrek ", category_id: "2", page: "3" })).toEqual({ searchTerm: "byrek", categoryId: 2, page: 3 });
    expect(parseBlogFilter({ category_id: "x", page: "-1" })).toEqual({ searchTerm: "", categoryId: null, page: 1 });
    expect(parseBlogFilter({ searchTerm: ["a", "b"], page: "1.5" })).toEqual({ searchTerm: "a", categoryId: null, page: 1 });
  });

  it("writes one canonical URL per list (no empty parts, no page=1)", () => {
    expect(blogListHref({})).toBe("/blog");
    expect(blogListHref({ searchTerm: "tavë kosi", categoryId: 1, page: 1 })).toBe("/blog?searchTerm=tav%C3%AB+kosi&category_id=1");
    expect(blogListHref({ page: 2 })).toBe("/blog?page=2");
  });

  it("paginates with gaps", () => {
    expect(paginationItems(1, 1)).toEqual([1]);
    expect(paginationItems(1, 2)).toEqual([1, 2]);
    expect(paginationItems(5, 10)).toEqual([1, null, 4, 5, 6, null, 10]);
  });
});
