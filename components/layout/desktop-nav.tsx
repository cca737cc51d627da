"use client";

import * as NavigationMenu from "@radix-ui/react-navigation-menu";
import { ChevronDown } from "lucide-react";
import { Link } from "@/components/ui/link";
import { usePathname, useRouter } from "next/navigation";
import { useState, type FocusEvent, type MouseEvent } from "react";
import { menuAnchors, siteMapPath } from "@/content/navigation";
import type { MenuGroup } from "@/content/types";
import { useHydrated } from "@/lib/client/hydrated";
import { useCoverPageWhile } from "@/lib/client/page-cover";
import { movePanelFocus } from "./menu-panel-keys";
import { clsx } from "clsx";

interface NavLink {
  title: string;
  url: string;
}

const topItem =
  "inline-flex h-10 items-center gap-1 rounded-md px-2 text-sm font-medium whitespace-nowrap xl:px-3 text-ink transition-colors hover:bg-brand-50 hover:text-brand-700 data-[state=open]:bg-brand-50 data-[state=open]:text-brand-700";

// Fixed to the sticky header (its backdrop filter makes it the containing block), so the
// panel spans the page rather than Radix's relatively positioned list wrapper.
const panel =
  "fixed inset-x-0 top-16 w-full border-b border-line bg-white shadow-xl shadow-brand-950/10";

/**
 * A link in a panel. A plain anchor, not Radix's NavigationMenu.Link around next/link: a panel
 * mounts as it opens, and seventy of those made opening IP Services slow. The panel's own
 * handlers (usePanelHandlers) route a click through the app router and move focus on keys.
 */
function MenuLink({
  href,
  children,
  large = false,
  active,
}: {
  href: string;
  children: React.ReactNode;
  large?: boolean;
  active: boolean;
}) {
  return (
    <a
      href={href}
      aria-current={active ? "page" : undefined}
      className={clsx(
        "text-muted hover:bg-brand-50 hover:text-brand-700 aria-[current=page]:text-brand-700 block rounded px-2 aria-[current=page]:font-semibold",
        large ? "py-1.5 text-base" : "py-1 text-sm",
      )}
    >
      {children}
    </a>
  );
}

/**
 * What Radix's and Next's links would do, for all of a panel's links at once: a chosen link
 * closes the panel (focus back on its trigger when it was in the panel) and a plain click on a
 * page of the site navigates in the app; a click with a modifier key is left to the browser.
 */
function usePanelHandlers(close: () => void) {
  const router = useRouter();
  const onClick = (event: MouseEvent<HTMLElement>) => {
    const panel = event.currentTarget;
    const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
    if (!(link instanceof HTMLAnchorElement) || !panel.contains(link)) return;
    const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
    if (!event.metaKey) {
      const trigger = document.getElementById(panel.getAttribute("aria-labelledby") ?? "");
      if (panel.contains(document.activeElement)) trigger?.focus();
      close();
    }
    const samePage = link.origin === window.location.origin && !link.target;
    if (event.defaultPrevented || modified || event.button !== 0 || !samePage) return;
    event.preventDefault();
    router.push(link.pathname + link.search + link.hash);
  };
  return { onClick, onKeyDown: movePanelFocus };
}

/**
 * A menu's trigger: a button once React runs; before that (and without JavaScript) a link to
 * the same menu's section of the site menu at the foot of the page.
 */
function Trigger({ children, anchor }: { children: React.ReactNode; anchor: string }) {
  const hydrated = useHydrated();
  const chevron = (
    <ChevronDown
      className="size-4 transition-transform duration-200 group-data-[state=open]:rotate-180"
      aria-hidden="true"
    />
  );
  if (!hydrated)
    return (
      <a href={`${siteMapPath}#${anchor}`} className={clsx(topItem, "group")}>
        {children}
        {chevron}
      </a>
    );
  return (
    <NavigationMenu.Trigger className={clsx(topItem, "group")}>
      {children}
      {chevron}
    </NavigationMenu.Trigger>
  );
}

