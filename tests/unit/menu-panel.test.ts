import { describe, expect, test } from "vitest";
import { panelColumns, panelHtml, type PanelBlock } from "@/components/layout/menu-panel";
import { menuGroups } from "@/lib/registry";

const group = (title: string, links: number) => ({
  title,
  content: Array.from({ length: links }, (_, i) => ({
    subTitle: `${title} ${i + 1}`,
    url: `/${title.toLowerCase()}-${i + 1}`,
  })),
});
const titles = (columns: PanelBlock[][]) => columns.map((c) => c.map((b) => b.group.title));

describe("panelColumns", () => {
  test("keeps the groups in reading order and makes the tallest column as short as it can be", () => {
    // Heights 36 + 28 per link: 176, 120, 120, 92, 232. In three columns the best split puts
    // the last, tallest group alone and A beside B: 296 beside 212 and 232.
    const blocks = [group("A", 5), group("B", 3), group("C", 3), group("D", 2), group("E", 7)];
    const columns = panelColumns(
      blocks.map((g) => ({ group: g })),
      3,
    );
    expect(titles(columns)).toEqual([["A", "B"], ["C", "D"], ["E"]]);
  });

  test("a section heading stays in the column of the group it heads", () => {
    const columns = panelColumns(
      [
        { group: group("A", 6) },
        { group: group("B", 6) },
        { group: group("C", 1), heading: "Legal Support" },
        { group: group("D", 1) },
      ],
      2,
    );
    expect(titles(columns)).toEqual([["A"], ["B", "C", "D"]]);
    expect(columns[1]![1]!.heading).toBe("Legal Support");
  });

  test("uses no more columns than asked, and fewer when the groups are few", () => {
    const blocks = [group("A", 2), group("B", 2)].map((g) => ({ group: g }));
    expect(panelColumns(blocks, 4).length).toBeLessThanOrEqual(2);
    expect(panelColumns(blocks, 1)).toHaveLength(1);
  });

  test("the site's IP and legal groups fill four columns, and five at xl, each group once", () => {
    const blocks: PanelBlock[] = [
      ...menuGroups("ip").map((g) => ({ group: g })),
      ...menuGroups("legal").map((g) => ({ group: g })),
    ];
    for (const count of [4, 5]) {
      const columns = panelColumns(blocks, count);
      expect(columns).toHaveLength(count);
      expect(columns.flat().map((b) => b.group.title)).toEqual(blocks.map((b) => b.group.title));
    }
  });
});

describe("panelHtml", () => {
  test("a column per split, the current page marked, text escaped", () => {
    const html = panelHtml(
      [
        [
          {
            group: {
              title: "Search & Analysis",
              content: [
                { subTitle: "Patent <Search>", url: "/patent-search" },
                { subTitle: "Trademark Search", url: "/trademark-search" },
              ],
            },
          },
        ],
        [{ group: group("Other", 1), heading: "Legal Support" }],
      ],
      "/trademark-search",
    );
    // Two columns, each a <div> directly holding its blocks.
    expect(html.match(/<div><(div|p) /g)).toHaveLength(2);
    expect(html).toContain(">Search &amp; Analysis</p>");
    expect(html).toContain(">Patent &lt;Search&gt;</a>");
    expect(html.match(/<a href="[^"]+"/g)).toEqual([
      '<a href="/patent-search"',
      '<a href="/trademark-search"',
      '<a href="/other-1"',
    ]);
    expect(html.match(/aria-current="page"/g)).toHaveLength(1);
    expect(html).toContain('href="/trademark-search" aria-current="page"');
    expect(html.indexOf(">Legal Support</p>")).toBeLessThan(html.indexOf(">Other</p>"));
  });
});
