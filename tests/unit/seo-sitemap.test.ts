import { describe, expect, it } from "vitest";
import { collectSitemap, localizedEntries, staticPagesSitemapEntries } from "@/lib/seo/sitemap";

// Issue 4 "app/sitemap.ts lists home, categories, every vendor and static page in both languages with alternates".
const ORIGIN = "https://shijo.al";

describe("localizedEntries", () => {
  it("gives one URL per language, each with the sq/en/x-default alternates", () => {
    const entries = localizedEntries(ORIGIN, "/store/0123456789ab/oda/delivery", { priority: 0.8 });
    const languages = { sq: `${ORIGIN}/store/0123456789ab/oda/delivery`, en: `${ORIGIN}/en/store/0123456789ab/oda/delivery`, "x-default": `${ORIGIN}/store/0123456789ab/oda/delivery` };
    expect(entries).toEqual([
      { url: languages.sq, priority: 0.8, alternates: { languages } },
      { url: languages.en, priority: 0.8, alternates: { languages } },
    ]);
    expect(localizedEntries(ORIGIN, "/").map((e) => e.url)).toEqual([`${ORIGIN}/`, `${ORIGIN}/en`]);
  });
});

describe("collectSitemap", () => {
  it("merges sources, keeps the first of a duplicate URL and leaves out a failing source", async () => {
    const first = async () => localizedEntries(ORIGIN, "/blog", { priority: 0.9 });
    const failing = async () => {
      throw new Error("down");
    };
    const entries = await collectSitemap([first, failing, staticPagesSitemapEntries], ORIGIN);
    const blog = entries.filter((e) => e.url === `${ORIGIN}/blog`);
    expect(blog).toHaveLength(1);
    expect(blog[0].priority).toBe(0.9);
    expect(entries.map((e) => e.url)).toContain(`${ORIGIN}/en/terms-conditions`);
    expect(new Set(entries.map((e) => e.url)).size).toBe(entries.length);
  });
});
