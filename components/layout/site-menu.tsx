import { clsx } from "clsx";
import { Link } from "@/components/ui/link";
import { aboutLinks, drawerLinks, menuAnchors, siteMenuId } from "@/content/navigation";
import type { MenuGroup } from "@/content/types";
import { insightLinks } from "@/lib/content/insights";
import { legalPages, menuGroups, pathOf, solutionLinks } from "@/lib/content/registry";
import { SearchBox } from "./search-box";

const sectionTitle = "text-brand-800 text-lg font-bold";
const linkClass = "text-brand-700 hover:text-brand-900 hover:underline";

function Links({ links }: { links: readonly { title: string; url: string }[] }) {
  return (
    <ul className="mt-1 space-y-0.5 text-sm">
      {links.map((link) => (
        <li key={link.url}>
          <Link href={link.url} className={`inline-block py-1 ${linkClass}`}>
            {link.title}
          </Link>
        </li>
      ))}
    </ul>
  );
}

function Groups({ groups }: { groups: MenuGroup[] }) {
  return groups.map((group) => (
    <div key={group.title} className="break-inside-avoid pb-5">
      <h3 className="text-brand-900 font-sans text-xs font-semibold tracking-wider uppercase">
        {group.title}
      </h3>
      <Links links={group.content.map((c) => ({ title: c.subTitle, url: c.url }))} />
    </div>
  ));
}

/**
 * Every destination of the header's menus and the phone drawer, with the site search: the
 * page at /site-map. Before React has started (and without JavaScript) the header's IP
 * Services, Solutions and About Us triggers link to its sections and the phone menu button to
 * the page, so every destination is reachable without scripts. It is a page of its own rather
 * than a hidden list on every page, which would add ~190 elements to each page's HTML and
 * hydration.
 */
export function SiteMenu() {
  return (
    <nav
      id={siteMenuId}
      aria-label="Site map"
      className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8"
    >
      <ul className="flex flex-wrap gap-x-6 gap-y-2 text-base font-medium">
        {drawerLinks
          // The menus' sections are listed below; About Us leads to its own.
          .filter((link) => !("section" in link) && link.title !== "About Us")
          .map((link) => (
            <li key={link.url}>
              <Link href={link.url} className={linkClass}>
                {link.title}
              </Link>
            </li>
          ))}
      </ul>
      <SearchBox
        id={`${siteMenuId}-search`}
        label="Search from the menu"
        inputLabel="Search from the menu"
        placement="inline"
        className="mt-6 max-w-md"
      />
      <section id={menuAnchors.ip} aria-labelledby={`${menuAnchors.ip}-title`} className="mt-8">
        <h2 id={`${menuAnchors.ip}-title`} className={sectionTitle}>
          IP Services
        </h2>
        <div className="mt-4 gap-x-8 sm:columns-2 lg:columns-4">
          <Groups groups={menuGroups("ip")} />
        </div>
        <h2 className={clsx(sectionTitle, "mt-4")}>Legal Support</h2>
        <div className="mt-4 gap-x-8 sm:columns-2 lg:columns-4">
          <Groups groups={menuGroups("legal")} />
        </div>
      </section>
      <div className="mt-4 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
        <section id={menuAnchors.solutions} aria-labelledby={`${menuAnchors.solutions}-title`}>
          <h2 id={`${menuAnchors.solutions}-title`} className={sectionTitle}>
            Solutions
          </h2>
          <Links links={solutionLinks()} />
        </section>
        <section id={menuAnchors.about} aria-labelledby={`${menuAnchors.about}-title`}>
          <h2 id={`${menuAnchors.about}-title`} className={sectionTitle}>
            About Us
          </h2>
          <Links links={aboutLinks} />
        </section>
        <section aria-labelledby={`${siteMenuId}-legal-title`}>
          <h2 id={`${siteMenuId}-legal-title`} className={sectionTitle}>
            Legal
          </h2>
          <Links links={legalPages.map((p) => ({ title: p.title, url: pathOf(p.slug) }))} />
        </section>
        <section aria-labelledby="menu-insights-title">
          <h2 id="menu-insights-title" className={sectionTitle}>
            Insights
          </h2>
          <Links links={insightLinks()} />
        </section>
      </div>
    </nav>
  );
}
