"use client";

import * as NavigationMenu from "@radix-ui/react-navigation-menu";
import { ChevronDown } from "lucide-react";
import { Link } from "@/components/ui/link";
import { usePathname } from "next/navigation";
import type { MenuGroup } from "@/content/types";
import { clsx } from "clsx";

interface NavLink {
  title: string;
  url: string;
}

const topItem =
  "inline-flex h-10 items-center gap-1 rounded-md px-3 text-sm font-medium text-ink transition-colors hover:bg-brand-50 hover:text-brand-700 data-[state=open]:bg-brand-50 data-[state=open]:text-brand-700";

// Fixed to the sticky header (its backdrop filter makes it the containing block), so the
// panel spans the page rather than Radix's relatively positioned list wrapper.
const panel =
  "fixed inset-x-0 top-16 w-full border-b border-line bg-white shadow-xl shadow-brand-950/10";

function MenuLink({
  href,
  children,
  large = false,
}: {
  href: string;
  children: React.ReactNode;
  large?: boolean;
}) {
  const pathname = usePathname();
  const active = pathname === href;
  return (
    <NavigationMenu.Link asChild active={active}>
      <Link
        href={href}
        aria-current={active ? "page" : undefined}
        className={clsx(
          "text-muted hover:bg-brand-50 hover:text-brand-700 data-[active]:text-brand-700 block rounded px-2 py-1.5 data-[active]:font-semibold",
          large ? "text-base" : "text-sm",
        )}
      >
        {children}
      </Link>
    </NavigationMenu.Link>
  );
}

function Trigger({ children }: { children: React.ReactNode }) {
  return (
    <NavigationMenu.Trigger className={clsx(topItem, "group")}>
      {children}
      <ChevronDown
        className="size-4 transition-transform duration-200 group-data-[state=open]:rotate-180"
        aria-hidden="true"
      />
    </NavigationMenu.Trigger>
  );
}

function GroupColumn({ group }: { group: MenuGroup }) {
  return (
    <div>
      <p className="text-brand-700 px-2 pb-1 text-xs font-semibold tracking-wider uppercase">
        {group.title}
      </p>
      <ul>
        {group.content.map((item) => (
          <li key={item.url}>
            <MenuLink href={item.url}>{item.subTitle}</MenuLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A top-level menu whose panel is one row of links. */
function LinksMenu({ title, links }: { title: string; links: NavLink[] }) {
  return (
    <NavigationMenu.Item>
      <Trigger>{title}</Trigger>
      <NavigationMenu.Content className={panel}>
        <ul className="mx-auto grid max-w-7xl grid-cols-4 gap-2 px-8 py-6">
          {links.map((link) => (
            <li key={link.url}>
              <MenuLink href={link.url} large>
                {link.title}
              </MenuLink>
            </li>
          ))}
        </ul>
      </NavigationMenu.Content>
    </NavigationMenu.Item>
  );
}

/** The wide-screen navigation: Home, the IP Services mega menu, Solutions, About Us, Domains, Contact Us. */
export function DesktopNav({
  ipGroups,
  legalGroups,
  solutions,
  about,
}: {
  ipGroups: MenuGroup[];
  legalGroups: MenuGroup[];
  solutions: NavLink[];
  about: NavLink[];
}) {
  return (
    <NavigationMenu.Root aria-label="Main" className="static hidden lg:block">
      <NavigationMenu.List className="flex items-center gap-1">
        <NavigationMenu.Item>
          <NavigationMenu.Link asChild>
            <Link href="/" className={topItem}>
              Home
            </Link>
          </NavigationMenu.Link>
        </NavigationMenu.Item>
        <NavigationMenu.Item>
          <Trigger>IP Services</Trigger>
          <NavigationMenu.Content className={panel}>
            <div className="mx-auto max-h-[calc(100dvh-4rem)] max-w-7xl overflow-y-auto px-8 py-6">
              <div className="grid grid-cols-4 gap-x-6 gap-y-5 xl:grid-cols-7">
                {ipGroups.map((group) => (
                  <GroupColumn key={group.title} group={group} />
                ))}
              </div>
              <div className="border-line mt-5 border-t pt-4">
                <p className="text-ink px-2 pb-2 text-sm font-semibold">Legal Support</p>
                <div className="grid grid-cols-2 gap-x-6">
                  {legalGroups.map((group) => (
                    <GroupColumn key={group.title} group={group} />
                  ))}
                </div>
              </div>
            </div>
          </NavigationMenu.Content>
        </NavigationMenu.Item>
        <LinksMenu title="Solutions" links={solutions} />
        <LinksMenu title="About Us" links={about} />
        <NavigationMenu.Item>
          <NavigationMenu.Link asChild>
            <Link href="/domains" className={topItem}>
              Domains
            </Link>
          </NavigationMenu.Link>
        </NavigationMenu.Item>
        <NavigationMenu.Item>
          <NavigationMenu.Link asChild>
            <Link href="/contact-us" className={topItem}>
              Contact Us
            </Link>
          </NavigationMenu.Link>
        </NavigationMenu.Item>
      </NavigationMenu.List>
    </NavigationMenu.Root>
  );
}
