import { describe, expect, it } from "vitest";
import { compactIndex } from "@/lib/search/documents";
import { namedMenus } from "@/lib/search/named-menus";
import { nearestPages } from "@/lib/search/nearest";

const compact = compactIndex();
const near = (path: string) => nearestPages(compact, namedMenus(), path);
const paths = (path: string) => near(path).map((page) => page.path);

describe("nearest registered pages for a path nobody registered", () => {
  it("puts the page whose address is a typo away first", () => {
    expect(paths("/trademark-renwal")[0]).toBe("/trademark-renewal");
    expect(paths("/patent-draftng")[0]).toBe("/patent-drafting");
    expect(paths("/Trademark-Renewal/")[0]).toBe("/trademark-renewal");
  });

  it("offers a menu's pages when the path names the menu", () => {
    expect(paths("/about-us").slice(0, 4)).toEqual([
      "/who-we-are",
      "/our-team",
      "/why-us",
      "/careers",
    ]);
    expect(paths("/contact")[0]).toBe("/contact-us");
  });

  it("searches the path's words, at most five pages, never the home page", () => {
    const trademark = paths("/trademarks");
    expect(trademark.length).toBeGreaterThan(0);
    expect(trademark.length).toBeLessThanOrEqual(5);
    for (const path of trademark) expect(path).toMatch(/^\/trademark-/);
    expect(near("/trademark-renwal")[0]?.title).toBe("Trademark Renewal");
  });

  it("suggests nothing for a path like no page, or a malformed one", () => {
    expect(paths("/qzxv-wvvq")).toEqual([]);
    expect(paths("/")).toEqual([]);
    expect(paths("/%E0%A4")).toEqual([]);
  });
});
