// What the desktop menu's panels need once one may open, kept out of every page's first load
// (components/layout/desktop-nav.tsx fetches it when the menu bar is shown and the browser is
// idle, or a trigger is hovered or focused): the IP Services panel's columns and markup, and
// the arrow keys among a panel's links.
import { clsx } from "clsx";
import { useMemo } from "react";
import type { MenuGroup } from "@/content/types";
import { useMediaQuery } from "@/lib/client/media-query";
import { rowStep } from "@/lib/client/row-keys";
import { escapeMarkup } from "@/lib/escape-markup";
import { menuLinkClass } from "./menu-link";

/** What goes in the IP Services panel's columns, in reading order. */
export type PanelBlock = { group: MenuGroup; heading?: string };

// Heights in pixels as the panel draws them, and how many characters fill a line of its
// columns (about 210 px of text from 1024 px wide up): a group's title (text-xs capitals, pb-1)
// and the space below the group (pb-4); a link (text-sm, py-1); a section heading over a group
// (pt-3, pb-2, its border).
const TITLE = { line: 16, chars: 26, extra: 4 + 16 };
const LINK = { line: 20, chars: 30, extra: 8 };
const HEADING_PX = 41;

/** How many lines `text` takes when its words wrap at `chars` characters a line. */
function linesOf(text: string, chars: number) {
  let lines = 1;
  let used = 0;
  for (const word of text.split(" ")) {
    const needed = used ? used + 1 + word.length : word.length;
    if (used && needed > chars) [lines, used] = [lines + 1, word.length];
    else used = needed;
  }
  return lines;
}

const heightOf = ({ group, heading }: PanelBlock) =>
  TITLE.line * linesOf(group.title, TITLE.chars) +
  TITLE.extra +
  group.content.reduce(
    (sum, { subTitle }) => sum + LINK.line * linesOf(subTitle, LINK.chars) + LINK.extra,
    0,
  ) +
  (heading ? HEADING_PX : 0);

/**
 * The blocks split, in order, into at most `count` columns so that the tallest column is as
 * short as it can be: what CSS multi-column balancing does, decided ahead of time, because laying
 * out a multi-column box cost the panel's opening 35-45 ms on a slow phone's CPU. Columns fill
 * from the left: each takes as many blocks as fit the tallest.
 */
export function panelColumns(blocks: PanelBlock[], count: number): PanelBlock[][] {
  const heights = blocks.map(heightOf);
  const fits = (limit: number) => {
    let columns = 1;
    let used = 0;
    for (const height of heights) {
      if (height > limit) return false;
      if (used + height <= limit) used += height;
      else [columns, used] = [columns + 1, height];
    }
    return columns <= count;
  };
  // The tallest column of the best split is the height of some run of consecutive blocks.
  const runs = new Set<number>();
  for (let i = 0; i < heights.length; i++) {
    let sum = 0;
    for (let j = i; j < heights.length; j++) runs.add((sum += heights[j]!));
  }
  const limit = Math.min(...[...runs].filter(fits));
  const columns: PanelBlock[][] = [[]];
  let used = 0;
  blocks.forEach((block, i) => {
    if (used + heights[i]! > limit) {
      columns.push([]);
      used = 0;
    }
    columns.at(-1)!.push(block);
    used += heights[i]!;
  });
  return columns;
}

/**
 * The panel's columns as HTML, the link to `pathname` marked as the current page. The panel is
 * built when it opens, in the click; the browser parses these 140-odd elements in about 2 ms
 * on a slow phone's CPU, where React creating them as elements, with the multi-column layout,
 * had made the click's processing 71-123 ms (56-84 ms since). The text comes from the site's
 * own content and is escaped.
 */