function GroupColumn({ group, pathname }: { group: MenuGroup; pathname: string }) {
  return (
    <div className="break-inside-avoid pb-4">
      <p className="text-brand-700 px-2 pb-1 text-xs font-semibold tracking-wider uppercase">
        {group.title}
      </p>
      <ul>
        {group.content.map((item) => (
          <li key={item.url}>
            <MenuLink href={item.url} active={pathname === item.url}>
              {item.subTitle}
            </MenuLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A top-level menu whose panel is one row of links. */
function LinksMenu({
  title,
  value,
  links,
  anchor,
  onFocusLeave,
  handlers,
  pathname,
}: {
  title: string;
  /** The item's id within the menu (Radix builds element ids from it: no spaces). */
  value: string;
  links: NavLink[];
  anchor: string;
  onFocusLeave: (event: FocusEvent<HTMLElement>) => void;
  handlers: ReturnType<typeof usePanelHandlers>;
  pathname: string;
}) {
  return (
    <NavigationMenu.Item value={value} onBlur={onFocusLeave}>
      <Trigger anchor={anchor}>{title}</Trigger>
      <NavigationMenu.Content className={panel} {...handlers}>
        <ul className="mx-auto grid max-w-7xl grid-cols-4 gap-2 px-8 py-6">
          {links.map((link) => (
            <li key={link.url}>
              <MenuLink href={link.url} active={pathname === link.url} large>
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
  // Radix keeps a panel open while focus stays anywhere in the menu bar; here a panel closes
  // as soon as focus leaves its item (trigger and panel), e.g. tabbing on to Domains.
  const [value, setValue] = useState("");
  const closeOnFocusLeave = (event: FocusEvent<HTMLElement>) => {
    const to = event.relatedTarget;
    if (to instanceof Node && !event.currentTarget.contains(to)) setValue("");
  };
  const handlers = usePanelHandlers(() => setValue(""));
  const pathname = usePathname();
  // The IP Services panel hides most of the page, the hero's particles included.
  useCoverPageWhile(value === "ip-services");
  return (
    <NavigationMenu.Root
      aria-label="Main"
      value={value}
      onValueChange={setValue}
      className="static hidden @min-[62rem]:block"
    >
      <NavigationMenu.List className="flex items-center gap-1">
        <NavigationMenu.Item>
          <NavigationMenu.Link asChild>
            <Link href="/" className={topItem}>
              Home
            </Link>
          </NavigationMenu.Link>
        </NavigationMenu.Item>
        <NavigationMenu.Item value="ip-services" onBlur={closeOnFocusLeave}>
          <Trigger anchor={menuAnchors.ip}>IP Services</Trigger>
          <NavigationMenu.Content className={panel} {...handlers}>
            <div
              className="mx-auto max-h-[calc(100dvh-4rem)] max-w-7xl overflow-y-auto px-6 py-5 xl:px-8 xl:py-6"
              data-menu-columns
            >
              {/* One flow of columns holds every group, Legal Support's after the seven IP
                  groups, so the panel fits a 1024 x 768 screen and no column is too narrow
                  for its group's title. */}
              <div className="columns-4 gap-x-6 xl:columns-5">
                {ipGroups.map((group) => (
                  <GroupColumn key={group.title} group={group} pathname={pathname} />
                ))}
                <p className="text-ink border-line break-after-avoid border-t px-2 pt-3 pb-2 text-sm font-semibold">
                  Legal Support
                </p>
                {legalGroups.map((group) => (
                  <GroupColumn key={group.title} group={group} pathname={pathname} />
                ))}
              </div>
            </div>
          </NavigationMenu.Content>
        </NavigationMenu.Item>
        <LinksMenu
          title="Solutions"
          value="solutions"
          links={solutions}
          anchor={menuAnchors.solutions}
          onFocusLeave={closeOnFocusLeave}
          handlers={handlers}
          pathname={pathname}
        />
        <LinksMenu
          title="About Us"
          value="about-us"
          links={about}
          anchor={menuAnchors.about}
          onFocusLeave={closeOnFocusLeave}
          handlers={handlers}
          pathname={pathname}
        />
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
