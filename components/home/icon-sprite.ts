import "server-only";
import { ICON_SHAPES, type IconId } from "@/components/ui/icons";
import { home } from "@/content/home";
import { audiencePages } from "@/lib/content/registry";

/** Every icon the home page draws. */
const ICONS: readonly IconId[] = [
  "arrow-right",
  "phone",
  "pause",
  "play",
  "chevron-left",
  "chevron-right",
  ...home.serviceStrip.tiles.map((tile) => tile.icon),
  ...home.popularServices.items.map((item) => item.icon),
  ...home.coreValues.items.map((value) => value.icon),
  ...audiencePages.map((page) => page.image.icon),
];

/**
 * The home page's icons as one SVG file of symbols. An icon used on many cards and tiles is then
 * one short `<use>` in the HTML and in React's payload rather than its paths again each time, and
 * the paths themselves are in neither: app/home-icons.svg serves it, fetched once and cached.
 */
export function iconSprite(): string {
  const symbols = [...new Set(ICONS)].map(
    (name) => `<symbol id="hi-${name}" viewBox="0 0 24 24">${ICON_SHAPES[name]}</symbol>`,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join("")}</svg>`;
}
