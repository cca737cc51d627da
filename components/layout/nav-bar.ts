import { menuAnchors } from "@/content/navigation";
import type { MenuGroup } from "@/content/types";

export interface NavLink {
  title: string;
  url: string;
  /** A line under the title, in the Solutions and About Us panels. */
  note?: string;
}

/** What the header hands the desktop navigation: every destination of its three menus. */
export interface DesktopNavProps {
  ipGroups: MenuGroup[];
  legalGroups: MenuGroup[];
  solutions: NavLink[];
  about: NavLink[];
}

/** The menu bar's three menus, in order: `value` names each within the menu. */
export const barMenus = [
  { title: "IP Services", value: "ip-services", anchor: menuAnchors.ip },
  { title: "Solutions", value: "solutions", anchor: menuAnchors.solutions },
  { title: "About Us", value: "about-us", anchor: menuAnchors.about },
] as const;

/** A link or trigger of the menu bar, as links before the menu's code and as Radix's after. */
export const barItemClass =
  "text-ink hover:bg-brand-50 hover:text-brand-700 data-[state=open]:bg-brand-50 data-[state=open]:text-brand-700 inline-flex h-10 items-center gap-1 rounded-md px-2 text-sm font-medium whitespace-nowrap transition-colors xl:px-3";
