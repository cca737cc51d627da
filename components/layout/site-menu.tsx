import { Link } from "@/components/ui/link";
import { aboutLinks, drawerLinks, menuAnchors, siteMenuId } from "@/content/navigation";
import type { MenuGroup } from "@/content/types";
import { menuGroups, solutionLinks } from "@/lib/registry";
import { SearchBox } from "./search-box";

const linkClass = "text-brand-100 hover:text-white hover:underline";

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
      <h4 className="text-xs font-semibold tracking-wider text-white uppercase">{group.title}</h4>
      <Links links={group.content.map((c) => ({ title: c.subTitle, url: c.url }))} />
    </div>
  ));
}

/**
 * Every destination of the header's menus and the phone drawer, with the site search: the
 * menu for visitors without JavaScript (and for a tap before the scripts have started). It is
 * hidden until its id, or one of its sections', is the page's target: the header's IP
 * Services, Solutions and About Us triggers and the phone menu button are links to those ids
 * until React takes them over, so following one shows this menu at the foot of the page.
 */
export function SiteMenu() {
  return (
    <nav
      id={siteMenuId}
      aria-labelledby={`${siteMenuId}-title`}
      className="hidden scroll-mt-20 border-b border-white/10 target:block has-[:target]:block"
    >
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
        <h2 id={`${siteMenuId}-title`} className="text-xl font-bold text-white">
          Menu
        </h2>
        <ul className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-base font-medium">
          {drawerLinks
            .filter((link) => link.title !== "IP Services" && link.title !== "About Us")
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
          placement="inline"
          className="mt-6 max-w-md"
        />
        <section
          id={menuAnchors.ip}
          aria-labelledby={`${menuAnchors.ip}-title`}
          className="mt-8 scroll-mt-20"
        >
          <h3
            id={`${menuAnchors.ip}-title`}
            className="text-accent-400 text-sm font-semibold tracking-wider uppercase"
          >
            IP Services
          </h3>
          <div className="mt-4 gap-x-8 sm:columns-2 lg:columns-4">
            <Groups groups={menuGroups("ip")} />
          </div>
          <h3 className="text-accent-400 mt-4 text-sm font-semibold tracking-wider uppercase">
            Legal Support
          </h3>
          <div className="mt-4 gap-x-8 sm:columns-2 lg:columns-4">
            <Groups groups={menuGroups("legal")} />
          </div>
        </section>
        <div className="mt-4 grid gap-8 sm:grid-cols-2">
          <section
            id={menuAnchors.solutions}
            aria-labelledby={`${menuAnchors.solutions}-title`}
            className="scroll-mt-20"
          >
            <h3
              id={`${menuAnchors.solutions}-title`}
              className="text-accent-400 text-sm font-semibold tracking-wider uppercase"
            >
              Solutions
            </h3>
            <Links links={solutionLinks()} />
          </section>
          <section
            id={menuAnchors.about}
            aria-labelledby={`${menuAnchors.about}-title`}
            className="scroll-mt-20"
          >
            <h3
              id={`${menuAnchors.about}-title`}
              className="text-accent-400 text-sm font-semibold tracking-wider uppercase"
            >
              About Us
            </h3>
            <Links links={aboutLinks} />
          </section>
        </div>
      </div>
    </nav>
  );
}