export function panelHtml(columns: PanelBlock[][], pathname: string): string {
  const linkClass = menuLinkClass(false);
  const link = ({ subTitle, url }: MenuGroup["content"][number]) =>
    `<li><a href="${escapeMarkup(url)}"${url === pathname ? ' aria-current="page"' : ""} class="${linkClass}">${escapeMarkup(subTitle)}</a></li>`;
  const block = ({ group, heading }: PanelBlock) =>
    (heading
      ? `<p class="text-ink border-line border-t px-2 pt-3 pb-2 text-sm font-semibold">${escapeMarkup(heading)}</p>`
      : "") +
    `<div class="pb-4"><p class="text-brand-700 px-2 pb-1 text-xs font-semibold tracking-wider uppercase">${escapeMarkup(group.title)}</p>` +
    `<ul>${group.content.map(link).join("")}</ul></div>`;
  return columns.map((column) => `<div>${column.map(block).join("")}</div>`).join("");
}

const WIDE = "(min-width: 80rem)"; // Tailwind's xl

/**
 * The IP Services panel's groups, Legal Support's after the seven IP groups, in four columns
 * (five from Tailwind's xl), so the panel fits a 1024 x 768 screen and no column is too narrow
 * for its group's title, built as HTML (panelHtml) when the panel opens.
 */
export function IpPanelColumns({
  ipGroups,
  legalGroups,
  pathname,
}: {
  ipGroups: MenuGroup[];
  legalGroups: MenuGroup[];
  pathname: string;
}) {
  const count = useMediaQuery(WIDE, false) ? 5 : 4;
  const html = useMemo(() => {
    const blocks: PanelBlock[] = [
      ...ipGroups.map((group) => ({ group })),
      ...legalGroups.map((group, i) => (i === 0 ? { group, heading: "Legal Support" } : { group })),
    ];
    return panelHtml(panelColumns(blocks, count), pathname);
  }, [ipGroups, legalGroups, pathname, count]);
  return (
    <div
      className={clsx("grid gap-x-6", count === 5 ? "grid-cols-5" : "grid-cols-4")}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

/** The panel's links, in document order. */
const linksOf = (panel: HTMLElement) => [...panel.querySelectorAll<HTMLAnchorElement>("a[href]")];

/**
 * In the IP Services panel the arrow keys follow what the visitor sees: Up and Down move within
 * a column, Left and Right to the link level with this one in the previous or next column, in
 * the panel's flow of columns. At the edge of the panel focus stays put.
 */
function nextByColumn(links: HTMLAnchorElement[], current: HTMLElement, key: string) {
  const box = (a: HTMLElement) => a.getBoundingClientRect();
  const here = box(current);
  const sameColumn = (b: DOMRect) => Math.abs(b.left - here.left) < 2;
  if (key === "ArrowDown" || key === "ArrowUp") {
    const down = key === "ArrowDown";
    return links
      .filter((a) => sameColumn(box(a)) && (down ? box(a).top > here.top : box(a).top < here.top))
      .sort((a, b) => (down ? 1 : -1) * (box(a).top - box(b).top))[0];
  }
  const right = key === "ArrowRight";
  const lefts = [...new Set(links.map((a) => Math.round(box(a).left)))].sort((a, b) => a - b);
  const index = lefts.findIndex((left) => Math.abs(left - here.left) < 2);
  const target = lefts[index + (right ? 1 : -1)];
  if (target === undefined) return undefined;
  const middle = here.top + here.height / 2;
  return links
    .filter((a) => Math.abs(box(a).left - target) < 2)
    .sort(
      (a, b) =>
        Math.abs(box(a).top + box(a).height / 2 - middle) -
        Math.abs(box(b).top + box(b).height / 2 - middle),
    )[0];
}

/**
 * Where Home, End or an arrow key (`key`) moves focus from `current`, a link in a menu panel:
 * Home and End go to the first and last link; the arrows go by column in a panel marked
 * `data-menu-columns`, otherwise to the previous (Left, Up) or next (Right, Down) link in
 * document order. Undefined at the panel's edge.
 */
export function nextPanelLink(panel: HTMLElement, current: HTMLAnchorElement, key: string) {
  const links = linksOf(panel);
  const byColumn = key.startsWith("Arrow") && panel.querySelector("[data-menu-columns]");
  if (byColumn) return nextByColumn(links, current, key);
  const next = rowStep(key, links.indexOf(current), links.length);
  return next === undefined ? undefined : links[next];
}
