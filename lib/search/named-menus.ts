import { aboutLinks } from "@/content/navigation";
import { pagesInGroup, pathOf, serviceGroups, solutionLinks } from "@/lib/content/registry";
import type { NamedMenu } from "./nearest";

/** The menus and service groups by name, for the page not found: "/about-us" names About Us. */
export function namedMenus(): NamedMenu[] {
  return [
    { title: "About Us", paths: aboutLinks.map((link) => link.url) },
    { title: "Solutions", paths: solutionLinks().map((link) => link.url) },
    ...serviceGroups.map((group) => ({
      title: group.title,
      paths: pagesInGroup(group.id).map((page) => pathOf(page.slug)),
    })),
  ];
}
