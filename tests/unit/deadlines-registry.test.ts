import { describe, expect, it } from "vitest";
import sitemap from "@/app/sitemap";
import { footerQuickLinks } from "@/content/navigation";
import { remotePatentDocketing } from "@/content/services/patent-management/remote-patent-docketing";
import { blockTexts } from "@/lib/content/content-text";
import { allEntries } from "@/lib/content/registry";
import { searchSite } from "@/lib/search/site-search";
import { trademarkDocketing } from "@/content/services/trademark/trademark-docketing";

describe("the deadline calculator in the registry", () => {
  it("is a registered page, in the sitemap", () => {
    expect(allEntries().filter((e) => e.path === "/ip-deadline-calculator")).toHaveLength(1);
    expect(sitemap().map((e) => new URL(e.url).pathname)).toContain("/ip-deadline-calculator");
  });

  it("is what site search finds first for 'deadline calculator' and 'calculator'", () => {
    expect(searchSite("deadline calculator").results[0]?.path).toBe("/ip-deadline-calculator");
    expect(searchSite("calculator").results[0]?.path).toBe("/ip-deadline-calculator");
  });

  it("is linked from the footer and from both docketing pages", () => {
    expect(footerQuickLinks.map((l) => l.url)).toContain("/ip-deadline-calculator");
    for (const page of [remotePatentDocketing, trademarkDocketing])
      expect(page.body.flatMap(blockTexts).join(" ")).toContain("](/ip-deadline-calculator)");
  });
});
